import { useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractError } from '../../sdk/http/index.ts';
import { Button, type ButtonProps, FieldFrame } from '../../sdk/ui/index.ts';
import { Dialog } from '../../sdk/ui/dialog.tsx';
import { consoleErrorText, isStaleVersion } from './console-errors.ts';

/** A labelled multi-line text field (texts of events and formats). */
export function TextArea({ label, hint, className, ...area }: { readonly label: string; readonly hint?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <FieldFrame label={label} hint={hint} className={className}>
      {(control) => <textarea className="rk-input" {...control} {...area} />}
    </FieldFrame>
  );
}

/** The state of one write: pressed, failed (with the server's words), or done (with what to say). */
export interface Write {
  readonly busy: boolean;
  readonly error: unknown;
  readonly done: string | undefined;
  /** Runs `action`; says `done(result)` when it succeeds. Answers the result, or undefined on failure. */
  run<T>(action: () => Promise<T>, done?: (result: T) => string | undefined): Promise<T | undefined>;
  reset(): void;
}

export function useWrite(): Write {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string | undefined>();
  return {
    busy,
    error,
    done,
    async run(action, said) {
      setBusy(true);
      setError(undefined);
      setDone(undefined);
      try {
        const result = await action();
        setDone(said?.(result));
        return result;
      } catch (failure) {
        setError(failure);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    reset() {
      setError(undefined);
      setDone(undefined);
    },
  };
}

/**
 * What a form says after a press: the server's message of a 400, the stale-version message of a
 * 409 with a button that reloads the record, a field the request's own check refused, or what
 * was done. Announced (alert / status) where it appears, under the form's button.
 */
export function WriteOutcome({ write, onReload, labels }: { readonly write: Write; readonly onReload?: () => void; readonly labels?: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  if (write.error !== undefined) {
    const field = write.error instanceof ContractError && write.error.direction === 'request' ? write.error.path.split('.')[0] ?? '' : undefined;
    const text = field === undefined ? consoleErrorText(write.error, t) : t('console.form.invalidField', { field: labels?.[field] ?? field });
    return (
      <div className="console-problem" role="alert">
        <p>{text}</p>
        {isStaleVersion(write.error) && onReload !== undefined && (
          <Button variant="secondary" size="sm" onClick={onReload}>
            {t('console.form.reload')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <p className={write.done === undefined ? 'rk-visually-hidden' : 'console-note'} role="status">
      {write.done ?? ''}
    </p>
  );
}

/**
 * The foot of a record's form: its submit button («Создать» for a new record, «Сохранить» for
 * one that exists; `form` when the button stands outside the form element) and the write's outcome.
 */
export function FormFooter({ write, isNew, form, onReload, labels }: { readonly write: Write; readonly isNew: boolean; readonly form?: string; readonly onReload?: () => void; readonly labels?: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="console-actions">
        <Button type="submit" loading={write.busy} {...(form === undefined ? {} : { form })}>
          {isNew ? t('console.common.create') : t('console.common.save')}
        </Button>
      </div>
      <WriteOutcome write={write} {...(onReload === undefined ? {} : { onReload })} {...(labels === undefined ? {} : { labels })} />
    </>
  );
}

/** A button that asks first (a dialog with the question, Yes / No) before it does something that cannot be undone. */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  ...button
}: { readonly question: string; readonly onConfirm: () => void; readonly children: ReactNode } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('console.form.confirmTitle')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('console.form.no')}
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {t('console.form.yes')}
            </Button>
          </>
        }
      >
        <p>{question}</p>
      </Dialog>
    </>
  );
}

/** A whole number typed into a field, or undefined when it is empty; NaN when it is not a number. */
export function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Text typed into an optional field: null when empty. */
export const optionalText = (text: string): string | null => (text.trim() === '' ? null : text.trim());

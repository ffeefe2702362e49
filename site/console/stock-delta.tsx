import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../sdk/ui/index.ts';
import { useWrite, WriteOutcome } from './console-forms.tsx';

/** A signed whole number typed as `+20`, `20`, `-3` or `−3`; NaN otherwise. */
export function signedNumber(text: string): number {
  const trimmed = text.trim().replace('−', '-');
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Stock that is what is LEFT (a good's size, a certificate) moves by a change, never by a number
 * read a moment ago: a sale between reading and saving is never lost (the server refuses a
 * decrease below zero with what is left).
 */
export function StockDelta({ label, left, onApply, onDone }: { readonly label: string; readonly left: number; readonly onApply: (delta: number) => Promise<unknown>; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [delta, setDelta] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = signedNumber(delta);
    if (Number.isNaN(value) || value === 0) return setProblem(t('console.stock.deltaInvalid'));
    setProblem(undefined);
    void write.run(() => onApply(value), () => t('console.form.saved')).then((done) => {
      if (done === undefined) return;
      setDelta('');
      onDone();
    });
  };
  return (
    <form className="console-form console-stock" onSubmit={submit} noValidate>
      <p>{t('console.stock.left', { name: label, left })}</p>
      <div className="console-table__search">
        <TextField label={t('console.stock.delta', { name: label })} hint={t('console.stock.deltaHint')} inputMode="numeric" value={delta} onChange={(e) => setDelta(e.target.value)} error={problem} />
        <Button type="submit" variant="secondary" loading={write.busy}>
          {t('console.stock.apply')}
        </Button>
      </div>
      <WriteOutcome write={write} onReload={onDone} />
    </form>
  );
}

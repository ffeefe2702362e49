import { useAtomValue } from 'jotai';
import { atomWithMutation } from 'jotai-tanstack-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clubsCalls } from '../../sdk/contract/clubs.ts';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { racekitDayjs } from '../../sdk/format/racekit-dayjs.ts';
import { parseIsoDate } from '../../sdk/forms/calendar-date.ts';
import type { FormMessage } from '../../sdk/forms/form-message.ts';
import { ApiMessageError } from '../../sdk/http/api-errors.ts';
import { invalidateCall } from '../../sdk/queries/call-query.ts';
import { competitionTypesQueryAtom } from '../../sdk/queries/competition-types-query.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { Button } from '../../sdk/ui/button.tsx';
import { FieldFrame } from '../../sdk/ui/field-frame.tsx';
import { Select } from '../../sdk/ui/form/select.tsx';
import { useFocusFirstInvalid } from '../../sdk/ui/form/use-focus-first-invalid.ts';
import { Spinner } from '../../sdk/ui/spinner.tsx';
import { TextField } from '../../sdk/ui/text-field.tsx';
import { checkResultForm, type ResultField, type ResultFormInput } from '../../sdk/forms/competition-result-form.ts';
import { uploadClubResult, type ClubResultUpload } from './upload-club-result.ts';
import { useLoadErrorReport } from '../../sdk/elements/use-load-error-report.ts';

const emptyForm: Omit<ResultFormInput, 'file'> = { competition_type: '', title: '', date: '', result: '', distance: '' };

/** The outcome shown under the button until the visitor edits the form again. */
type Outcome = { kind: 'success' } | { kind: 'failure'; detail: string | undefined } | null;

/**
 * The result upload form of a club (account.md §2 "/clubs/{id}/upload-result", §5, §8): the
 * competition type, the competition's name, date, time and distance, and a picture proving
 * the result. Messages show once the visitor first tries to send, and follow each edit after.
 * Sending uploads the picture, creates the result and attaches it to the club; then
 * 'Ваши результаты успешно загружены' (the form empties and the club's list reloads) or
 * 'Не удалось загрузить ваши результаты'.
 */
export function ResultForm({ club }: { club: string }) {
  const { t } = useTranslation();
  const emit = useRacekitEmit();
  const firstInvalid = useFocusFirstInvalid<HTMLFormElement>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState(emptyForm);
  const [proof, setProof] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const types = useAtomValue(competitionTypesQueryAtom);
  useLoadErrorReport(types.error);

  const mutationAtom = useMemo(
    () =>
      atomWithMutation<string, ClubResultUpload>(
        () => ({
          mutationFn: uploadClubResult,
          onSuccess: () => invalidateCall(getQueryClient(), clubsCalls.competitions),
        }),
        () => getQueryClient(),
      ),
    [],
  );
  const upload = useAtomValue(mutationAtom);

  const today = racekitDayjs().format('YYYY-MM-DD');
  const input: ResultFormInput = { ...fields, file: proof === null ? null : { name: proof.name, size: proof.size, type: proof.type } };
  const check = checkResultForm(input, parseIsoDate(today) ?? { year: 9999, month: 12, day: 31 });
  const errorOf = (field: ResultField): string | undefined => {
    const message: FormMessage | undefined = tried ? check.errors[field] : undefined;
    return message === undefined ? undefined : t(message.key, message.values ?? {});
  };

  const edit = (patch: Partial<typeof fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setOutcome(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!check.valid || proof === null) {
      // After a refused send, the first field with a message takes the focus.
      firstInvalid.request();
      return;
    }
    setOutcome(null);
    upload.mutate(
      { input, proof, club },
      {
        onSuccess: () => {
          setFields(emptyForm);
          setProof(null);
          setTried(false);
          if (fileInput.current !== null) fileInput.current.value = '';
          setOutcome({ kind: 'success' });
        },
        onError: (error) => {
          setOutcome({ kind: 'failure', detail: error instanceof ApiMessageError ? error.serverMessage : undefined });
          emit('racekit:error', { code: 'api', message: error instanceof Error ? error.message : String(error), tag: 'racekit-club-results' });
        },
      },
    );
  };

  const typeLabel = t('clubs.upload.competitionType');

  return (
    <form ref={firstInvalid.ref} className="result-form" part="form" onSubmit={submit} noValidate>
      <div className="result-form__grid">
        {types.isPending ? (
          <div className="result-form__loading">
            <span className="rk-field__label">{typeLabel}</span>
            <Spinner size="sm" label={t('clubs.upload.loadingTypes')} />
          </div>
        ) : types.isError ? (
          <div className="result-form__loading" role="alert">
            <span className="rk-field__label">{typeLabel}</span>
            <span className="result-form__problem">{t('errors.loadProblem')}</span>
            <Button variant="secondary" size="sm" onClick={() => void types.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        ) : (
          <Select
            label={typeLabel}
            placeholder={t('clubs.upload.chooseCompetitionType')}
            options={types.data.values.map((each) => ({ value: each.public_id, label: each.title }))}
            value={fields.competition_type}
            required
            error={errorOf('competition_type')}
            onChange={(event) => edit({ competition_type: event.target.value })}
          />
        )}
        <TextField
          label={t('clubs.upload.name')}
          value={fields.title}
          required
          autoComplete="off"
          error={errorOf('title')}
          onChange={(event) => edit({ title: event.target.value })}
        />
        <TextField
          label={t('clubs.upload.date')}
          type="date"
          value={fields.date}
          max={today}
          required
          error={errorOf('date')}
          onChange={(event) => edit({ date: event.target.value })}
        />
        <TextField
          label={t('clubs.upload.time')}
          value={fields.result}
          inputMode="numeric"
          placeholder="01:45:10"
          required
          hint={t('clubs.upload.timeHint')}
          error={errorOf('result')}
          onChange={(event) => edit({ result: event.target.value })}
        />
        <TextField
          label={t('clubs.upload.distance')}
          value={fields.distance}
          inputMode="decimal"
          hint={t('common.optional')}
          error={errorOf('distance')}
          onChange={(event) => edit({ distance: event.target.value })}
        />
        <FieldFrame label={t('clubs.upload.file')} required hint={t('clubs.upload.fileHint')} error={errorOf('file')} className="result-form__file">
          {(control) => (
            <input
              ref={fileInput}
              type="file"
              className="file-input"
              part="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              {...control}
              onChange={(event) => {
                setProof(event.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          )}
        </FieldFrame>
      </div>
      <div className="result-form__footer">
        <Button type="submit" part="submit" loading={upload.isPending}>
          {t('clubs.upload.submit')}
        </Button>
        {outcome?.kind === 'success' && (
          <p className="outcome outcome--success" part="outcome" role="status">
            {t('clubs.upload.success')}
          </p>
        )}
        {outcome?.kind === 'failure' && (
          <div className="outcome outcome--failure" part="outcome" role="alert">
            <p>{t('clubs.upload.failure')}</p>
            {outcome.detail !== undefined && <p className="outcome__detail">{outcome.detail}</p>}
          </div>
        )}
      </div>
    </form>
  );
}

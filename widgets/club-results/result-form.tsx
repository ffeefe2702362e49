import { useAtomValue } from 'jotai';
import { atomWithMutation } from 'jotai-tanstack-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clubsCalls } from '../../sdk/contract/index.ts';
import { useRacekitEmit, useLoadErrorReport } from '../../sdk/elements/index.ts';
import { racekitDayjs } from '../../sdk/format/index.ts';
import { parseIsoDate, raceTimeMask, toIsoDate, type FormMessage, checkResultForm, type ResultField, type ResultFormInput } from '../../sdk/forms/index.ts';
import { ApiMessageError } from '../../sdk/http/index.ts';
import { invalidateCall, competitionTypesQueryAtom } from '../../sdk/queries/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { Button, Spinner, TextField } from '../../sdk/ui/index.ts';
import { DateField, FilePicker, Select, useFocusFirstInvalid } from '../../sdk/ui/form/index.ts';
import { MaskedField } from '../../sdk/ui/masked-field.tsx';
import { uploadClubResult, type ClubResultUpload } from './upload-club-result.ts';
import { TEXT_MAX } from '../../sdk/contract/schemas/index.ts';

/** The form as typed: the date as the kit's date field shows it (DD.MM.YYYY). */
const emptyForm: Omit<ResultFormInput, 'file'> = { competition_type: '', title: '', date: '', result: '', distance: '' };

/** The typed DD.MM.YYYY as the rule reads it (YYYY-MM-DD); a text that is no date stays as typed. */
function isoDateOf(text: string): string {
  const converted = text.trim() === '' ? undefined : toIsoDate(text);
  return converted?.ok === true ? converted.iso : text;
}

/** The outcome shown under the button until the visitor edits the form again. */
type Outcome = { kind: 'success' } | { kind: 'failure'; detail: string | undefined } | null;

/**
 * The result upload form of a club (account.md §2 "/clubs/{id}/upload-result", §5, §8): the
 * competition type, the competition's name, date (the kit's masked DD.MM.YYYY), time (masked
 * HH:MM:SS) and distance, and a picture proving the result (the kit's file chooser: no browser
 * control speaking its own language). Messages show once the visitor first tries to send, and follow each edit after.
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
  const input: ResultFormInput = {
    ...fields,
    date: isoDateOf(fields.date),
    file: proof === null ? null : { name: proof.name, size: proof.size, type: proof.type },
  };
  const check = checkResultForm(input, parseIsoDate(today) ?? { year: 9999, month: 12, day: 31 });
  const errorOf = (field: ResultField): string | undefined => {
    const message: FormMessage | undefined = tried ? check.errors[field] : undefined;
    return message === undefined ? undefined : t(message.key, message.values ?? {});
  };

  const edit = (patch: Partial<typeof fields>) => {
    // A masked field echoes the form's reset after a success back as a change: only a real edit hides the outcome.
    const changed = Object.entries(patch).some(([key, value]) => value !== Reflect.get(fields, key));
    setFields((current) => ({ ...current, ...patch }));
    if (changed) setOutcome(null);
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
          maxLength={TEXT_MAX.title}
          value={fields.title}
          required
          autoComplete="off"
          error={errorOf('title')}
          onChange={(event) => edit({ title: event.target.value })}
        />
        <DateField label={t('clubs.upload.date')} autoComplete="off" value={fields.date} required error={errorOf('date')} onChange={(value) => edit({ date: value })} />
        <MaskedField
          label={t('clubs.upload.time')}
          mask={raceTimeMask}
          value={fields.result}
          placeholder="01:45:10"
          required
          hint={t('clubs.upload.timeHint')}
          error={errorOf('result')}
          onChange={(value) => edit({ result: value })}
        />
        <TextField
          label={t('clubs.upload.distance')}
          value={fields.distance}
          inputMode="decimal"
          hint={t('common.optional')}
          error={errorOf('distance')}
          onChange={(event) => edit({ distance: event.target.value })}
        />
        <div className="result-form__file">
          <FilePicker
            label={t('clubs.upload.file')}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            required
            part="file"
            inputRef={fileInput}
            fileText={proof === null ? undefined : t('clubs.upload.fileChosen', { name: proof.name })}
            hint={t('clubs.upload.fileHint')}
            error={errorOf('file')}
            onPick={(file) => {
              setProof(file ?? null);
              setOutcome(null);
            }}
          />
        </div>
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

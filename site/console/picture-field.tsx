import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_BYTES, uploadConsolePicture, type PictureType } from '../../sdk/contract/console/index.ts';
import { Button, TextField } from '../../sdk/ui/index.ts';
import { useWrite, WriteOutcome } from './console-forms.tsx';

const TYPES: readonly PictureType[] = ['image/jpeg', 'image/png', 'image/webp'];
const isPictureType = (type: string): type is PictureType => TYPES.some((each) => each === type);

/** The file as a `data:` URL (the upload call takes base64, with the prefix as the browser gives it). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not read')));
    reader.onerror = () => reject(reader.error ?? new Error('not read'));
    reader.readAsDataURL(file);
  });

/**
 * A record's picture (a good, a certificate, an insurance logo, a news item, a banner): its
 * address, typed or pasted, or a file uploaded through POST /api/console/pictures (jpeg, png,
 * webp; 5 MB — checked here first, and by its bytes on the server), with a preview. `error`: the
 * form's own complaint about the address (the upload's comes first).
 */
export function PictureField({ label, value, onChange, error }: { readonly label: string; readonly value: string; readonly onChange: (url: string) => void; readonly error?: string | undefined }) {
  const { t } = useTranslation();
  const upload = useWrite();
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const type = file.type;
    if (!isPictureType(type)) return setProblem(t('console.pictures.wrongType'));
    if (file.size > PICTURE_MAX_BYTES) return setProblem(t('console.pictures.tooLarge'));
    setProblem(undefined);
    void upload
      .run(async () => uploadConsolePicture({ name: file.name, type, data: await readAsDataUrl(file) }), () => t('console.pictures.uploaded'))
      .then((picture) => picture !== undefined && onChange(picture.url));
  };
  return (
    <div className="console-picture">
      <TextField label={label} hint={t('console.pictures.hint')} value={value} onChange={(e) => onChange(e.target.value)} error={problem ?? error} autoComplete="off" />
      {value !== '' && <img className="console-picture__preview" src={value} alt={t('console.pictures.preview')} />}
      <input ref={input} id={fileId} className="rk-visually-hidden" type="file" accept={TYPES.join(',')} onChange={chosen} tabIndex={-1} aria-hidden="true" />
      <Button variant="secondary" size="sm" loading={upload.busy} onClick={() => input.current?.click()}>
        {t('console.pictures.upload')}
      </Button>
      <WriteOutcome write={upload} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadResultCertificate } from '../../sdk/contract/index.ts';
import { useWidgetElement } from '../../sdk/elements/index.ts';
import { Button } from '../../sdk/ui/index.ts';
import { isDownloadedFile, saveFile } from './save-file.ts';

/**
 * 'Скачать сертификат' (account.md §4): GET /api/user/certificate/result/{id}, saved under the
 * server's content-disposition name. On failure the loading flag resets silently.
 */
export function CertificateButton({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const element = useWidgetElement();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const file: unknown = await downloadResultCertificate(ticketId);
      // CallResult<> types a 'file' call's answer as unknown (sdk/contract): checked here instead.
      if (!isDownloadedFile(file)) return;
      saveFile(file, `certificate-${ticketId}.pdf`, element?.shadowRoot ?? document.body);
    } catch {
      // account.md §4, §8: nothing is shown.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={loading} onClick={() => void download()}>
      {t('tickets.card.certificate')}
    </Button>
  );
}

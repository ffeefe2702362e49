import { useTranslation } from 'react-i18next';
import { promocodesCalls } from '../../sdk/contract/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';

/**
 * The page's promo code (attribute `promocode`), checked for the chosen format before the
 * dialog promises it: the note it shows, or undefined while there is none or no answer yet.
 */
export function usePromoNote(promocode: string | undefined, formatId: string | undefined): string | undefined {
  const { t } = useTranslation();
  const code = promocode?.trim() ?? '';
  const promoQuery = useCallQuery(promocodesCalls.ticket, code === '' || formatId === undefined ? null : { params: { code, format_public_id: formatId } });
  if (promoQuery.data === undefined) return undefined;
  return promoQuery.data.promocode === null
    ? t('buyTicket.promocodeRefused', { code, message: promoQuery.data.message ?? t('errors.generic') })
    : t('buyTicket.promocode', { code });
}

import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { checkoutNoticesAtom } from '../../sdk/checkout/index.ts';
import { useMessageText } from '../../sdk/elements/index.ts';

/**
 * What adding to the basket corrected (sdk/checkout: a count over the limit, a sold-out
 * format), announced politely at the top of the basket until dismissed.
 */
export function CheckoutNotices() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [notices, setNotices] = useAtom(checkoutNoticesAtom);
  return (
    <div role="status" className="basket__notices">
      {notices.length > 0 && (
        <div className="basket__notice">
          <ul>
            {notices.map((notice) => (
              <li key={`${notice.key}:${JSON.stringify(notice.values ?? {})}`}>{text(notice)}</li>
            ))}
          </ul>
          <button type="button" className="basket__notice-close" aria-label={t('checkout.notices.dismiss')} onClick={() => setNotices([])}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { orderThanksKind, type OrderThanksKind, returnedOrderId, returnedViewKey } from '../../../sdk/basket/index.ts';
import { ApiMessageError, HttpStatusError } from '../../../sdk/http/index.ts';
import { Button, Spinner } from '../../../sdk/ui/index.ts';
import { AlertIcon, DoneIcon } from '../../layout/icons.tsx';
import { useOrderCheck } from './use-order-check.ts';

/** What the thank-you says was sent, by the order's kind (issue 29 item 11). */
const thanksTexts = {
  tickets: 'checkout.thanks.text',
  goods: 'checkout.thanks.textGoods',
  insurance: 'checkout.thanks.textInsurance',
  certificate: 'checkout.certificateThanks.text',
} as const satisfies Record<OrderThanksKind, string>;

/** How long the thank-you stays before the purchases open. */
const REDIRECT_DELAY_MS = 5_000;

/**
 * /basket/thanks?order={id} (purchase.md §4; Robokassa's SuccessURL names the order in
 * `Shp_order`): a thank-you with a spinner while the order is checked; once paid, the paid
 * tickets leave the basket and the purchases open (certificates → /basket/certificateThanks,
 * goods only → /me/shop, several tickets → /me, one → its page). An order that is not paid
 * (declined, or the notification has not arrived) says so clearly; a payment that came after
 * the hold ended and the places were sold says the money is being returned.
 *
 * Issue 17: an order whose checkout started on a partner's page (an allowed origin, checked
 * by the server) offers «Вернуться на сайт партнёра» to that page, as the first action; the
 * page then stays (no timed move to the purchases, which remain a link), so the way back is
 * never taken away while the buyer reads. The link carries the order's mark, with which the
 * partner's page confirms the order and fires `racekit:purchase`.
 *
 * Issue 29 §2: the return also carries the order's view key (`view`, Robokassa's `Shp_view`),
 * so a guest who paid in a partner page's inline checkout — whose token lives in the partner
 * origin's storage — sees this page too; without a session here it stays (the purchases need
 * an account; the tickets went to the e-mail shown).
 */
/** The way back to the basket, the page's main action when nothing was bought. */
function BackToBasket() {
  const { t } = useTranslation();
  return (
    <Link className="rk-button rk-button--primary" href="/basket">
      {t('purchasePages.thanks.backToBasket')}
    </Link>
  );
}

export function ThanksPage() {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const orderId = returnedOrderId(search);
  if (orderId === '') {
    return (
      <section className="page page--narrow result-card result-card--problem">
        <AlertIcon className="result-card__icon" />
        <h1 className="result-card__title">{t('purchasePages.thanks.noOrder')}</h1>
        <div className="result-card__actions">
          <BackToBasket />
        </div>
      </section>
    );
  }
  return <OrderThanks orderId={orderId} view={returnedViewKey(search)} />;
}

/** «Заказ № …»: the order's one human number (the mail's, the account's, Robokassa's InvId), once the check named it. */
function OrderNumber({ number }: { number: number | null | undefined }) {
  const { t } = useTranslation();
  if (number == null) return null;
  return <p className="result-card__note">{t('purchasePages.thanks.order', { id: number })}</p>;
}

function OrderThanks({ orderId, view }: { orderId: string; view: string | undefined }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const state = useOrderCheck(orderId, attempt, view);
  const [, navigate] = useLocation();
  const route = state.status === 'paid' && state.route !== '/basket/thanks' ? state.route : undefined;
  const partnerReturn = state.status === 'paid' ? state.order.partner_return : undefined;
  const timed = partnerReturn == null;
  useEffect(() => {
    if (route === undefined || !timed) return undefined;
    const timer = setTimeout(() => navigate(route, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [route, timed, navigate]);

  if (state.status === 'checking') {
    return (
      <section className="page page--narrow result-card" aria-busy="true">
        <Spinner size="lg" label={t('checkout.orderCheck')} className="result-card__spinner" />
        <h1 className="result-card__title">{t('checkout.orderCheck')}</h1>
        <p className="result-card__text">{t('purchasePages.thanks.checkingText')}</p>
      </section>
    );
  }
  if (state.status === 'paid') {
    return (
      <section className="page page--narrow result-card result-card--done">
        <DoneIcon className="result-card__icon" />
        <h1 className="result-card__title">{t('checkout.thanks.title')}</h1>
        <p className="result-card__text">{t(thanksTexts[orderThanksKind(state.order)])}</p>
        <OrderNumber number={state.order.number} />
        {state.order.items.email !== '' && <p className="result-card__note">{t('purchasePages.thanks.email', { email: state.order.items.email })}</p>}
        {partnerReturn != null && <p className="result-card__note">{t('purchasePages.thanks.partnerNote', { title: partnerReturn.title })}</p>}
        {route !== undefined && timed && (
          <p className="result-card__text" role="status">
            {t('purchasePages.thanks.goingTo')}
          </p>
        )}
        <div className="result-card__actions">
          {partnerReturn != null && (
            <a className="rk-button rk-button--primary" href={partnerReturn.url} rel="noopener">
              {t('purchasePages.thanks.partnerBack')}
            </a>
          )}
          {route !== undefined && (
            <Link className={`rk-button ${timed ? 'rk-button--primary' : 'rk-button--secondary'}`} href={route} replace>
              {timed ? t('purchasePages.thanks.goNow') : t('purchasePages.thanks.toPurchases')}
            </Link>
          )}
          <Link className="rk-button rk-button--secondary" href="/">
            {t('checkout.thanks.toMain')}
          </Link>
        </div>
      </section>
    );
  }
  if (state.status === 'refunding') {
    return (
      <section className="page page--narrow result-card result-card--problem">
        <AlertIcon className="result-card__icon" />
        <h1 className="result-card__title">{t('purchasePages.thanks.refundTitle')}</h1>
        <p className="result-card__text" role="status">
          {t('purchasePages.thanks.refundText')}
        </p>
        <OrderNumber number={state.number} />
        {state.email !== '' && <p className="result-card__note">{t('purchasePages.thanks.refundEmail', { email: state.email })}</p>}
        <div className="result-card__actions">
          <BackToBasket />
        </div>
      </section>
    );
  }
  const message =
    state.status === 'failed' && state.error instanceof ApiMessageError
      ? state.error.serverMessage
      : state.status === 'failed' && state.error instanceof HttpStatusError && state.error.serverMessage !== undefined
        ? state.error.serverMessage
        : t('purchasePages.thanks.notPaidText');
  return (
    <section className="page page--narrow result-card result-card--problem">
      <AlertIcon className="result-card__icon" />
      <h1 className="result-card__title">{t('purchasePages.thanks.notPaidTitle')}</h1>
      <p className="result-card__text" role="alert">
        {message}
      </p>
      <OrderNumber number={state.status === 'unpaid' ? state.number : undefined} />
      <div className="result-card__actions">
        <Button onClick={() => setAttempt((count) => count + 1)}>{t('purchasePages.thanks.retry')}</Button>
        <Link className="rk-button rk-button--secondary" href="/basket">
          {t('purchasePages.thanks.backToBasket')}
        </Link>
      </div>
    </section>
  );
}

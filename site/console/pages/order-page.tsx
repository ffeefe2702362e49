import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { getOrder, refundOrder, resendOrderMail, type OrderDetail, type RefundOrderBody } from '../../../sdk/contract/console/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { dateTime, roubles } from '../console-format.ts';
import { ConfirmButton, useWrite, WriteOutcome } from '../console-forms.tsx';
import { ConsolePage, Loaded } from '../console-page.tsx';
import { useMayUse } from '../staff-member.ts';
import { useCall } from '../use-call.ts';

/** A small table of the order page (lines, tickets, payments, refunds, mails). */
function Rows({ caption, head, rows, empty }: { readonly caption: string; readonly head: readonly string[]; readonly rows: readonly (readonly ReactNode[])[]; readonly empty: string }) {
  if (rows.length === 0) return <p className="console-page__lead">{empty}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways is reached by keyboard (axe: scrollable-region-focusable)
    <div className="console-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="console-grid">
        <caption className="rk-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderScreen({ detail, reload }: { readonly detail: OrderDetail; readonly reload: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n?.language ?? 'ru';
  const organiser = useMayUse('organiser');
  const refund = useWrite();
  const mail = useWrite();
  const { order } = detail;
  const money = (value: number) => roubles(value, language);
  const refundState = (state: string | null) => (state === 'due' || state === 'requested' || state === 'done' || state === 'failed' ? t(`console.order.refundStates.${state}`) : '—');
  const doRefund = (body: RefundOrderBody) =>
    void refund.run(() => refundOrder(order.public_id, body), (result) => (result.amount > 0 ? t('console.order.refundDone', { amount: money(result.amount) }) : t('console.order.refundNothing'))).then(reload);
  const refundButton = (label: string, what: string, body: RefundOrderBody) =>
    organiser && order.status === 'paid' ? (
      <ConfirmButton variant="secondary" size="sm" loading={refund.busy} question={t('console.order.refundConfirm', { what })} onConfirm={() => doRefund(body)}>
        {label}
      </ConfirmButton>
    ) : null;
  return (
    <ConsolePage
      title={t('console.order.title', { number: order.number })}
      back={<Link href="/console/orders">← {t('console.order.back')}</Link>}
      actions={refundButton(t('console.order.refundOrder'), t('console.order.refundWhole', { number: order.number }), {})}
    >
      <WriteOutcome write={refund} />
      <section className="console-card" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('console.order.facts')}</h2>
        <dl className="console-facts">
          <div>
            <dt>{t('console.orders.status')}</dt>
            <dd>{t(`console.orders.statuses.${order.status}`)}</dd>
          </div>
          <div>
            <dt>{t('console.orders.email')}</dt>
            <dd>{order.email}</dd>
          </div>
          <div>
            <dt>{t('console.orders.phone')}</dt>
            <dd>{order.phone ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('console.orders.createdAt')}</dt>
            <dd>{dateTime(order.created_at, language)}</dd>
          </div>
          <div>
            <dt>{t('console.orders.amount')}</dt>
            <dd>{money(order.amount)}</dd>
          </div>
          <div>
            <dt>{t('console.orders.refunded')}</dt>
            <dd>{money(order.refunded)}</dd>
          </div>
          <div>
            <dt>{t('console.order.discount')}</dt>
            <dd>{money(detail.discount)}</dd>
          </div>
          <div>
            <dt>{t('console.order.delivery')}</dt>
            <dd>{money(detail.delivery_cost)}</dd>
          </div>
          <div>
            <dt>{t('console.order.provider')}</dt>
            <dd>{detail.provider}</dd>
          </div>
          <div>
            <dt>{t('console.orders.partner')}</dt>
            <dd>{order.partner ?? '—'}</dd>
          </div>
        </dl>
      </section>
      <section className="console-card" aria-labelledby="order-lines">
        <h2 id="order-lines">{t('console.order.lines')}</h2>
        <Rows
          caption={t('console.order.lines')}
          empty={t('console.order.none')}
          head={[t('console.order.line'), t('console.order.kind'), t('console.order.count'), t('console.order.total'), t('console.order.refund'), '']}
          rows={detail.lines.map((line) => [
            line.title + (line.size === null ? '' : ` (${line.size})`),
            t(`console.order.kinds.${line.kind}`),
            line.count,
            money(line.total),
            line.refund === null ? '—' : `${money(line.refund.amount)} · ${refundState(line.refund.state)}`,
            refundButton(t('console.order.refundLine'), line.title, { line: line.id }),
          ])}
        />
      </section>
      <section className="console-card" aria-labelledby="order-tickets">
        <h2 id="order-tickets">{t('console.order.ticketsTitle')}</h2>
        <Rows
          caption={t('console.order.ticketsTitle')}
          empty={t('console.order.none')}
          head={[t('console.order.ticket'), t('console.order.participant'), t('console.order.format'), t('console.order.price'), t('console.order.refund'), '']}
          rows={detail.tickets.map((ticket) => [
            ticket.ticket_number,
            [ticket.last_name, ticket.first_name].filter(Boolean).join(' ') || '—',
            `${ticket.event_title} · ${ticket.format_title}`,
            money(ticket.price + ticket.insurance),
            ticket.refund === null ? '—' : `${money(ticket.refund.amount)} · ${refundState(ticket.refund.state)}`,
            ticket.refund === null ? refundButton(t('console.order.refundTicket'), ticket.ticket_number, { ticket: ticket.public_id }) : null,
          ])}
        />
      </section>
      <section className="console-card" aria-labelledby="order-payments">
        <h2 id="order-payments">{t('console.order.payments')}</h2>
        <Rows
          caption={t('console.order.payments')}
          empty={t('console.order.none')}
          head={[t('console.order.at'), t('console.order.from'), t('console.order.to'), t('console.order.reason')]}
          rows={detail.payments.map((payment) => [dateTime(payment.at, language), payment.from_status, payment.to_status, payment.reason])}
        />
      </section>
      <section className="console-card" aria-labelledby="order-refunds">
        <h2 id="order-refunds">{t('console.order.refunds')}</h2>
        <Rows
          caption={t('console.order.refunds')}
          empty={t('console.order.none')}
          head={[t('console.order.at'), t('console.order.total'), t('console.orders.status'), t('console.order.reason')]}
          rows={detail.refunds.map((each) => [dateTime(each.created_at, language), money(each.amount), refundState(each.state), each.last_error ?? each.reason])}
        />
      </section>
      <section className="console-card" aria-labelledby="order-mails">
        <h2 id="order-mails">{t('console.order.mails')}</h2>
        <WriteOutcome write={mail} />
        <Rows
          caption={t('console.order.mails')}
          empty={t('console.order.none')}
          head={[t('console.order.at'), t('console.order.mailTo'), t('console.order.subject'), t('console.order.sentAt'), '']}
          rows={detail.mails.map((each) => [
            dateTime(each.created_at, language),
            each.to,
            each.subject ?? '—',
            each.sent_at === null ? t('console.order.notSent') : dateTime(each.sent_at, language),
            organiser ? (
              <ConfirmButton variant="ghost" size="sm" loading={mail.busy} question={`${t('console.order.resend')}: ${each.subject ?? ''} → ${each.to}?`} onConfirm={() => void mail.run(() => resendOrderMail(order.public_id, String(each.id)), () => t('console.order.resent')).then(reload)}>
                {t('console.order.resend')}
              </ConfirmButton>
            ) : null,
          ])}
        />
      </section>
    </ConsolePage>
  );
}

/** /console/orders/{id}: an order with its lines, tickets, payments, refunds and mails; refunds and resending for the organiser. */
export function OrderPage({ params }: SitePageProps) {
  const id = params['id'] ?? '';
  const { state, reload } = useCall(`order ${id}`, () => getOrder(id));
  return <Loaded state={state} reload={reload}>{(detail) => <OrderScreen detail={detail} reload={reload} />}</Loaded>;
}

/** A ticket line: its format still on sale, its kind and count by the basket's rules, its participant form, its shirt and insurance. */
import type { EventFormat, PaymentRequest, TicketLine } from '../../../sdk/contract/schemas/index.ts';
import { DEFAULT_TICKET_KIND, checkTicketCount } from '../../../sdk/basket/index.ts';
import { HttpError, badRequest } from '../../http/http-error.ts';
import { formatBasketItem, participantError, type ParticipantData } from '../../tickets/participant-check.ts';
import type { StockHold } from '../stock-holds.ts';
import { checkCount, filled, linePromo, type Draft } from './line-draft.ts';
import { insuranceLine } from './insurance-draft.ts';
import type { OrderCatalogue } from './order-catalogue.ts';

/** Checks the attached insurance of ticket line `index` (active, covering its format) and drafts it. */
function ticketInsurance(line: TicketLine, index: number, format: EventFormat, catalogue: OrderCatalogue): Draft | null {
  if (!filled(line.insurance)) return null;
  const field = `tickets.${index}.insurance`;
  const insurance = catalogue.insurances.get(line.insurance);
  if (insurance === undefined || !insurance.active) throw badRequest('server.catalogue.insuranceNotFound', { field });
  if (format.insurance_available !== true || !catalogue.insuredFormats.has(`${insurance.public_id}\u0000${format.public_id}`)) {
    throw badRequest('server.payment.insuranceNotForFormat', { field });
  }
  return insuranceLine(insurance, 'ticket_insurance', `t${index}#insurance`, line.count, null, { start_date: format.start_time });
}

/** Checks ticket line `index` of `request` and drafts it (with its insurance), and what it holds. */
export function ticketDraft(
  line: TicketLine,
  index: number,
  catalogue: OrderCatalogue,
  request: PaymentRequest,
  now: Date,
): { drafts: Draft[]; holds: StockHold[] } {
  const field = `tickets.${index}`;
  const format = catalogue.formats.get(line.public_id);
  if (format !== undefined && catalogue.notOpenEvents.has(format.event_public_id ?? '')) throw badRequest('server.payment.salesNotOpen', { field });
  if (format === undefined) throw badRequest('server.catalogue.formatNotFound', { field: `${field}.public_id` });
  if (format.event_public_id !== line.event_public_id || format.event_city_public_id !== line.event_city.public_id) {
    throw badRequest('server.payment.staleTicket', { field });
  }
  if (format.start_time == null || Date.parse(format.start_time) <= now.getTime()) {
    throw badRequest('server.payment.salesClosed', { field });
  }
  const kind = filled(line.kind) ? line.kind : DEFAULT_TICKET_KIND;
  if (format.tickets_left?.[kind] === undefined) throw badRequest('server.payment.unknownKind', { field: `${field}.kind` });
  checkCount(line.count, `${field}.count`);
  const data: ParticipantData = {
    info: line.info,
    cluster: line.cluster,
    select_field: line.select_field,
    license_file: line.license_file,
  };
  // the count rules of the basket: buy_limit, else tickets left of the kind, else max_count
  const countMessage = checkTicketCount(formatBasketItem(format, line.count, kind), line.count);
  if (countMessage !== null) throw new HttpError(409, countMessage, { field: `${field}.count` });

  // participant data: required for pre-registration formats and when the buyer says it is
  // complete; a complete form issues the first ticket of the line registered
  const hasInfo = line.info !== undefined && Object.keys(line.info).length > 0;
  const formError = participantError(format, data, now, `${field}.`);
  if (formError !== undefined && (format.preregistration === true || (request.register && hasInfo))) throw formError;
  const registered = hasInfo && formError === undefined;

  const holds: StockHold[] = [{ hold: 'ticket', id: format.public_id, kind, count: line.count }];
  const size = line.info?.['item_size'];
  const shirt = registered && filled(size) ? format.sizes?.find((entry) => entry.name === size || entry.public_id === size) : undefined;
  if (shirt !== undefined && format.shirt_unavailable !== true) holds.push({ hold: 'shirt', id: shirt.public_id, count: 1 });

  const ticket: Draft = {
    line: {
      kind: 'ticket',
      lineOf: null,
      itemId: format.public_id,
      title: format.title,
      ticketKind: kind,
      size: shirt?.name ?? null,
      count: line.count,
      unitPrice: format.price,
      details: {
        info: line.info ?? null,
        cluster: line.cluster ?? null,
        select_field: line.select_field ?? null,
        license: line.license ?? null,
        license_file: line.license_file ?? null,
        registered,
        shirt_size_id: shirt?.public_id ?? null,
        delivery_public_id: line.delivery_public_id ?? null,
      },
    },
    price: { id: `t${index}`, selector: 'ticket', formatId: format.public_id, unitPrice: format.price, count: line.count },
    promo: linePromo(line.promocode, { type: 'ticket', id: format.public_id }, `${field}.promocode`),
  };
  const insurance = ticketInsurance(line, index, format, catalogue);
  return { drafts: insurance === null ? [ticket] : [ticket, insurance], holds };
}

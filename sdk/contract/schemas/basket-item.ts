import {
  array,
  boolean,
  enums,
  literal,
  number,
  record,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { StoredAttribution } from './attribution.ts';
import { LocationId, maybe } from './common.ts';
import { InsuredPerson, ParticipantInfo } from './participant-info.ts';
import { PromocodeState } from './promocode-state.ts';
import { Sale } from './sale.ts';

/** What a basket line is (purchase.md §1 "field selector"). */
export const BasketSelector = enums(['ticket', 'shop', 'insurance', 'certificate']);
export type BasketSelector = Infer<typeof BasketSelector>;

export const NamedId = type({ name: string(), public_id: string() });
export const Region = type({ id: LocationId, name: string() });
export const Cluster = type({ name: string(), value: string(), file: maybe(boolean()) });
export const PlaceSelect = type({ title: string(), values: array(string()) });
export const AdditionalField = type({ name: string(), label: string(), required: maybe(boolean()) });
/** A size of a product or shirt; `count` is stock left when known. */
export const Proportion = type({ name: string(), public_id: string(), count: maybe(number()) });

/**
 * One line of the basket as stored in local storage (`basketGoods`, or `NoAuthBasketGoods` for
 * guests) and synced to GET/POST /api/user/basket — the fields of purchase.md §3 "Basket item".
 *
 * Identity: `unique_id` is the line's own id; `public_id` is the thing bought (ticket format,
 * product, insurance product or certificate); `groupId` ties the tickets of one
 * pre-registration group together (one line per ticket, one tab 'Билет N' each).
 *
 * Additions of ours, where the spec is silent:
 * - `info`: the participant form of a ticket; `insured`: the insured person of an insurance line.
 * - `ticket_unique_id`: the ticket a paired product (extra, optional good) belongs to, so that
 *   removing the ticket removes it too.
 * - `file`/`fileName`: the id and name of an uploaded document (cluster or licence), never
 *   the file's bytes.
 * - `min_count`: the team step when the team is not fixed.
 */
export const BasketItem = type({
  unique_id: string(),
  public_id: string(),
  selector: BasketSelector,
  count: number(),
  price: number(),
  _id: maybe(string()),
  groupId: maybe(string()),
  title: maybe(string()),
  name: maybe(string()),
  logo: maybe(string()),
  picture: maybe(string()),
  description: maybe(string()),
  address: maybe(string()),
  size: maybe(string()),
  old_price: maybe(number()),
  totalCost: maybe(number()),
  proportions: maybe(array(Proportion)),
  insurance: maybe(type({ public_id: string(), name: maybe(string()), price: maybe(number()) })),
  insurance_cost: maybe(number()),
  insured: maybe(InsuredPerson),
  promocode: maybe(PromocodeState),
  /** Who sold the line (issue 17): the first touch, kept 30 days (sdk/basket/attribution.ts). */
  attribution: maybe(StoredAttribution),
  event: maybe(type({ public_id: string(), title: string() })),
  event_city: maybe(type({ public_id: string(), name: maybe(string()), timezone: maybe(string()) })),
  format_public_id: maybe(string()),
  start_time: maybe(string()),
  buy_limit: maybe(number()),
  tickets_left: maybe(record(string(), number())),
  kind: maybe(string()),
  team_all: maybe(boolean()),
  fixed_count: maybe(boolean()),
  max_count: maybe(number()),
  min_count: maybe(number()),
  preregistration: maybe(boolean()),
  regions: maybe(array(Region)),
  clusters: maybe(array(Cluster)),
  select: maybe(PlaceSelect),
  select_field: maybe(string()),
  additional_fields: maybe(array(AdditionalField)),
  notes: maybe(string()),
  delivery: maybe(boolean()),
  delivery_method: maybe(NamedId),
  delivery_public_id: maybe(string()),
  isHiddenDeliveryAddres: maybe(boolean()),
  currentPickupSelect: maybe(string()),
  license: maybe(string()),
  license_file: maybe(boolean()),
  file: maybe(string()),
  fileName: maybe(string()),
  age_min: maybe(number()),
  age_max: maybe(number()),
  shirt_unavailable: maybe(boolean()),
  preReg: maybe(union([literal('ok'), literal('')])),
  isErrorTab: maybe(boolean()),
  isScrolling: maybe(boolean()),
  space: maybe(boolean()),
  addTicketToBasketTime: maybe(number()),
  sale: maybe(Sale),
  info: maybe(ParticipantInfo),
  ticket_unique_id: maybe(string()),
});
export type BasketItem = Infer<typeof BasketItem>;

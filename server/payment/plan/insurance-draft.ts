/** An insurance line: a standalone policy for a named person, or one attached to a ticket line. */
import type { InsuranceLine } from '../../../sdk/contract/schemas/index.ts';
import { formatRuDate, parseIsoDate, validateInsuranceForm, phoneDigits } from '../../../sdk/forms/index.ts';
import { badRequest } from '../../http/http-error.ts';
import { checkCount, filled, linePromo, type Draft, type LinePromo } from './line-draft.ts';
import type { InsuranceRow } from './order-catalogue.ts';

/** The line of `insurance` for `count` people: `id` is its price line's id. */
export const insuranceLine = (
  insurance: InsuranceRow,
  kind: 'insurance' | 'ticket_insurance',
  id: string,
  count: number,
  promo: LinePromo | null,
  details: Readonly<Record<string, unknown>>,
): Draft => ({
  line: { kind, lineOf: null, itemId: insurance.public_id, title: insurance.name, ticketKind: null, size: null, count, unitPrice: insurance.price, details },
  price: { id, selector: 'insurance', formatId: insurance.public_id, unitPrice: insurance.price, count },
  promo,
});

/** Checks the standalone insurance line `index` (the insured person's form by sdk/forms) and drafts it. */
export function insuranceDraft(line: InsuranceLine, index: number, insurance: InsuranceRow | undefined, now: Date): Draft {
  const field = `insurances.${index}`;
  if (insurance === undefined || !insurance.active) throw badRequest('server.catalogue.insuranceNotFound', { field: `${field}.public_id` });
  checkCount(line.count, `${field}.count`);
  const birth = parseIsoDate(line.birth_date);
  const start = parseIsoDate(line.start_date);
  if (start === undefined) throw badRequest('forms.dateIncorrectStrict', { field: `${field}.start_date` });
  const check = validateInsuranceForm(
    {
      first_name: line.first_name,
      last_name: line.last_name,
      ...(filled(line.second_name) ? { second_name: line.second_name } : {}),
      birth_date: birth === undefined ? line.birth_date : formatRuDate(birth),
      ...(line.gender === 'male' || line.gender === 'female' ? { gender: line.gender } : {}),
      phone: line.phone,
    },
    { startDate: line.start_date, now: now.getTime() },
  );
  const first = Object.entries(check.errors)[0];
  if (first?.[1] !== undefined) throw badRequest(first[1], { field: `${field}.${first[0]}` });
  const promo = linePromo(line.promocode, { type: 'insurance', id: insurance.public_id }, `${field}.promocode`);
  return insuranceLine(insurance, 'insurance', `i${index}`, line.count, promo, {
    insured: {
      first_name: line.first_name.trim(),
      last_name: line.last_name.trim(),
      second_name: line.second_name?.trim() ?? null,
      birth_date: line.birth_date,
      gender: line.gender,
      phone: phoneDigits(line.phone),
    },
    start_date: line.start_date,
  });
}

/** The check-in rule (sdk/checkin/checkin-verdict.ts): its table, row by row, and its precedence. */
import { describe, expect, it } from 'vitest';
import { admits, checkinVerdict, type CheckinFacts, type CheckinResult } from '../../sdk/checkin/index.ts';

const clean: CheckinFacts = { eventCityId: 'ec-moscow', cancelled: false, returned: false, transferPending: false, checkedIn: false };

describe('checkinVerdict', () => {
  it.each<[string, CheckinFacts | undefined, readonly string[] | undefined, CheckinResult]>([
    ['no ticket', undefined, undefined, 'unknown'],
    ['no ticket, a city chosen', undefined, ['ec-moscow'], 'unknown'],
    ['a clean ticket, any city', clean, undefined, 'valid'],
    ['a clean ticket of the city checked in', clean, ['ec-kazan', 'ec-moscow'], 'valid'],
    ['another city', clean, ['ec-kazan'], 'wrong_event'],
    ['no city may be checked in', clean, [], 'wrong_event'],
    ['cancelled city', { ...clean, cancelled: true }, ['ec-moscow'], 'cancelled'],
    ['returned', { ...clean, returned: true }, undefined, 'returned'],
    ['transferred, not accepted', { ...clean, transferPending: true }, undefined, 'transferred'],
    ['checked in', { ...clean, checkedIn: true }, undefined, 'already'],
    // precedence: what the volunteer must act on first
    ['another city beats cancelled', { ...clean, cancelled: true }, ['ec-kazan'], 'wrong_event'],
    ['cancelled beats returned', { ...clean, cancelled: true, returned: true }, undefined, 'cancelled'],
    ['returned beats transferred', { ...clean, returned: true, transferPending: true }, undefined, 'returned'],
    ['transferred beats already', { ...clean, transferPending: true, checkedIn: true }, undefined, 'transferred'],
    ['returned after a check-in is returned', { ...clean, returned: true, checkedIn: true }, undefined, 'returned'],
  ])('%s → %s', (_name, facts, cities, expected) => {
    expect(checkinVerdict(facts, cities)).toBe(expected);
  });

  it('admits only a valid ticket', () => {
    const results: CheckinResult[] = ['valid', 'already', 'cancelled', 'returned', 'transferred', 'wrong_event', 'unknown'];
    expect(results.filter(admits)).toEqual(['valid']);
  });
});

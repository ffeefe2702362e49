/**
 * Search and sort of the club lists (account.md §2 "My clubs" and the public /clubs,
 * sdk/catalogue/club-list-order.ts): found by any text of the record or its creation date as
 * the site writes it, case and ё/е ignored; by date oldest first, by name Cyrillic before Latin.
 */
import { describe, expect, it } from 'vitest';
import { initialClubSort, searchClubs, sortClubs, toggleClubSort, type ClubSort } from '../../sdk/catalogue/index.ts';
import type { Club } from '../../sdk/contract/schemas/index.ts';
import { titled } from './table-rows.ts';

const club = (title: string, created: string, patch: Partial<Club> = {}): Club => ({
  public_id: title,
  public_name: `club-${title.length}`,
  title,
  created_date: `${created}T12:00:00Z`,
  description: null,
  ...patch,
});

const clubs: readonly Club[] = [
  club('Лоси', '2025-10-21', { public_name: 'losi', description: 'Бегаем по утрам в Сокольниках' }),
  club('«Ёлки»', '2024-03-05', { public_name: 'yolki' }),
  club('Alpha Runners', '2023-01-15', { public_name: 'alpha' }),
  club('beta', '2025-10-22', { public_name: 'beta-team', description: 'Trail' }),
  club('№ 42', '2022-06-01', { public_name: 'n42' }),
  club('7 холмов', '2022-09-09', { public_name: 'hills' }),
];

const titles = (list: readonly Club[]) => list.map((each) => each.title);

type SearchRow = readonly [query: string, found: string[]];

const searches: readonly SearchRow[] = [
  ['', ['Лоси', '«Ёлки»', 'Alpha Runners', 'beta', '№ 42', '7 холмов']],
  ['   ', ['Лоси', '«Ёлки»', 'Alpha Runners', 'beta', '№ 42', '7 холмов']],
  ['лоси', ['Лоси']],
  ['ЛОСИ', ['Лоси']],
  ['елки', ['«Ёлки»']],
  ['ёлки', ['«Ёлки»']],
  ['сокольниках', ['Лоси']],
  ['beta-team', ['beta']],
  ['runners', ['Alpha Runners']],
  ['21.10.2025', ['Лоси']],
  ['2025-10-21', ['Лоси']],
  ['21 октября 2025', ['Лоси']],
  ['21 October 2025', ['Лоси']],
  ['10.2025', ['Лоси', 'beta']],
  ['  trail ', ['beta']],
  ['холм', ['7 холмов']],
  ['плавание', []],
];

type SortRow = readonly [sort: ClubSort, order: string[]];

const sorts: readonly SortRow[] = [
  [{ field: 'date', direction: 'asc' }, ['№ 42', '7 холмов', 'Alpha Runners', '«Ёлки»', 'Лоси', 'beta']],
  [{ field: 'date', direction: 'desc' }, ['beta', 'Лоси', '«Ёлки»', 'Alpha Runners', '7 холмов', '№ 42']],
  // Cyrillic first (the quote and sign skipped; a name's first letter decides, digits sort first), then Latin whatever its case, then names with no letter
  [{ field: 'name', direction: 'asc' }, ['7 холмов', '«Ёлки»', 'Лоси', 'Alpha Runners', 'beta', '№ 42']],
  [{ field: 'name', direction: 'desc' }, ['№ 42', 'beta', 'Alpha Runners', 'Лоси', '«Ёлки»', '7 холмов']],
];

type ToggleRow = readonly [from: ClubSort, pressed: ClubSort['field'], to: ClubSort];

const toggles: readonly ToggleRow[] = [
  [{ field: 'date', direction: 'asc' }, 'date', { field: 'date', direction: 'desc' }],
  [{ field: 'date', direction: 'desc' }, 'date', { field: 'date', direction: 'asc' }],
  [{ field: 'date', direction: 'desc' }, 'name', { field: 'name', direction: 'asc' }],
  [{ field: 'name', direction: 'desc' }, 'date', { field: 'date', direction: 'asc' }],
];

describe('club lists', () => {
  it.each(titled(searches, ([query, found]) => `'${query}' finds ${found.length === 0 ? 'nothing' : found.join(', ')}`))('%s', (_title, [query, found]) => {
    expect(titles(searchClubs(clubs, query))).toEqual(found);
  });

  it.each(titled(sorts, ([sort, order]) => `by ${sort.field} ${sort.direction}: ${order.join(', ')}`))('%s', (_title, [sort, order]) => {
    expect(titles(sortClubs(clubs, sort))).toEqual(order);
  });

  it.each(titled(toggles, ([from, pressed, to]) => `${from.field} ${from.direction}, ${pressed} pressed: ${to.field} ${to.direction}`))('%s', (_title, [from, pressed, to]) => {
    expect(toggleClubSort(from, pressed)).toEqual(to);
  });

  it('starts by date, oldest first, and sorts a copy', () => {
    expect(initialClubSort).toEqual({ field: 'date', direction: 'asc' });
    const before = titles(clubs);
    sortClubs(clubs, { field: 'name', direction: 'desc' });
    expect(titles(clubs)).toEqual(before);
  });

  it('breaks a tie of dates by name', () => {
    const twins = [club('Бета', '2025-01-01'), club('Альфа', '2025-01-01')];
    expect(titles(sortClubs(twins, initialClubSort))).toEqual(['Альфа', 'Бета']);
  });
});

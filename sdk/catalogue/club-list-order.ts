/**
 * Search and sort of club lists (account.md §2 "My clubs", and the public /clubs):
 *
 * - the search finds a club by any text of its record (title, description, public name, and
 *   its creation date as the site writes dates: '21.10.2025', '21 октября 2025' — in both
 *   languages — and '2025-10-21'), ignoring case and ё/е;
 * - by date: the creation date, ascending or descending (the lists start ascending: the
 *   oldest club first — the spec says "initially by creation date" without a direction);
 * - by name: ascending puts names in Cyrillic before names in Latin, each alphabetically
 *   (leading quotes and signs are skipped); descending is the exact reverse.
 */
import { languages } from '../config/racekit-config.ts';
import type { Club } from '../contract/schemas/club.ts';
import { formatDate, formatLongDate } from '../format/date-formats.ts';

export type ClubSortField = 'date' | 'name';
export type SortDirection = 'asc' | 'desc';

export interface ClubSort {
  readonly field: ClubSortField;
  readonly direction: SortDirection;
}

/** The order a list starts in. */
export const initialClubSort: ClubSort = { field: 'date', direction: 'asc' };

/** Pressing a sort button: the same field flips its direction, another field starts ascending. */
export function toggleClubSort(current: ClubSort, field: ClubSortField): ClubSort {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The texts a club is found by. */
function clubTexts(club: Club): string[] {
  const dates = [formatDate(club.created_date), club.created_date.slice(0, 10), ...languages.map((lang) => formatLongDate(club.created_date, { lang }))];
  return [club.title, club.description ?? '', club.public_name, ...dates];
}

/** The clubs whose record holds `query` (all of them for an empty query). */
export function searchClubs(clubs: readonly Club[], query: string): Club[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [...clubs];
  return clubs.filter((club) => fold(clubTexts(club).join('\n')).includes(wanted));
}

/** 0 for a name starting with a Cyrillic letter, 1 for Latin, 2 for anything else. */
function scriptRank(name: string): number {
  const letter = /\p{L}/u.exec(name)?.[0] ?? '';
  if (/\p{Script=Cyrillic}/u.test(letter)) return 0;
  if (/\p{Script=Latin}/u.test(letter)) return 1;
  return 2;
}

/** The name as it is sorted: from its first letter or digit on. */
const sortName = (title: string) => title.replace(/^[^\p{L}\p{N}]+/u, '');

function compareNames(a: Club, b: Club): number {
  const left = sortName(a.title);
  const right = sortName(b.title);
  return scriptRank(left) - scriptRank(right) || left.localeCompare(right, ['ru', 'en'], { sensitivity: 'base' });
}

function compareDates(a: Club, b: Club): number {
  return Date.parse(a.created_date) - Date.parse(b.created_date) || a.title.localeCompare(b.title, 'ru');
}

/** The clubs in the order `sort` asks for (a new list). */
export function sortClubs(clubs: readonly Club[], sort: ClubSort): Club[] {
  const compare = sort.field === 'name' ? compareNames : compareDates;
  const sorted = [...clubs].sort(compare);
  return sort.direction === 'asc' ? sorted : sorted.reverse();
}

/** How much of a club's description a card shows (account.md §9): 130 characters, 70 up to 768 px. */
export const CLUB_DESCRIPTION_LIMIT = 130;
export const CLUB_DESCRIPTION_LIMIT_NARROW = 70;

/** The description cut to `limit` characters plus '...' when it is longer (a space at the cut dropped); whole when it fits. */
export function clubDescription(text: string | null | undefined, limit: number): string {
  const value = (text ?? '').trim();
  const characters = [...value];
  return characters.length <= limit ? value : `${characters.slice(0, limit).join('').trimEnd()}...`;
}

/** The letter a club without a picture shows: the first letter or digit of its title (not a quote). */
export function clubInitial(title: string): string {
  return /[\p{L}\p{N}]/u.exec(title)?.[0]?.toUpperCase() ?? '';
}

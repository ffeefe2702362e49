/**
 * A plain-text storage key's value (`token`, `lang`, `themeMemReg`): stored plain, as the
 * spec's keys and the organiser's site hold it, or JSON-quoted, as an older racekit wrote it.
 * Both read the same; a quoted text that is not a JSON string is taken as it stands.
 */
export function storedText(text: string): string {
  if (!text.startsWith('"')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? parsed : text;
  } catch {
    return text;
  }
}

/** A text of sdk/i18n with its `{{name}}` placeholders filled; one without a value stays as it is. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number | undefined>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

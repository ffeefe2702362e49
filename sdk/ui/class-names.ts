/** Joins the class names that are set: `classNames('rk-button', loading && 'is-loading')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}

/** A path on the organiser's site (a picture, the terms) as a URL; full http(s) URLs stay as they are. */
export function siteUrl(site: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${site}${path.startsWith('/') ? '' : '/'}${path}`;
}

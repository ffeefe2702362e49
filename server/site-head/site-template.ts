/**
 * The built site's index.html as a template the server fills per page (server/site-head): the
 * file is read once per version (mtime and size) and split at the places the page's head, its
 * early answers and the route's preloads go.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What a page adds to the template. */
export interface PageParts {
  /** Title, description, links and meta tags: replaces the template's title and description. */
  readonly head: string;
  /** Links for the end of the head, after the app's own scripts (the route's chunks). */
  readonly headEnd: string;
  /** Data blocks for the end of the body. */
  readonly body: string;
}

let cached: { readonly version: string; readonly html: string } | undefined;

/** The site's index.html, or undefined when the site is not built (or has no index). */
export async function readSiteTemplate(siteDir: string | undefined): Promise<string | undefined> {
  if (siteDir === undefined) return undefined;
  const path = join(siteDir, 'index.html');
  const info = await stat(path).catch(() => undefined);
  if (info === undefined || !info.isFile()) return undefined;
  const version = `${path}:${info.mtimeMs}:${info.size}`;
  if (cached?.version !== version) cached = { version, html: await readFile(path, 'utf8') };
  return cached.html;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The template with the page's parts: the head where the template's `<title>` was (its
 * description removed), else before `</head>`, else a new head before the body; the head's
 * end before `</head>`; the body parts before `</body>`, else at the end.
 */
export function fillTemplate(template: string, parts: PageParts): string {
  let html = template.replace(DESCRIPTION, '');
  const headEnd = parts.headEnd === '' ? '' : `\n    ${parts.headEnd}`;
  if (TITLE.test(html)) html = html.replace(TITLE, () => `${parts.head}\n    `).replace(/<\/head>/i, (end) => `${headEnd}\n  ${end}`);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, (end) => `${parts.head}${headEnd}\n${end}`);
  else if (/<body[\s>]/i.test(html)) html = html.replace(/<body[\s>]/i, (body) => `<head>${parts.head}${headEnd}</head>${body}`);
  else html = `${parts.head}${headEnd}${html}`;
  if (/<\/body>/i.test(html)) return html.replace(/<\/body>(?![\s\S]*<\/body>)/i, (end) => `${parts.body}\n  ${end}`);
  return `${html}${parts.body}`;
}

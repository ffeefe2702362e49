/**
 * Field rules of the console's content (sales, news, banners): where a link or a picture may
 * point. The server refuses anything else (400 `server.console.badLink` naming the field) and
 * the console's forms check the same rule before sending.
 */

/**
 * A link the public site can follow safely: a path on the site itself (`/shop/product/p-1`,
 * never `//host`, which a browser reads as another site) or an `https://` address.
 */
export function isSiteLink(text: string): boolean {
  if (/\s|\\/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  if (!text.startsWith('https://')) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

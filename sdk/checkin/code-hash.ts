/**
 * How a check-in device's offline copy names a ticket (issue 26): not by its code, which is what
 * the QR code prints, but by the first 16 characters of the base64url SHA-256 of it. A lost or
 * stolen phone then holds no code that could be printed as a ticket. The server (Node) and the
 * check-in page (the browser) both compute it with Web Crypto.
 */

const HASH_LENGTH = 16;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The offline copy's name for the ticket whose QR code reads `code`. */
export async function codeHash(code: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim()));
  return base64url(new Uint8Array(digest)).slice(0, HASH_LENGTH);
}

/**
 * The input of every e-mail field: a text input with the e-mail keyboard, not `type="email"`.
 * Chromium keeps an e-mail input's domain as punycode (почта.рф becomes xn--80a1acny.xn--p1ai
 * in the field) and refuses a non-ASCII local part, so an internationalised address could be
 * neither typed nor stored as typed (issue 29 items 13, 19); sdk/forms/email.ts checks it.
 */
export const emailInputProps = { type: 'text', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

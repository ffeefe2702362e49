/**
 * Limits that refuse a request for a while (429, server/limits): the server answers these texts
 * with `Retry-After`, and the key and values beside them (`message_key`, `message_values`), so a
 * page in another language shows its own words. `{{minutes}}` and `{{seconds}}` are the wait.
 */
export const limits = {
  loginLocked: 'Слишком много неудачных попыток входа. Попробуйте через {{minutes}} мин.',
  resendTooSoon: 'Повторно отправить код можно через {{seconds}} с',
  resendTooOften: 'Слишком много запросов кода. Попробуйте через {{minutes}} мин.',
  smsPerAddress: 'Слишком много запросов кода с вашего адреса. Попробуйте через {{minutes}} мин.',
  mailPerAddress: 'Слишком много писем запрошено с вашего адреса. Попробуйте через {{minutes}} мин.',
  signInPerAddress: 'Слишком много неудачных попыток входа с вашего адреса. Попробуйте через {{minutes}} мин.',
  codeChecksPerPhone: 'Слишком много попыток ввода кода для этого номера. Попробуйте через {{minutes}} мин.',
  uploadsPerHour: 'Слишком много загруженных файлов. Попробуйте через {{minutes}} мин.',
  signInLinks: 'Слишком много ссылок для входа. Попробуйте через {{minutes}} мин.',
  ordersPerAddress: 'Слишком много заказов с вашего адреса. Попробуйте через {{minutes}} мин.',
  socialStarts: 'Слишком много попыток входа через соц. сети с вашего адреса. Попробуйте через {{minutes}} мин.',
  holdsPerAddress: 'С вашего адреса уже оформлено слишком много неоплаченных мест. Оплатите заказы или попробуйте через {{minutes}} мин.',
  partnerCalls: 'Слишком много запросов партнёра. Попробуйте через {{minutes}} мин.',
  /** A mail's link asked again (confirmation, recovery, new e-mail): a mail has a link, not a code (issue 29 item 25). */
  linkResendTooSoon: 'Повторно отправить ссылку можно через {{seconds}} с',
  linkResendTooOften: 'Слишком много запросов ссылки. Попробуйте через {{minutes}} мин.',
} as const;

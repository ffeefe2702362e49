/**
 * Every setting a production start requires (docs/deploy.md) but PUBLIC_URL, with harmless test
 * values: the one place tests take them from, so a new required setting is added here once.
 * Each area's own settings test checks what happens when one of these is missing.
 */

/** Real mail and SMS transports (server/outbox/outbox-settings.ts), never reached by these tests. */
export const deliverySettings = {
  ORGANISER_NAME: 'Рубеж',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
  MAIL_FROM: 'Рубеж <noreply@example.org>',
  SMS_TRANSPORT: 'smsc',
  SMSC_LOGIN: 'rubezh',
  SMSC_PASSWORD: 'secret',
  SMS_SENDER: 'Rubezh',
} as const;

/** The real card provider (server/payment/payment-settings.ts); its addresses stay Robokassa's own. */
export const robokassaSettings = {
  PAYMENT_PROVIDER: 'robokassa',
  ROBOKASSA_LOGIN: 'racekit',
  // production wants 16 characters or more, each password its own
  ROBOKASSA_PASSWORD1: 'test-password-one-1',
  ROBOKASSA_PASSWORD2: 'test-password-two-2',
  ROBOKASSA_PASSWORD3: 'test-password-three-3',
} as const;

/**
 * NODE_ENV=production and everything it requires but PUBLIC_URL; the database is PGlite in
 * DATA_DIR, named explicitly (DATABASE_URL=pglite: one process), which a PostgreSQL test
 * overrides; the tests' databases are fresh, so a start migrates them.
 */
export const productionSettings = { NODE_ENV: 'production', DATABASE_URL: 'pglite', MIGRATE_ON_START: '1', ...robokassaSettings, ...deliverySettings } as const;

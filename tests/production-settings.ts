/**
 * Every setting a production start requires (docs/deploy.md), with harmless test values: the one
 * place tests take them from, so a new required setting is added here once. Each area's own
 * settings test checks what happens when one of these is missing.
 */
export const productionSettings = {
  NODE_ENV: 'production',
  PAYMENT_SECRET: 'test-payment-secret',
  // mail and SMS (server/outbox/outbox-settings.ts): real transports, never reached by these tests
  ORGANISER_NAME: 'Рубеж',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
  MAIL_FROM: 'Рубеж <noreply@example.org>',
  SMS_TRANSPORT: 'smsc',
  SMSC_LOGIN: 'rubezh',
  SMSC_PASSWORD: 'secret',
  SMS_SENDER: 'Rubezh',
} as const;

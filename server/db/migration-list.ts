/**
 * Every migration of the schema, in the order it is applied. A migration is never edited
 * once it has been applied anywhere: a change of schema is a new file and a new line here.
 */
import type { Migration } from './migration.ts';
import { accountsMigrationSql } from './migrations/001-accounts.ts';
import { catalogueMigrationSql } from './migrations/002-catalogue.ts';
// payment: orders, tickets, policies, basket, club members, uploads (server/payment)
import { paymentMigrationSql } from './migrations/003-payment.ts';
// going live: invoice numbers, hold caps, durable refunds (server/payment)
import { goLiveMigrationSql } from './migrations/004-go-live.ts';
// delivery: the durable job queue, mail and SMS details, an order's language (server/jobs, server/outbox)
import { deliveryMigrationSql } from './migrations/005-delivery.ts';
// rate limits, one-time sign-in links, orphaned uploads (server/limits)
import { limitsMigrationSql } from './migrations/006-limits.ts';
// social sign-in in progress: PKCE verifier, state and nonce (server/accounts/social-states.ts)
import { socialSignInMigrationSql } from './migrations/007-social-sign-in.ts';
// when catalogue pages last changed, for the sitemap (server/site-head)
import { catalogueChangesMigrationSql } from './migrations/009-catalogue-changes.ts';
// English twins of the catalogue's texts (server/catalogue/in-language.ts)
import { englishMigrationSql } from './migrations/010-english.ts';
// partners: the partner table, an order's partner, UTM and way back (server/partners)
import { partnersMigrationSql } from './migrations/013-partners.ts';
// the console: staff roles and the audit log (server/console)
import { consoleMigrationSql } from './migrations/014-console.ts';
// accounts hardening: lockout of unknown e-mails, delivered mail emptied (issue 28)
import { accountsHardeningMigrationSql } from './migrations/015-accounts-hardening.ts';
// holds and scopes: a format's share cap, partner-scoped sessions and their links (issue 28)
import { holdsAndScopesMigrationSql } from './migrations/016-holds-and-scopes.ts';
// the delivery hold of restored databases (server/ops/delivery-hold.ts)
import { deliveryHoldMigrationSql } from './migrations/017-delivery-hold.ts';
// the console's catalogue: drafts, sales opening, versions, promo code batches (server/console)
import { consoleCatalogueMigrationSql } from './migrations/019-console-catalogue.ts';
// the console's orders, refunds, city cancellations, start lists and partners (server/console)
import { consoleOrdersMigrationSql } from './migrations/020-console-orders.ts';
// race-day check-in: one check-in per ticket, scans by nonce, offline conflicts (server/checkin)
import { checkinMigrationSql } from './migrations/021-checkin.ts';
// the console's goods: uploaded pictures, versions of insurance, categories and goods (server/console)
import { consoleGoodsMigrationSql } from './migrations/022-console-goods.ts';
// the console's content: sales, news and banners editable, hidden, windowed (server/console)
import { consoleContentMigrationSql } from './migrations/023-console-content.ts';
// the order's view key: the thanks page checks one order without the buyer's token (server/orders/order-view.ts)
import { orderViewMigrationSql } from './migrations/028-order-view.ts';
import { consoleReferenceMigrationSql } from './migrations/029-console-reference.ts';

/** The migrations in order. */
export const migrationList: readonly Migration[] = [
  { version: '001', name: 'accounts', sql: accountsMigrationSql },
  { version: '002', name: 'catalogue', sql: catalogueMigrationSql },
  { version: '003', name: 'payment', sql: paymentMigrationSql },
  { version: '004', name: 'go-live', sql: goLiveMigrationSql },
  { version: '005', name: 'delivery', sql: deliveryMigrationSql },
  { version: '006', name: 'limits', sql: limitsMigrationSql },
  { version: '007', name: 'social-sign-in', sql: socialSignInMigrationSql },
  { version: '009', name: 'catalogue-changes', sql: catalogueChangesMigrationSql },
  { version: '010', name: 'english', sql: englishMigrationSql },
  { version: '013', name: 'partners', sql: partnersMigrationSql },
  { version: '014', name: 'console', sql: consoleMigrationSql },
  { version: '015', name: 'accounts-hardening', sql: accountsHardeningMigrationSql },
  { version: '016', name: 'holds-and-scopes', sql: holdsAndScopesMigrationSql },
  { version: '017', name: 'delivery-hold', sql: deliveryHoldMigrationSql },
  { version: '019', name: 'console-catalogue', sql: consoleCatalogueMigrationSql },
  { version: '020', name: 'console-orders', sql: consoleOrdersMigrationSql },
  { version: '021', name: 'checkin', sql: checkinMigrationSql },
  { version: '022', name: 'console-goods', sql: consoleGoodsMigrationSql },
  { version: '023', name: 'console-content', sql: consoleContentMigrationSql },
  { version: '028', name: 'order-view', sql: orderViewMigrationSql },
  { version: '029', name: 'console-reference', sql: consoleReferenceMigrationSql },
];

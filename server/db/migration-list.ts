/**
 * Every migration of the schema, in the order it is applied. A migration is never edited
 * once it has been applied anywhere: a change of schema is a new file and a new line here.
 */
import type { Migration } from './migration.ts';
import { accountsMigrationSql } from './migrations/001-accounts.ts';
import { catalogueMigrationSql } from './migrations/002-catalogue.ts';
// payment: orders, tickets, policies, basket, club members, uploads (server/payment)
import { paymentMigrationSql } from './migrations/003-payment.ts';
// when catalogue pages last changed, for the sitemap (server/site-head)
import { catalogueChangesMigrationSql } from './migrations/009-catalogue-changes.ts';

/** The migrations in order. */
export const migrationList: readonly Migration[] = [
  { version: '001', name: 'accounts', sql: accountsMigrationSql },
  { version: '002', name: 'catalogue', sql: catalogueMigrationSql },
  { version: '003', name: 'payment', sql: paymentMigrationSql },
  { version: '009', name: 'catalogue-changes', sql: catalogueChangesMigrationSql },
];

/**
 * `npm run migrate` (`node dist/server/server/migrate-command.js`): applies the migrations not yet
 * applied to the configured database and exits — apart from starting the server, so an upgrade
 * migrates once, before the processes of the new release start (docs/deploy.md, "Upgrade").
 * Reads DATABASE_URL (or DATA_DIR) only: the rest of the server's settings are not needed.
 */
import { openServerDatabase } from './open-server-database.ts';
import { commandDatabaseUrl, settingText } from './server-env.ts';

const { databaseUrl, missing } = commandDatabaseUrl(process.env);
if (missing) {
  console.error('migrate: DATABASE_URL must be set in production (without it this would open a PGlite file, not the shop\'s database; DATABASE_URL=pglite names the embedded one)');
  process.exit(1);
}
const { db, applied } = await openServerDatabase({ databaseUrl, dataDir: settingText(process.env, 'DATA_DIR') ?? '.data' });
await db.close();
console.info(applied.length > 0 ? `migrate: applied ${applied.join(', ')}` : 'migrate: nothing to apply, the database is current');

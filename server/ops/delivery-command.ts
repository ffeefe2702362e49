/**
 * `npm run delivery -- hold|release|status` (`node dist/server/server/ops/delivery-command.js …`):
 * the delivery hold of the configured database (server/ops/delivery-hold.ts). deploy/restore.sh
 * runs `hold` on every restored database; an operator runs `release` once a real restore has
 * been checked — never on a drill's copy. Reads DATABASE_URL (or DATA_DIR) only.
 */
import { openServerDatabase } from '../open-server-database.ts';
import { commandDatabaseUrl, settingText } from '../server-env.ts';
import { heldByMarker, holdDelivery, releaseDelivery } from './delivery-hold.ts';

const [action, ...words] = process.argv.slice(2);
if (action !== 'hold' && action !== 'release' && action !== 'status') {
  console.error('usage: npm run delivery -- hold [reason…] | release | status');
  process.exit(1);
}
const { databaseUrl, missing } = commandDatabaseUrl(process.env);
if (missing) {
  console.error('delivery: DATABASE_URL must be set in production (without it this would open a PGlite file, not the shop\'s database; DATABASE_URL=pglite names the embedded one)');
  process.exit(1);
}
const { db } = await openServerDatabase({ databaseUrl, dataDir: settingText(process.env, 'DATA_DIR') ?? '.data' });
try {
  if (action === 'hold') {
    const reason = words.join(' ').trim() || 'held by an operator';
    console.info((await holdDelivery(db, reason, new Date())) ? `delivery: held (${reason})` : 'delivery: was held already');
  } else if (action === 'release') {
    console.info((await releaseDelivery(db)) ? 'delivery: released, queued mail, SMS and refunds go out now' : 'delivery: was not held');
  } else {
    const held = await heldByMarker(db);
    console.info(held === undefined ? 'delivery: on' : `delivery: held (${held})`);
  }
} finally {
  await db.close();
}

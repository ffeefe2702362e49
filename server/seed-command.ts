/**
 * `npm run seed`: migrates the configured database and seeds the demo catalogue if it is not
 * there yet, and the demo accounts too outside production (never in production).
 */
import { openServerDatabase } from './open-server-database.ts';
import { readServerEnv } from './server-env.ts';
import { seedDemoUsers } from './seed/demo-users.ts';
import { seedDemo } from './seed/seed-demo.ts';

const env = readServerEnv(process.env);
const { db } = await openServerDatabase(env);
try {
  console.info((await seedDemo(db)) ? 'seed: the demo catalogue is in' : 'seed: the demo catalogue was already there');
  if (env.mode === 'production') console.info('seed: no demo accounts in production');
  else console.info((await seedDemoUsers(db)) ? 'seed: the demo accounts are in' : 'seed: the demo accounts were already there');
} finally {
  await db.close();
}

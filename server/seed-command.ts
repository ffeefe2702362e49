/** `npm run seed`: migrates the configured database and seeds the demo catalogue and accounts if they are not there yet. */
import { openServerDatabase } from './open-server-database.ts';
import { readServerEnv } from './server-env.ts';
import { seedDemoUsers } from './seed/demo-users.ts';
import { seedDemo } from './seed/seed-demo.ts';

const { db } = await openServerDatabase(readServerEnv(process.env));
try {
  console.info((await seedDemo(db)) ? 'seed: the demo catalogue is in' : 'seed: the demo catalogue was already there');
  console.info((await seedDemoUsers(db)) ? 'seed: the demo accounts are in' : 'seed: the demo accounts were already there');
} finally {
  await db.close();
}

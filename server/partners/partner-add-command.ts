/**
 * `npm run partner:add -- --name vershina --title "Вершина" --origin https://vershina.example`:
 * adds a partner to the configured database (migrating it first) and prints its API key ONCE —
 * only its sha256 is stored, so a lost key means a new partner row (docs/api.md "Partners").
 * `--origin` may be repeated: the origins a way back may lead to.
 */
import { parseArgs } from 'node:util';
import { openServerDatabase } from '../open-server-database.ts';
import { readServerEnv } from '../server-env.ts';
import { insertPartner, partnerByName, partnerProblem } from './partners.ts';

const { values } = parseArgs({
  options: { name: { type: 'string' }, title: { type: 'string' }, origin: { type: 'string', multiple: true } },
  strict: true,
});
const partner = { name: values.name ?? '', title: values.title ?? '', origins: values.origin ?? [] };
const problem = partnerProblem(partner);
if (problem !== undefined) {
  console.error(`partner:add: ${problem}\nusage: npm run partner:add -- --name <name> --title <title> [--origin https://shop.example ...]`);
  process.exit(1);
}
const env = readServerEnv(process.env);
const { db } = await openServerDatabase(env);
try {
  if ((await partnerByName(db, partner.name)) !== undefined) throw new Error(`a partner named "${partner.name}" already exists`);
  const key = await insertPartner(db, partner, new Date());
  console.info(`partner:add: partner "${partner.name}" (${partner.title}) added; origins: ${partner.origins.join(', ') || 'none'}`);
  console.info('partner:add: its API key (shown only now, keep it secret):');
  console.info(key);
} catch (error) {
  console.error(`partner:add: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}

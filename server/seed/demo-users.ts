/**
 * The demo accounts listed in the README, so a person trying the site can sign in at once:
 * a plain runner and a vip with a personal 20 % ticket discount (purchase.md §6). Seeded once
 * (the `seed_run` marker), with confirmed e-mails and phones; passwords follow the
 * registration rules (an uppercase letter and a digit).
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/password-hash.ts';
import type { Database } from '../db/database.ts';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly name: string;
  readonly last_name: string;
  readonly role: readonly string[];
  readonly discount: number | null;
}

/** The accounts the README lists. */
export const demoUsers: readonly DemoUser[] = [
  { email: 'runner@racekit.demo', password: 'Runner2026', phone: '79161234567', name: 'Анна', last_name: 'Смирнова', role: [], discount: null },
  { email: 'vip@racekit.demo', password: 'Vip2026!', phone: '79167654321', name: 'Игорь', last_name: 'Волков', role: ['vip'], discount: 20 },
];

/** Seeds the demo accounts once; answers false when they are already there. */
export async function seedDemoUsers(db: Database, now: Date = new Date()): Promise<boolean> {
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    const marked = await tx.query('INSERT INTO seed_run (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', ['demo-users']);
    if (marked.length === 0) return false;
    for (const [index, user] of demoUsers.entries()) {
      await tx.query(
        `INSERT INTO app_user (public_id, email, email_confirmed, phone, phone_confirmed, password_hash, name, last_name,
                               gender, role, discount, discount_form, created_at)
         VALUES ($1, $2, true, $3, true, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT DO NOTHING`,
        [
          randomUUID(),
          user.email,
          user.phone,
          hashes[index],
          user.name,
          user.last_name,
          user.role.includes('vip') ? 'male' : 'female',
          user.role,
          user.discount,
          user.discount === null ? null : 'percent',
          now.toISOString(),
        ],
      );
    }
    return true;
  });
}

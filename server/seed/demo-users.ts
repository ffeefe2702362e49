/**
 * The demo accounts listed in the README, so a person trying the site can sign in at once:
 * a plain runner, a vip with a personal 20 % ticket discount (purchase.md §6), and the console's
 * organiser and staff (issue 25; development only, like every demo account). Seeded once
 * (the `seed_run` marker), with confirmed e-mails and phones; passwords follow the
 * registration rules (an uppercase letter and a digit).
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/password-hash.ts';
import type { Database } from '../db/database.ts';
import type { StaffRole } from '../../sdk/contract/console/index.ts';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly name: string;
  readonly last_name: string;
  readonly role: readonly string[];
  readonly discount: number | null;
  /** The console's role (issue 25); null for a buyer. */
  readonly staff_role: StaffRole | null;
}

/** The accounts the README lists. */
export const demoUsers: readonly DemoUser[] = [
  { email: 'runner@racekit.demo', password: 'Runner2026', phone: '79161234567', name: 'Анна', last_name: 'Смирнова', role: [], discount: null, staff_role: null },
  { email: 'vip@racekit.demo', password: 'Vip2026!', phone: '79167654321', name: 'Игорь', last_name: 'Волков', role: ['vip'], discount: 20, staff_role: null },
  // the console's demo staff (issue 25): seeded under their own marker, so older demo databases get them too
  { email: 'organiser@racekit.demo', password: 'Organiser2026', phone: '79160000001', name: 'Ольга', last_name: 'Орлова', role: [], discount: null, staff_role: 'organiser' },
  { email: 'staff@racekit.demo', password: 'Staff2026', phone: '79160000002', name: 'Светлана', last_name: 'Волонтёрова', role: [], discount: null, staff_role: 'staff' },
];

/** Seeds the demo accounts once; answers false when they are already there. */
export async function seedDemoUsers(db: Database, now: Date = new Date()): Promise<boolean> {
  const buyers = await seedDemoGroup(db, 'demo-users', demoUsers.filter((user) => user.staff_role === null), now);
  const staff = await seedDemoGroup(db, 'demo-staff', demoUsers.filter((user) => user.staff_role !== null), now);
  return buyers || staff;
}

async function seedDemoGroup(db: Database, marker: string, users: readonly DemoUser[], now: Date): Promise<boolean> {
  const hashes = await Promise.all(users.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    const marked = await tx.query('INSERT INTO seed_run (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name', [marker]);
    if (marked.length === 0) return false;
    for (const [index, user] of users.entries()) {
      await tx.query(
        `INSERT INTO app_user (public_id, email, email_confirmed, phone, phone_confirmed, password_hash, name, last_name,
                               gender, role, discount, discount_form, staff_role, created_at)
         VALUES ($1, $2, true, $3, true, $4, $5, $6, $7, $8, $9, $10, $11, $12)
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
          user.staff_role,
          now.toISOString(),
        ],
      );
    }
    return true;
  });
}

/** The buyer as pricing sees them: roles and vip discount, and the formats they hold a ticket of already. */
import type { UserRow } from '../../accounts/user-row.ts';
import { numberOf } from '../../catalogue/sql-values.ts';
import type { Queryable } from '../../db/database.ts';

export interface PricedBuyer {
  readonly user: { readonly role: string[]; readonly discount: number | null; readonly discount_form: UserRow['discount_form'] } | null;
  /** Formats of the order the buyer already holds an active ticket of (no vip discount on those). */
  readonly ownedFormatIds: readonly string[];
}

/** `user` (undefined: nobody signed in) for pricing an order of `formatIds`. */
export async function pricedBuyer(tx: Queryable, user: UserRow | undefined, formatIds: readonly string[]): Promise<PricedBuyer> {
  if (user === undefined) return { user: null, ownedFormatIds: [] };
  const owned =
    formatIds.length === 0
      ? []
      : await tx.query<{ format_id: string }>(`SELECT DISTINCT format_id FROM ticket WHERE user_id = $1 AND status = 'active' AND format_id = ANY($2)`, [
          user.public_id,
          [...formatIds],
        ]);
  return {
    user: { role: [...user.role], discount: user.discount === null ? null : numberOf(user.discount), discount_form: user.discount_form },
    ownedFormatIds: owned.map((row) => row.format_id),
  };
}

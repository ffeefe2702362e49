/**
 * The delivery hold (issue 27, server/ops/delivery-hold.ts): while this one-row table has its row,
 * no server process delivers mail or SMS or asks the provider for a refund — the jobs stay
 * queued. deploy/restore.sh writes the row into every restored database; `npm run delivery --
 * release` removes it. Expand-only: a release without this migration never reads the table.
 */
export const deliveryHoldMigrationSql = /* sql */ `
CREATE TABLE delivery_hold (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  reason text NOT NULL,
  held_at timestamptz NOT NULL
);
`;

/**
 * The order's view key (issue 29 §2): a random key the provider's return to the thanks page
 * carries (`/basket/thanks?order=…&view=…`), with which the thanks page may check that one
 * order without the buyer's token — a guest who paid in a partner page's inline checkout holds
 * the token only in the partner origin's storage. It opens GET /api/order/{id} only, until an
 * hour after the order's hold ends (server/orders/order-view.ts). Orders made before have none.
 */
export const orderViewMigrationSql = /* sql */ `
ALTER TABLE payment_order ADD COLUMN view_key text;
`;

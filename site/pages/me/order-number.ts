/**
 * The number an order is shown by: its public_id, or — for the server's UUIDs — their first
 * group in capitals (`2e3f27df-…` → `2E3F27DF`), short enough to read out on the phone.
 */
export function orderNumber(publicId: string): string {
  const uuid = /^([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.exec(publicId);
  return uuid?.[1]?.toUpperCase() ?? publicId;
}

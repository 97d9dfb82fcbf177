import { saleIdFor } from '@engage/server/sale-id';
import type { Snapshot } from './snapshot.ts';

/** What the purchase check reads: the buyers' requests, the prizes' sales, the desk's records. */
type PurchaseSnapshot = Pick<Snapshot, 'eventId' | 'users' | 'sales' | 'desk'>;

/**
 * Every sale has exactly one charge and every charge its sale, once the sweep has run: no
 * purchase is left pending, a sold request has its sale (same quantity and cost) and its desk
 * record, a refunded one has no sale, and no sale or desk record is without a sold request.
 */
export const checkPurchases = (
  snapshot: PurchaseSnapshot,
  bad: { add(violation: string): void },
): string => {
  const sold = new Set<string>();
  let pending = 0;
  let refunded = 0;
  for (const [key, user] of Object.entries(snapshot.users)) {
    if (user.metadata.eventId !== snapshot.eventId) continue;
    for (const [requestId, request] of Object.entries(user.games?.act04?.requests ?? {})) {
      const saleId = saleIdFor(key, requestId);
      const sale = snapshot.sales[request.prizeId]?.[saleId];
      const made = sale !== undefined && !('refused' in sale);
      if (request.state === 'pending') {
        pending += 1;
        bad.add(`${key}/${requestId}: still pending after the sweep`);
      } else if (request.state === 'refunded') {
        refunded += 1;
        if (made) bad.add(`${key}/${requestId}: refunded, but sold as ${saleId}`);
      } else {
        sold.add(saleId);
        if (!made || sale.qty !== request.qty || sale.cost !== request.cost)
          bad.add(`${key}/${requestId}: charged ${request.cost}, sale ${JSON.stringify(sale)}`);
        const record = snapshot.desk[saleId];
        if (record?.key !== key || record.requestId !== requestId)
          bad.add(`${key}/${requestId}: desk record ${JSON.stringify(record)}`);
      }
    }
  }
  let sales = 0;
  for (const [prizeId, byId] of Object.entries(snapshot.sales))
    for (const [saleId, sale] of Object.entries(byId)) {
      if ('refused' in sale) continue;
      sales += 1;
      if (!sold.has(saleId)) bad.add(`${prizeId}/${saleId}: a sale no request paid for`);
    }
  for (const saleId of Object.keys(snapshot.desk))
    if (!sold.has(saleId)) bad.add(`desk ${saleId}: a record no request paid for`);
  return `${sold.size} sold, ${refunded} refunded, ${pending} pending purchases, ${sales} sales`;
};

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import { PURCHASE_SETTLE_MS } from '@engage/domain/market-purchases';
import { marketNodes } from '@engage/domain/store/market';
import { userNodes } from '@engage/domain/store/users';
import { DatabaseEmulator } from '@engage/emulator/server';
import { settlePurchases } from '@engage/server/purchase-sweep';
import { saleIdFor } from '@engage/server/sale-id';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';

/**
 * `pnpm bench` for the purchase sweep at 10,000 attendees: PENDING of them were left with a
 * purchase whose call died (half after the sale, half before it). The sweep finds them through
 * the index on the oldest pending purchase, settles each once, and a second sweep has nothing to
 * do; both are timed.
 */
const EVENT = 'bench-event';
const SIZE = 10_000;
const PENDING = 500;
const NOW = 1_750_000_000_000;

const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
const emulator = new DatabaseEmulator({ port: 0, rules });
const port = await emulator.start();
process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
const ns = 'bench-sweep';
const admin = initializeApp(
  { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` },
  ns,
);
const db = getDatabase(admin);

const seed: Record<string, unknown> = {};
const sales: Record<string, unknown> = {};
for (let i = 0; i < SIZE; i += 1) {
  const key = `user_${i}`;
  const pending = i < PENDING;
  seed[userNodes.user(key)] = {
    metadata: { eventId: EVENT, publicId: `p${i}`, name: `Attendee ${i}` },
    games: {
      act04: {
        totalPoints: 100,
        spentPoints: pending ? 50 : 0,
        ...(pending
          ? {
              requests: {
                r1: {
                  prizeId: 'mug',
                  qty: 1,
                  cost: 50,
                  at: NOW,
                  state: 'pending',
                  ledgerId: `l${i}`,
                },
              },
              pendingAt: NOW,
            }
          : {}),
      },
    },
  };
  // Half of the calls died after the sale was made.
  if (pending && i % 2 === 0) sales[saleIdFor(key, 'r1')] = { qty: 1, cost: 50, at: NOW };
}
seed[marketNodes.prize(EVENT, 'mug')] = { name: 'Mug', cost: 50, stock: SIZE, sales };
await db.ref().update(seed);

const later = () => NOW + PURCHASE_SETTLE_MS;
const timed = async () => {
  const started = performance.now();
  const result = await settlePurchases({ db, now: later, log: () => undefined });
  return { ...result, ms: Math.round(performance.now() - started) };
};
const first = await timed();
const second = await timed();
const left = (
  await db.ref(userNodes.all()).orderByChild('games/act04/pendingAt').startAt(1).get()
).numChildren();
console.log(
  `\nPurchase sweep at ${SIZE.toLocaleString('en')} attendees, ${PENDING} purchases left pending`,
);
console.table({ 'first sweep': first, 'second sweep': second });
console.log(`pending purchases left: ${left}`);
writeFragment({
  title: 'Functions: leaderboards, people search, purchase sweep',
  tables: [
    tableOf(
      `Purchase sweep at ${SIZE.toLocaleString('en')} attendees, ${PENDING} purchases left pending`,
      'Sweep',
      { 'first sweep': first, 'second sweep': second },
      `Half the pending purchases had their sale made before the call died (they are sold), half not (they are refunded); ${left} left pending after both. Timings as measured, not asserted.`,
    ),
  ],
});

await deleteApp(admin);
await emulator.stop();
process.exit(first.sold === PENDING / 2 && first.refunded === PENDING / 2 && left === 0 ? 0 : 1);

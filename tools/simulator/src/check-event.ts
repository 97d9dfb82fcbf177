import type { StackPorts } from '@engage/devstack/stack';
import { type CheckResult, checkAll } from './invariants.ts';
import { adminHandle } from './setup.ts';
import { readSnapshot } from './snapshot.ts';

/**
 * The simulator's end-of-run invariants, checked against one event of a running stack: what a
 * browser journey calls after it changed the event (a deletion, say). With no simulated traffic,
 * there are no acknowledgements to find in the ledger.
 */
export const checkEventInvariants = async (
  ports: StackPorts,
  event: { readonly eventId: string; readonly customerId: string },
): Promise<readonly CheckResult[]> => {
  const admin = adminHandle(ports, `check-${event.eventId}`);
  try {
    return checkAll(await readSnapshot(admin.db, event), []);
  } finally {
    await admin.close();
  }
};

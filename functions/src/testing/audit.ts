import { organiserNodes } from '@engage/domain/store/organisers';
import { EVENT } from './stack.ts';

/** The actions of the test event's audit log, in order, read through the handler stack's `read`. */
export const eventAuditActions = async (
  read: (path: string) => Promise<unknown>,
): Promise<string[]> =>
  Object.values(
    ((await read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
      string,
      { action: string }
    >,
  ).map((entry) => entry.action);

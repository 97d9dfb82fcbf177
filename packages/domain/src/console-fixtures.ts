import { SERVER_TIME } from './store/node.ts';

/** Fixtures of the console plans' tables: an organiser, their push ids and the audit they write. */
export const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
export const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};
export const ACTOR = { by: 'org-1', email: 'org@example.com' };
/** An audit entry as the plan stores it. */
export const audit = (action: string, target: string, before: unknown, after: unknown) => ({
  at: SERVER_TIME,
  by: 'org-1',
  email: 'org@example.com',
  action,
  target,
  before: JSON.stringify(before),
  after: JSON.stringify(after),
});

import { TEAM_NAMES } from '@engage/domain/colors';
import { dbPaths } from '@engage/domain/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../deps.ts';
import { claimsStore } from '../testing/claims-store.ts';
import { interceptOnce } from '../testing/intercept.ts';
import {
  baseData,
  COMPANY,
  caller,
  EVENT,
  keyOf,
  registerInputFor,
  startStack,
  type TestStack,
} from '../testing/stack.ts';
import { writeEvent } from './events.ts';
import { register } from './register.ts';

/**
 * An event moving to another company while someone registers for it, each interleaving forced:
 * the seat a registration takes must stay with the company that runs the event, so either the
 * move is refused (a registrant arrived) or the registration is (the event left its company).
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(2);
});
afterAll(() => stack.close());

const OTHER = 'globex_abc_xyz';
beforeEach(() =>
  stack.reset({
    ...baseData(100),
    [dbPaths.companyMetadata(OTHER)]: {
      name: 'Globex',
      subscription: 'free',
      eventTotal: 0,
      userLimit: 5,
    },
    [dbPaths.companyUserCount(OTHER)]: 0,
  }),
);

const boss = caller('boss', { organiser: '*' });
const { accounts } = claimsStore(boss);
const read = async (path: string) => (await stack.deps().db.ref(path).get()).val();
const moveTo = (customerId: string) => ({
  eventId: EVENT,
  create: false,
  event: {
    name: 'Test Event',
    startsAt: 0,
    endsAt: 0,
    venue: '',
    description: '',
    customerId,
    mode: 'online' as const,
  },
  teams: [...TEAM_NAMES],
});

/**
 * The deps of one function instance whose first read (`get`) of `path` waits for `meanwhile` to
 * finish first: the other call runs whole inside this one's window between reading and writing.
 * With `method` 'update' and no path, it is the first multi-path update that waits instead: the
 * window between a decision's transaction and its other writes (commitClaim).
 */
const pausedAt = (
  deps: Deps,
  path: string | undefined,
  meanwhile: () => Promise<unknown>,
  method: 'get' | 'update' = 'get',
): Deps =>
  interceptOnce(deps, path, method, (call) => async (...args) => {
    await meanwhile();
    return call(...args);
  });

/** Where each seat is counted, and which company the event is with. */
const seats = async () => ({
  eventCompany: await read(dbPaths.eventCustomer(EVENT)),
  registrants: await read(dbPaths.eventRegistrants(EVENT)),
  [COMPANY]: await read(dbPaths.companyUserCount(COMPANY)),
  [OTHER]: await read(dbPaths.companyUserCount(OTHER)),
  companyEvents: {
    [COMPANY]: await read(`${dbPaths.companyMetadata(COMPANY)}/events`),
    [OTHER]: await read(`${dbPaths.companyMetadata(OTHER)}/events`),
  },
});

describe('moving an event while someone registers', () => {
  it('a registration that lands between the move’s read and its write refuses the move', async () => {
    // The move has read the event (nobody registered yet); Ada registers before it writes.
    const deps = pausedAt({ ...stack.deps(0), accounts }, dbPaths.organisers(), () =>
      register(stack.deps(1), registerInputFor(), caller('ada')),
    );
    await expect(writeEvent(deps, moveTo(OTHER), boss)).rejects.toMatchObject({
      code: 'illegal-transition',
      detail: 'an event with registrants stays with its company',
    });
    expect(await seats()).toEqual({
      eventCompany: COMPANY,
      registrants: 1,
      [COMPANY]: 1,
      [OTHER]: 0,
      companyEvents: { [COMPANY]: null, [OTHER]: null },
    });
  });

  it('a move that lands between a registration’s read and its seat refuses the registration, which then takes a seat of the new company', async () => {
    // Ada's registration has read the event (Acme's); the event moves to Globex before her seat.
    const deps = pausedAt(stack.deps(0), dbPaths.companyMetadata(COMPANY), () =>
      writeEvent({ ...stack.deps(1), accounts }, moveTo(OTHER), boss),
    );
    await expect(register(deps, registerInputFor(), caller('ada'))).rejects.toMatchObject({
      code: 'illegal-transition',
      detail: 'the event moved to another company: try again',
    });
    expect(await seats()).toEqual({
      eventCompany: OTHER,
      registrants: 0,
      [COMPANY]: 0,
      [OTHER]: 0,
      companyEvents: { [COMPANY]: null, [OTHER]: { [EVENT]: true } },
    });
    // Nothing of her is left: no profile, no claim on her account.
    const ada = keyOf('ada@example.com');
    expect(await read(dbPaths.user(ada))).toBeNull();
    expect(await read(dbPaths.uidIndex('uid-ada'))).toBeNull();
    // Registering again, she takes a seat of the company that runs the event now.
    await register(stack.deps(), registerInputFor(), caller('ada'));
    expect(await seats()).toMatchObject({ registrants: 1, [COMPANY]: 0, [OTHER]: 1 });
    expect(await read(dbPaths.userField(ada, 'customerId'))).toBe(OTHER);
  });

  it('an edit decided before a move does not write the old company back after it', async () => {
    // The edit (a new name, same company) has passed its metadata transaction; the event moves to
    // Globex before the edit's other writes land.
    const deps = pausedAt(
      stack.deps(0),
      undefined,
      () => writeEvent({ ...stack.deps(1), accounts }, moveTo(OTHER), boss),
      'update',
    );
    const rename = moveTo(COMPANY);
    await writeEvent(
      { ...deps, accounts },
      { ...rename, event: { ...rename.event, name: 'Renamed' } },
      boss,
    );
    expect(await seats()).toEqual({
      eventCompany: OTHER,
      registrants: 0,
      [COMPANY]: 0,
      [OTHER]: 0,
      companyEvents: { [COMPANY]: null, [OTHER]: { [EVENT]: true } },
    });
    expect(await read(dbPaths.eventField(EVENT, 'name'))).toBe('Renamed');
  });
});

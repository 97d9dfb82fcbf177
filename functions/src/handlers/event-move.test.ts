import { TEAM_NAMES } from '@engage/domain/colors';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
const THIRD = 'initech_abc_xyz';
const company = (name: string) => ({ name, subscription: 'free', eventTotal: 0, userLimit: 5 });
beforeEach(() =>
  stack.reset({
    ...baseData(100),
    [organiserNodes.companyMetadata(COMPANY)]: {
      ...(baseData(100)[organiserNodes.companyMetadata(COMPANY)] as object),
      events: { [EVENT]: true },
    },
    [organiserNodes.companyMetadata(OTHER)]: company('Globex'),
    [organiserNodes.admission(OTHER)]: { domains: ['example.com'] },
    [organiserNodes.userCount(OTHER)]: 0,
    [organiserNodes.companyMetadata(THIRD)]: company('Initech'),
    [organiserNodes.admission(THIRD)]: { domains: ['example.com'] },
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
  method: 'get' | 'update' | 'transaction' = 'get',
): Deps =>
  interceptOnce(deps, path, method, (call) => async (...args) => {
    await meanwhile();
    return call(...args);
  });

/** The deps of one instance paused at `path`'s `method` while another moves the event to `to`. */
const movedMeanwhile = (
  to: string,
  path: string | undefined,
  method: 'update' | 'transaction',
): Deps => ({
  ...pausedAt(
    stack.deps(0),
    path,
    () => writeEvent({ ...stack.deps(1), accounts }, moveTo(to), boss),
    method,
  ),
  accounts,
});

/** The deps of one instance that dies at its first call of `method` on `path` (the root: its update). */
const dying = (deps: Deps, path: string | undefined, method: 'get' | 'update' | 'transaction') =>
  interceptOnce(deps, path, method, () => async () => {
    throw new Error('the instance died');
  });

/** Which companies list the event, and how many events each counts. */
const index = async () =>
  Object.fromEntries(
    await Promise.all(
      [COMPANY, OTHER, THIRD].map(async (id) => [
        id,
        {
          events: await read(`${organiserNodes.companyMetadata(id)}/events`),
          eventTotal: await read(organiserNodes.eventTotal(id)),
        },
      ]),
    ),
  );
/** Only `owner` lists the event, and counts it once. */
const listedBy = (owner: string) =>
  Object.fromEntries(
    [COMPANY, OTHER, THIRD].map((id) => [
      id,
      id === owner ? { events: { [EVENT]: true }, eventTotal: 1 } : { events: null, eventTotal: 0 },
    ]),
  );

/** Where each seat is counted, and which company the event is with. */
const seats = async () => ({
  eventCompany: await read(eventNodes.customer(EVENT)),
  registrants: await read(eventNodes.registrants(EVENT)),
  [COMPANY]: await read(organiserNodes.userCount(COMPANY)),
  [OTHER]: await read(organiserNodes.userCount(OTHER)),
  companyEvents: {
    [COMPANY]: await read(`${organiserNodes.companyMetadata(COMPANY)}/events`),
    [OTHER]: await read(`${organiserNodes.companyMetadata(OTHER)}/events`),
  },
});

describe('moving an event while someone registers', () => {
  it('a registration that lands between the move’s read and its write refuses the move', async () => {
    // The move has read the event (nobody registered yet); Ada registers before it writes.
    const deps = pausedAt({ ...stack.deps(0), accounts }, organiserNodes.all(), () =>
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
      companyEvents: { [COMPANY]: { [EVENT]: true }, [OTHER]: null },
    });
  });

  it('a move that lands between a registration’s read and its seat refuses the registration, which then takes a seat of the new company', async () => {
    // Ada's registration has read the event (Acme's); the event moves to Globex before her seat.
    const deps = pausedAt(stack.deps(0), organiserNodes.companyMetadata(COMPANY), () =>
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
    expect(await read(userNodes.user(ada))).toBeNull();
    expect(await read(userNodes.byUid('uid-ada'))).toBeNull();
    // Registering again, she takes a seat of the company that runs the event now.
    await register(stack.deps(), registerInputFor(), caller('ada'));
    expect(await seats()).toMatchObject({ registrants: 1, [COMPANY]: 0, [OTHER]: 1 });
    expect(await read(userNodes.field(ada, 'customerId'))).toBe(OTHER);
  });

  it('an edit decided before a move does not write the old company back after it', async () => {
    // The edit (a new name, same company) has passed its metadata transaction; the event moves to
    // Globex before the edit's other writes land.
    const deps = movedMeanwhile(OTHER, undefined, 'update');
    const rename = moveTo(COMPANY);
    await writeEvent(deps, { ...rename, event: { ...rename.event, name: 'Renamed' } }, boss);
    expect(await seats()).toEqual({
      eventCompany: OTHER,
      registrants: 0,
      [COMPANY]: 0,
      [OTHER]: 0,
      companyEvents: { [COMPANY]: null, [OTHER]: { [EVENT]: true } },
    });
    expect(await read(eventNodes.field(EVENT, 'name'))).toBe('Renamed');
  });
});

describe('the companies’ events follow the company the event holds', () => {
  it('a move that died after its metadata transaction is put in step by its retry', async () => {
    const deps = { ...dying(stack.deps(0), undefined, 'update'), accounts };
    await expect(writeEvent(deps, moveTo(OTHER), boss)).rejects.toThrow('the instance died');
    expect(await read(eventNodes.customer(EVENT))).toBe(OTHER);
    // The retry finds the event with Globex already: nothing to move, but the index follows.
    await writeEvent({ ...stack.deps(1), accounts }, moveTo(OTHER), boss);
    expect(await index()).toEqual(listedBy(OTHER));
    // Writing it again counts nothing again.
    await writeEvent({ ...stack.deps(1), accounts }, moveTo(OTHER), boss);
    expect(await index()).toEqual(listedBy(OTHER));
  });

  it('the retry of a move that died before its claims followed moves them too', async () => {
    // Cora runs Acme, Gina Globex; the event is Acme's, so Cora's claim holds it.
    const cora = caller('cora', { organiser: `|e:${EVENT}|c:${COMPANY}|` });
    const gina = caller('gina', { organiser: `|c:${OTHER}|` });
    const { claims, accounts: theirs } = claimsStore(boss, cora, gina);
    await stack
      .deps()
      .db.ref(organiserNodes.all())
      .set({
        'uid-cora': { claim: cora.token.organiser },
        'uid-gina': { claim: gina.token.organiser },
      });
    const deps = { ...dying(stack.deps(0), undefined, 'update'), accounts: theirs };
    await expect(writeEvent(deps, moveTo(OTHER), boss)).rejects.toThrow('the instance died');
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${EVENT}|c:${COMPANY}|` });
    await writeEvent({ ...stack.deps(1), accounts: theirs }, moveTo(OTHER), boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|c:${COMPANY}|` });
    expect(claims.get('uid-gina')).toEqual({ organiser: `|e:${EVENT}|c:${OTHER}|` });
    expect(await read(organiserNodes.claim('uid-cora'))).toBe(`|c:${COMPANY}|`);
    expect(await read(organiserNodes.claim('uid-gina'))).toBe(`|e:${EVENT}|c:${OTHER}|`);
  });

  it('a move whose later writes land after a second move leaves only the last company listing it', async () => {
    // Acme -> Globex has passed its metadata transaction; Globex -> Initech runs whole before the
    // first move's other writes land.
    const deps = movedMeanwhile(THIRD, undefined, 'update');
    await writeEvent(deps, moveTo(OTHER), boss);
    expect(await read(eventNodes.customer(EVENT))).toBe(THIRD);
    expect(await index()).toEqual(listedBy(THIRD));
  });

  it('a move whose index write lands after a second move puts it back in step itself', async () => {
    // The first move (to Globex) lists the event there only after the second (to Initech) is done.
    const deps = movedMeanwhile(THIRD, organiserNodes.companyMetadata(OTHER), 'transaction');
    await writeEvent(deps, moveTo(OTHER), boss);
    expect(await index()).toEqual(listedBy(THIRD));
  });

  it('a create that died after its metadata transaction completes when tried again', async () => {
    await stack.reset({ [organiserNodes.companyMetadata(COMPANY)]: company('Acme') });
    const create = { ...moveTo(COMPANY), create: true };
    const deps = { ...dying(stack.deps(0), undefined, 'update'), accounts };
    await expect(writeEvent(deps, create, boss)).rejects.toThrow('the instance died');
    expect(await read(eventNodes.metadata(EVENT))).toEqual({ customerId: COMPANY });
    await writeEvent({ ...stack.deps(1), accounts }, create, boss);
    expect(await read(eventNodes.metadata(EVENT))).toMatchObject({
      name: 'Test Event',
      customerId: COMPANY,
      registrants: 0,
    });
    expect(await read(`${organiserNodes.companyMetadata(COMPANY)}/events`)).toEqual({
      [EVENT]: true,
    });
    expect(await read(organiserNodes.eventTotal(COMPANY))).toBe(1);
    // Created now: a second create is refused, an edit is not.
    await expect(writeEvent({ ...stack.deps(1), accounts }, create, boss)).rejects.toMatchObject({
      code: 'event-exists',
    });
    await writeEvent({ ...stack.deps(1), accounts }, moveTo(COMPANY), boss);
  });
});

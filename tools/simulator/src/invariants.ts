import { levelForPoints } from '@engage/domain/points';
import type { Ack } from './journal.ts';
import { checkPurchases } from './purchase-invariants.ts';
import type { CheckedEntry, Snapshot } from './snapshot.ts';

/**
 * The end-of-run checks, as pure functions of what the database holds (read with admin rights
 * after the run) and what the server acknowledged. Each check says how much it looked at and
 * lists what broke it; one broken check fails the simulate command.
 */
export type CheckResult = {
  readonly name: string;
  /** What was looked at, in words with counts ("2,000 users, 31,415 ledger entries"). */
  readonly checked: string;
  readonly violations: readonly string[];
};

const MAX_LISTED = 10;
const n = (count: number) => count.toLocaleString('en');

const collect = () => {
  const found: string[] = [];
  let total = 0;
  return {
    add(violation: string) {
      total += 1;
      if (found.length < MAX_LISTED) found.push(violation);
    },
    list(): readonly string[] {
      return total > found.length ? [...found, `... and ${n(total - found.length)} more`] : found;
    },
  };
};

const entriesOf = (snapshot: Snapshot, key: string): CheckedEntry[] =>
  Object.values(snapshot.ledger[key] ?? {});

const isPurchase = (entry: CheckedEntry) => entry.kind === 'purchase';
const isVoid = (entry: CheckedEntry) => entry.kind === 'void';

const inEvent = (snapshot: Snapshot) =>
  Object.entries(snapshot.users).filter(([, user]) => user.metadata.eventId === snapshot.eventId);

const attendeesOf = (snapshot: Snapshot) =>
  inEvent(snapshot).filter(([, user]) => user.metadata.isAdmin !== true);

const checkLedgers = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  let entries = 0;
  const users = inEvent(snapshot);
  for (const [key, user] of users) {
    const ledger = entriesOf(snapshot, key);
    entries += ledger.length;
    const earned = ledger.filter((e) => !isPurchase(e)).reduce((sum, e) => sum + e.points, 0);
    const spentInLedger = -ledger.filter(isPurchase).reduce((sum, e) => sum + e.points, 0);
    // A void takes awards back but not what they bought (voids.ts): the balance may then be a
    // debt, never deeper than the points voided.
    const voided = -ledger.filter(isVoid).reduce((sum, e) => sum + e.points, 0);
    const total = user.games?.act04?.totalPoints ?? 0;
    const spent = user.games?.act04?.spentPoints ?? 0;
    if (total !== earned) bad.add(`${key}: total ${total}, ledger earns ${earned}`);
    if (spent !== spentInLedger) bad.add(`${key}: spent ${spent}, ledger charges ${spentInLedger}`);
    if (total - spent + voided < 0) bad.add(`${key}: balance ${total - spent}, voided ${voided}`);
  }
  return {
    name: 'every total equals the sum of its ledger and no balance is negative but by a void',
    checked: `${n(users.length)} users, ${n(entries)} ledger entries`,
    violations: bad.list(),
  };
};

const checkSeats = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  const limit = snapshot.company.userLimit;
  const count = snapshot.company.userCount ?? 0;
  const seated = Object.values(snapshot.users).filter(
    (user) => user.metadata.customerId === snapshot.customerId && user.metadata.takesSeat !== false,
  ).length;
  const registered = attendeesOf(snapshot).length;
  if (limit === undefined) bad.add(`company ${snapshot.customerId} has no user limit`);
  else if (count > limit) bad.add(`company ${snapshot.customerId}: ${count} users, limit ${limit}`);
  if (count !== seated) bad.add(`company user counter ${count}, users holding a seat ${seated}`);
  if (snapshot.registrants !== registered)
    bad.add(`event registrant counter ${snapshot.registrants}, registered users ${registered}`);
  return {
    name: 'no company is above its limit and the registrant counters equal the users',
    checked: `1 company (${n(count)} of ${n(limit ?? 0)} seats), ${n(registered)} registrants`,
    violations: bad.list(),
  };
};

const checkBoards = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  const attendees = attendeesOf(snapshot);
  const owners = new Map(
    inEvent(snapshot).map(([key, user]) => [user.metadata.publicId, { key, user }]),
  );
  const teamTotals = new Map<string, number>();
  let entries = 0;
  for (const [key, user] of attendees) {
    const total = user.games?.act04?.totalPoints ?? 0;
    const { publicId, teamName } = user.metadata;
    teamTotals.set(teamName, (teamTotals.get(teamName) ?? 0) + total);
    const mode = user.metadata.attendance === 'online' ? 'online' : 'in_person';
    for (const board of ['all', mode] as const) {
      const entry = snapshot.boards[board][publicId];
      if (entry !== undefined) entries += 1;
      const score = entry?.score ?? 0;
      if (score !== total) bad.add(`${board} board, ${key}: score ${score}, total ${total}`);
    }
  }
  for (const board of ['all', 'in_person', 'online'] as const) {
    for (const publicId of Object.keys(snapshot.boards[board])) {
      const owner = owners.get(publicId);
      if (owner === undefined) bad.add(`${board} board: entry ${publicId} belongs to no user`);
      else if (owner.user.metadata.isAdmin === true)
        bad.add(`${board} board: organiser ${owner.key} is on it`);
    }
  }
  for (const [team, entry] of Object.entries(snapshot.boards.teams)) {
    if (!teamTotals.has(team)) teamTotals.set(team, 0);
    const sum = teamTotals.get(team) ?? 0;
    if ((entry.score ?? 0) !== sum) bad.add(`team ${team}: score ${entry.score}, members ${sum}`);
  }
  for (const [team, sum] of teamTotals) {
    if (snapshot.boards.teams[team] === undefined && sum !== 0)
      bad.add(`team ${team}: no board entry, members ${sum}`);
  }
  return {
    name: 'every board entry equals its user total and every team total the sum of its members',
    checked: `${n(entries)} board entries, ${n(teamTotals.size)} teams`,
    violations: bad.list(),
  };
};

const countBy = (keys: Iterable<string>) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

const checkPairs = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  const sides = (claims: Snapshot['pairs'], winnerOnly: boolean) =>
    countBy(
      Object.keys(claims).flatMap((id) => {
        const [a, b] = id.split('~');
        if (a === undefined || b === undefined) return [];
        return winnerOnly ? [a] : [a, b];
      }),
    );
  const claimsBy = {
    connection: sides(snapshot.pairs, false),
    'small-talk': sides(snapshot.smallTalks, false),
    'rps-win': sides(snapshot.rpsWins, true),
  };
  const payoutOf = (reason: string) =>
    reason === 'qr-connection' || reason === 'booth-visit' ? 'connection' : reason;
  for (const [key] of inEvent(snapshot)) {
    const paid = countBy(entriesOf(snapshot, key).map((e) => payoutOf(e.reason)));
    for (const [kind, claims] of Object.entries(claimsBy)) {
      const payouts = paid.get(kind) ?? 0;
      const claimed = claims.get(key) ?? 0;
      if (payouts !== claimed) bad.add(`${key}: ${payouts} ${kind} payouts, ${claimed} pairs`);
    }
    for (const [reason, times] of paid) {
      if (reason.startsWith('complete-') && times > 1)
        bad.add(`${key}: ${reason} paid ${times} times`);
    }
  }
  const pairs =
    Object.keys(snapshot.pairs).length +
    Object.keys(snapshot.smallTalks).length +
    Object.keys(snapshot.rpsWins).length;
  return {
    name: 'no pair paid twice',
    checked: `${n(Object.keys(snapshot.pairs).length)} connections, ${n(Object.keys(snapshot.smallTalks).length)} small talks, ${n(Object.keys(snapshot.rpsWins).length)} match wins (${n(pairs)} claims)`,
    violations: bad.list(),
  };
};

const checkRooms = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  for (const [roomId, room] of Object.entries(snapshot.rooms)) {
    const gone = Object.entries(room.players ?? {}).filter(([, p]) => p.disconnected === true);
    if (gone.length > 0) bad.add(`room ${roomId}: ${gone.length} disconnected players`);
  }
  return {
    name: 'no room left with disconnected players after a cleanup',
    checked: `${n(Object.keys(snapshot.rooms).length)} rooms left`,
    violations: bad.list(),
  };
};

const checkAcks = (snapshot: Snapshot, acks: readonly Ack[]): CheckResult => {
  const bad = collect();
  const label = (key: string, reason: string, points: number) => `${key} ${reason} ${points}`;
  const actions = new Map<string, Set<string>>();
  acks.forEach((ack, i) => {
    const group = label(ack.key, ack.reason, ack.points);
    const ids = actions.get(group) ?? new Set<string>();
    ids.add(ack.id ?? `#${i}`);
    actions.set(group, ids);
  });
  const inLedger = countBy(
    Object.entries(snapshot.ledger).flatMap(([key, entries]) =>
      Object.values(entries).map((e) => label(key, e.reason, e.points)),
    ),
  );
  let count = 0;
  for (const [group, ids] of actions) {
    count += ids.size;
    const found = inLedger.get(group) ?? 0;
    if (found < ids.size) bad.add(`${group}: acknowledged ${ids.size}, in the ledger ${found}`);
  }
  return {
    name: 'every acknowledged action is in the ledger',
    checked: `${n(count)} acknowledged actions`,
    violations: bad.list(),
  };
};

const checkLevels = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  const users = inEvent(snapshot);
  for (const [key, user] of users) {
    const level = user.metadata.level ?? 0;
    const allowed = levelForPoints(user.games?.act04?.totalPoints ?? 0);
    if (level > allowed) bad.add(`${key}: level ${level}, points allow ${allowed}`);
  }
  return {
    name: 'no level above what the points reach',
    checked: `${n(users.length)} users`,
    violations: bad.list(),
  };
};

export const checkAll = (snapshot: Snapshot, acks: readonly Ack[]): readonly CheckResult[] => [
  checkLedgers(snapshot),
  checkSeats(snapshot),
  checkBoards(snapshot),
  checkPairs(snapshot),
  checkRooms(snapshot),
  checkAcks(snapshot, acks),
  checkLevels(snapshot),
  purchasesCheck(snapshot),
];

const purchasesCheck = (snapshot: Snapshot): CheckResult => {
  const bad = collect();
  const checked = checkPurchases(snapshot, bad);
  return {
    name: 'every sale has exactly one charge, and no purchase is pending after the sweep',
    checked,
    violations: bad.list(),
  };
};

import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { teamLabel, useEventTeams } from '../../lib/event-teams.ts';
import { callAdminAdjustPoints } from '../../lib/firebase/calls.ts';
import type { PersonLedgerEntry, PersonPurchase } from '../../lib/firebase/console-people.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { PersonName } from './audit-log.tsx';
import { isPersonKey, ledgerByWords } from './ledger-by.ts';
import { ledgerWhyWords } from './ledger-why.ts';
import { Roles } from './person-roles.tsx';
import { RingFlag } from './ring-flags.tsx';
import { useContent, useLedger, usePerson } from './use-console.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';
import { VoidAwards } from './void-awards.tsx';

const words = i18n('personPage', {
  prize: 'Prize',
  quantity: 'Quantity',
  cost: 'Cost',
  when: 'When',
  state: 'State',
  charged: 'charged',
  points: 'Points',
  why: 'Why',
  by: 'By',
  loading: 'Loading…',
  gone: 'Nobody has that key any more.',
  back: 'Back to people',
  all: '← All people',
  email: 'Email',
  company: 'Company',
  department: 'Department',
  team: 'Team',
  spent: 'Spent',
  balance: 'Balance',
  level: 'Level',
  online: 'Online',
  oneConnection: 'yes (1 connection)',
  connections: params('yes ({count} connections)'),
  no: 'no',
  role: 'Role',
  organiser: 'organiser',
  rep: 'sponsor rep',
  attendee: 'attendee',
  purchases: 'Purchases',
  noPurchases: 'No purchases.',
  added: params('Points added: {points}. Total {total}, level {level}.'),
  taken: params('Points taken: {points}. Total {total}, level {level}.'),
  adjust: 'Adjust points',
  delta: 'Points (negative to take away)',
  reason: 'Reason',
  apply: 'Apply',
  ledger: 'Points ledger (newest 100)',
  loadingLedger: 'Loading the ledger',
});

type Words = ReturnType<typeof words.get>;

/** The purchase columns, the prize named as the event's prize list names it now (else its id). */
const purchaseColumns = (
  prizeNames: ReadonlyMap<string, string>,
  eventId: string,
  t: Words,
): Column<PersonPurchase>[] => [
  { header: t.prize, cell: (purchase) => prizeNames.get(purchase.prizeId) ?? purchase.prizeId },
  { header: t.quantity, cell: (purchase) => purchase.qty },
  { header: t.cost, cell: (purchase) => purchase.cost },
  { header: t.when, cell: (purchase) => <EventTime at={purchase.at} eventId={eventId} /> },
  { header: t.state, cell: (purchase) => purchase.handover ?? purchase.state ?? t.charged },
];

/** The ledger's columns, a purchase named by the prize as the event's prize list names it now. */
const ledgerColumns = (
  prizeNames: ReadonlyMap<string, string>,
  eventId: string,
  t: Words,
): Column<PersonLedgerEntry>[] => [
  { header: t.when, cell: (entry) => <EventTime at={entry.at} eventId={eventId} /> },
  { header: t.points, cell: (entry) => entry.points },
  { header: t.why, cell: (entry) => ledgerWhyWords(entry, (id) => prizeNames.get(id)) },
  {
    header: t.by,
    cell: (entry) =>
      isPersonKey(entry.by) ? (
        <PersonName userKey={entry.by} removed={false} />
      ) : (
        ledgerByWords(entry.by, null)
      ),
  },
];

/**
 * A person's page: profile, points, balance, level, ledger, purchases and online state, live, read
 * in the instance of the event the console shows (`eventId`, the person's).
 */
export const PersonPage = ({
  userKey,
  eventId,
}: {
  userKey: string;
  eventId: string | undefined;
}) => {
  const person = usePerson(userKey, eventId);
  const t = useStore(words);
  if (person === undefined) return <p aria-busy="true">{t.loading}</p>;
  if (person === null)
    return (
      <p>
        {t.gone} <Link to="/dashboard/index-x">{t.back}</Link>
      </p>
    );
  const { profile, balance } = person;
  const online = profile.isOnline === true && person.connections > 0;
  return (
    <>
      <p>
        <Link to="/dashboard/index-x" search={{}}>
          {t.all}
        </Link>
      </p>
      <h2>{profile.name}</h2>
      <RingFlag eventId={String(profile.eventId ?? '')} userKey={userKey} />
      <dl className="facts">
        <dt>{t.email}</dt>
        <dd>{profile.email}</dd>
        <dt>{t.company}</dt>
        <dd>{String(profile.company ?? '')}</dd>
        <dt>{t.department}</dt>
        <dd>{String(profile.department ?? '')}</dd>
        <dt>{t.team}</dt>
        <dd>
          <TeamLabel
            eventId={String(profile.eventId ?? '')}
            team={String(profile.teamName ?? '')}
          />
        </dd>
        <dt>{t.points}</dt>
        <dd data-testid="points">{balance.totalPoints}</dd>
        <dt>{t.spent}</dt>
        <dd>{balance.spentPoints}</dd>
        <dt>{t.balance}</dt>
        <dd>{balance.totalPoints - balance.spentPoints}</dd>
        <dt>{t.level}</dt>
        <dd>{profile.level ?? 0}</dd>
        <dt>{t.online}</dt>
        <dd>
          {online
            ? person.connections > 1
              ? t.connections({ count: person.connections })
              : t.oneConnection
            : t.no}
        </dd>
        <dt>{t.role}</dt>
        <dd>
          {profile.isAdmin === true ? t.organiser : profile.isRep === true ? t.rep : t.attendee}
        </dd>
      </dl>
      <AdjustPoints userKey={userKey} />
      <VoidAwards
        userKey={userKey}
        eventId={String(profile.eventId ?? '')}
        name={profile.name ?? userKey}
        voided={person.voided}
      />
      <Roles person={person} />
      <Ledger userKey={userKey} eventId={String(profile.eventId ?? '')} />
      <Purchases eventId={profile.eventId ?? ''} purchases={person.purchases} />
    </>
  );
};

/** The event's prizes by id, named as its prize list names them now, live. */
const usePrizeNames = (eventId: string): ReadonlyMap<string, string> => {
  const prizes = useContent('prize', eventId);
  return new Map(
    (prizes ?? []).flatMap((prize) =>
      typeof prize.name === 'string' ? [[prize.id, prize.name] as const] : [],
    ),
  );
};

const Purchases = ({
  eventId,
  purchases,
}: {
  eventId: string;
  purchases: readonly PersonPurchase[];
}) => {
  const names = usePrizeNames(eventId);
  const t = useStore(words);
  return (
    <>
      <h3>{t.purchases}</h3>
      <DataTable
        caption={t.purchases}
        columns={purchaseColumns(names, eventId, t)}
        rows={purchases}
        rowKey={(purchase) => purchase.id}
        empty={<p>{t.noPurchases}</p>}
      />
    </>
  );
};

const AdjustPoints = ({ userKey }: { userKey: string }) => {
  const t = useStore(words);
  const action = useConsoleAction(callAdminAdjustPoints, (result) => {
    const said = { points: Math.abs(result.delta), total: result.totalPoints, level: result.level };
    return result.delta > 0 ? words.get().added(said) : words.get().taken(said);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    action.mutate({
      userKey,
      delta: Number(form.get('delta')),
      reason: String(form.get('reason')),
    });
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-labelledby="adjust-title">
      <h3 id="adjust-title">{t.adjust}</h3>
      <label>
        {t.delta}
        <input name="delta" type="number" step={1} required />
      </label>
      <label>
        {t.reason}
        <input name="reason" required maxLength={200} />
      </label>
      <FormFooter action={action} label={t.apply} />
    </form>
  );
};

const Ledger = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const entries = useLedger(userKey, eventId === '' ? undefined : eventId);
  const names = usePrizeNames(eventId);
  const t = useStore(words);
  return (
    <DataTable
      caption={t.ledger}
      loadingLabel={t.loadingLedger}
      columns={ledgerColumns(names, eventId, t)}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
};

/** A person's team by the name the event's organisers gave it. */
const TeamLabel = ({ eventId, team }: { eventId: string; team: string }) => (
  <>{teamLabel(useEventTeams(eventId === '' ? undefined : eventId), team)}</>
);

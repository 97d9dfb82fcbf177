import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { teamLabel, useEventTeams } from '../../lib/event-teams.ts';
import { callAdminAdjustPoints } from '../../lib/firebase/calls.ts';
import type { PersonLedgerEntry, PersonPurchase } from '../../lib/firebase/console-people.ts';
import { PersonName } from './audit-log.tsx';
import { isPersonKey, ledgerByWords } from './ledger-by.ts';
import { ledgerWhyWords } from './ledger-why.ts';
import { Roles } from './person-roles.tsx';
import { RingFlag } from './ring-flags.tsx';
import { useContent, useLedger, usePerson } from './use-console.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';
import { VoidAwards } from './void-awards.tsx';

/** The purchase columns, the prize named as the event's prize list names it now (else its id). */
const purchaseColumns = (
  prizeNames: ReadonlyMap<string, string>,
  eventId: string,
): Column<PersonPurchase>[] => [
  { header: 'Prize', cell: (purchase) => prizeNames.get(purchase.prizeId) ?? purchase.prizeId },
  { header: 'Quantity', cell: (purchase) => purchase.qty },
  { header: 'Cost', cell: (purchase) => purchase.cost },
  { header: 'When', cell: (purchase) => <EventTime at={purchase.at} eventId={eventId} /> },
  { header: 'State', cell: (purchase) => purchase.handover ?? purchase.state ?? 'charged' },
];

/** The ledger's columns, a purchase named by the prize as the event's prize list names it now. */
const ledgerColumns = (
  prizeNames: ReadonlyMap<string, string>,
  eventId: string,
): Column<PersonLedgerEntry>[] => [
  { header: 'When', cell: (entry) => <EventTime at={entry.at} eventId={eventId} /> },
  { header: 'Points', cell: (entry) => entry.points },
  { header: 'Why', cell: (entry) => ledgerWhyWords(entry, (id) => prizeNames.get(id)) },
  {
    header: 'By',
    cell: (entry) =>
      isPersonKey(entry.by) ? (
        <PersonName userKey={entry.by} removed={false} />
      ) : (
        ledgerByWords(entry.by, null)
      ),
  },
];

/** A person's page: profile, points, balance, level, ledger, purchases and online state, live. */
export const PersonPage = ({ userKey }: { userKey: string }) => {
  const person = usePerson(userKey);
  if (person === undefined) return <p aria-busy="true">Loading…</p>;
  if (person === null)
    return (
      <p>
        Nobody has that key any more. <Link to="/dashboard/index-x">Back to people</Link>
      </p>
    );
  const { profile, balance } = person;
  const online = profile.isOnline === true && person.connections > 0;
  return (
    <>
      <p>
        <Link to="/dashboard/index-x" search={{}}>
          ← All people
        </Link>
      </p>
      <h2>{profile.name}</h2>
      <RingFlag eventId={String(profile.eventId ?? '')} userKey={userKey} />
      <dl className="facts">
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Company</dt>
        <dd>{String(profile.company ?? '')}</dd>
        <dt>Department</dt>
        <dd>{String(profile.department ?? '')}</dd>
        <dt>Team</dt>
        <dd>
          <TeamLabel
            eventId={String(profile.eventId ?? '')}
            team={String(profile.teamName ?? '')}
          />
        </dd>
        <dt>Points</dt>
        <dd data-testid="points">{balance.totalPoints}</dd>
        <dt>Spent</dt>
        <dd>{balance.spentPoints}</dd>
        <dt>Balance</dt>
        <dd>{balance.totalPoints - balance.spentPoints}</dd>
        <dt>Level</dt>
        <dd>{profile.level ?? 0}</dd>
        <dt>Online</dt>
        <dd>
          {online
            ? `yes (${person.connections} connection${person.connections > 1 ? 's' : ''})`
            : 'no'}
        </dd>
        <dt>Role</dt>
        <dd>
          {profile.isAdmin === true
            ? 'organiser'
            : profile.isRep === true
              ? 'sponsor rep'
              : 'attendee'}
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
  return (
    <>
      <h3>Purchases</h3>
      <DataTable
        caption="Purchases"
        columns={purchaseColumns(names, eventId)}
        rows={purchases}
        rowKey={(purchase) => purchase.id}
        empty={<p>No purchases.</p>}
      />
    </>
  );
};

const AdjustPoints = ({ userKey }: { userKey: string }) => {
  const action = useConsoleAction(
    callAdminAdjustPoints,
    (result) =>
      `Points ${result.delta > 0 ? 'added' : 'taken'}: ${Math.abs(result.delta)}. Total ${result.totalPoints}, level ${result.level}.`,
  );
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
      <h3 id="adjust-title">Adjust points</h3>
      <label>
        Points (negative to take away)
        <input name="delta" type="number" step={1} required />
      </label>
      <label>
        Reason
        <input name="reason" required maxLength={200} />
      </label>
      <FormFooter action={action} label="Apply" />
    </form>
  );
};

const Ledger = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const entries = useLedger(userKey);
  const names = usePrizeNames(eventId);
  return (
    <DataTable
      caption="Points ledger (newest 100)"
      loadingLabel="Loading the ledger"
      columns={ledgerColumns(names, eventId)}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
};

/** A person's team by the name the event's organisers gave it. */
const TeamLabel = ({ eventId, team }: { eventId: string; team: string }) => (
  <>{teamLabel(useEventTeams(eventId === '' ? undefined : eventId), team)}</>
);

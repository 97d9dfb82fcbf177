import type { DeskState } from '@engage/domain/store/market';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { callAllocatePrize } from '../../lib/firebase/calls.ts';
import type { Purchase } from '../../lib/firebase/console-desk.ts';
import { CONSOLE_WINDOW, OlderRows } from './older-rows.tsx';
import { usePurchases } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const STATES: (DeskState | 'all')[] = ['all', 'bought', 'allocated', 'claimed'];
/** Each state as the desk says it (the stored word is the option's value). */
const STATE_WORDS: Record<DeskState | 'all', string> = {
  all: 'Every purchase',
  bought: 'Bought',
  allocated: 'Allocated',
  claimed: 'Claimed',
};

/**
 * The prize desk: every sale of the event (who, what, how many, when), live; a bought prize is
 * allocated, then marked claimed when handed over. The attendee sees each step on their own
 * purchase.
 */
export const PrizeDesk = ({ eventId }: { eventId: string }) => {
  const [filter, setFilter] = useState<DeskState | 'all'>('all');
  const [limit, setLimit] = useState(CONSOLE_WINDOW);
  // One state is asked of the server (its index), so every purchase still to allocate is found.
  const purchases = usePurchases(eventId, filter === 'all' ? undefined : filter, limit);
  const step = useConsoleAction(callAllocatePrize, (result) => `Marked ${result.state}.`);
  // A row whose state just moved stays until the listen's next answer drops it.
  const shown = purchases?.filter((purchase) => filter === 'all' || purchase.state === filter);
  return (
    <>
      <label className="toolbar">
        Show
        <select
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as DeskState | 'all');
            setLimit(CONSOLE_WINDOW);
          }}
        >
          {STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_WORDS[state]}
            </option>
          ))}
        </select>
      </label>
      <FormAlert message={step.message} />
      <Notice text={step.notice} />
      <DataTable
        caption={`Purchases (${shown?.length ?? 0})`}
        loadingLabel="Loading purchases"
        empty={<p>No purchases {filter === 'all' ? 'yet' : `marked ${filter}`}.</p>}
        columns={[
          ...purchaseColumns(eventId),
          {
            header: 'Next step',
            cell: (purchase) => (
              <NextStep
                purchase={purchase}
                pending={step.pending}
                onStep={(state) => step.mutate({ eventId, purchaseId: purchase.id, state })}
              />
            ),
          },
        ]}
        rows={shown}
        rowKey={(purchase) => purchase.id}
      />
      <OlderRows
        count={purchases?.length}
        limit={limit}
        what="purchases"
        onMore={() => setLimit((n) => n + CONSOLE_WINDOW)}
      />
    </>
  );
};

const purchaseColumns = (eventId: string): Column<Purchase>[] => [
  { header: 'Who', cell: (purchase) => purchase.name },
  { header: 'Prize', cell: (purchase) => purchase.prizeName },
  { header: 'Quantity', cell: (purchase) => purchase.qty },
  {
    header: 'When',
    cell: (purchase) => <EventTime at={purchase.at} eventId={eventId} />,
  },
  { header: 'State', cell: (purchase) => STATE_WORDS[purchase.state] ?? purchase.state },
];

const NextStep = ({
  purchase,
  pending,
  onStep,
}: {
  purchase: Purchase;
  pending: boolean;
  onStep: (state: 'allocated' | 'claimed') => void;
}) => {
  const next =
    purchase.state === 'bought' ? 'allocated' : purchase.state === 'allocated' ? 'claimed' : null;
  if (next === null) return 'handed over';
  return (
    <button type="button" disabled={pending} onClick={() => onStep(next)}>
      {next === 'allocated' ? 'Allocate' : 'Mark claimed'}
      <span className="visually-hidden">
        {' '}
        {purchase.prizeName} for {purchase.name}
      </span>
    </button>
  );
};

import type { DeskState } from '@engage/domain/store/market';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { callAllocatePrize } from '../../lib/firebase/calls.ts';
import type { Purchase } from '../../lib/firebase/console-desk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { CONSOLE_WINDOW, OlderRows } from './older-rows.tsx';
import { usePurchases } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const STATES: (DeskState | 'all')[] = ['all', 'bought', 'allocated', 'claimed'];
/** Each state as the desk says it (the stored word is the option's value). */
const words = i18n('prizeDesk', {
  all: 'Every purchase',
  bought: 'Bought',
  allocated: 'Allocated',
  claimed: 'Claimed',
  markedAllocated: 'Marked allocated.',
  markedClaimed: 'Marked claimed.',
  show: 'Show',
  caption: params('Purchases ({count})'),
  loading: 'Loading purchases',
  none: 'No purchases yet.',
  noneBought: 'No purchases marked bought.',
  noneAllocated: 'No purchases marked allocated.',
  noneClaimed: 'No purchases marked claimed.',
  next: 'Next step',
  purchases: 'purchases',
  who: 'Who',
  prize: 'Prize',
  quantity: 'Quantity',
  when: 'When',
  state: 'State',
  handedOver: 'handed over',
  allocate: 'Allocate',
  markClaimed: 'Mark claimed',
  forWhom: params('{prize} for {name}'),
});

type Words = ReturnType<typeof words.get>;

const NONE = {
  all: 'none',
  bought: 'noneBought',
  allocated: 'noneAllocated',
  claimed: 'noneClaimed',
} as const satisfies Record<DeskState | 'all', keyof Words>;

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
  const t = useStore(words);
  const step = useConsoleAction(callAllocatePrize, (result) =>
    result.state === 'allocated' ? words.get().markedAllocated : words.get().markedClaimed,
  );
  // A row whose state just moved stays until the listen's next answer drops it.
  const shown = purchases?.filter((purchase) => filter === 'all' || purchase.state === filter);
  return (
    <>
      <label className="toolbar">
        {t.show}
        <select
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as DeskState | 'all');
            setLimit(CONSOLE_WINDOW);
          }}
        >
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t[state]}
            </option>
          ))}
        </select>
      </label>
      <FormAlert message={step.message} />
      <Notice text={step.notice} />
      <DataTable
        caption={t.caption({ count: shown?.length ?? 0 })}
        loadingLabel={t.loading}
        empty={<p>{t[NONE[filter]]}</p>}
        columns={[
          ...purchaseColumns(eventId, t),
          {
            header: t.next,
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
        what={t.purchases}
        onMore={() => setLimit((n) => n + CONSOLE_WINDOW)}
      />
    </>
  );
};

const purchaseColumns = (eventId: string, t: Words): Column<Purchase>[] => [
  { header: t.who, cell: (purchase) => purchase.name },
  { header: t.prize, cell: (purchase) => purchase.prizeName },
  { header: t.quantity, cell: (purchase) => purchase.qty },
  {
    header: t.when,
    cell: (purchase) => <EventTime at={purchase.at} eventId={eventId} />,
  },
  { header: t.state, cell: (purchase) => t[purchase.state] ?? purchase.state },
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
  const t = useStore(words);
  const next =
    purchase.state === 'bought' ? 'allocated' : purchase.state === 'allocated' ? 'claimed' : null;
  if (next === null) return t.handedOver;
  return (
    <button type="button" disabled={pending} onClick={() => onStep(next)}>
      {next === 'allocated' ? t.allocate : t.markClaimed}
      <span className="visually-hidden">
        {' '}
        {t.forWhom({ prize: purchase.prizeName, name: purchase.name })}
      </span>
    </button>
  );
};

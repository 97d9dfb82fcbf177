import { bingoSetupView, type SquareKind } from '@engage/domain/bingo-setup';
import { PICK_BOUNDS, PICK_LIST_NAMES, type PickLists } from '@engage/domain/pick-lists';
import type { BingoSquares, StoredPickLists } from '@engage/domain/store/events';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { callAdminSetBingoSquares, callAdminSetPickLists } from '../../lib/firebase/calls.ts';
import { squareWords } from '../../lib/i18n/bingo-square-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { squareLabel } from './bingo-square-label.ts';
import { consoleKeys } from './queries.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const usePickLists = (eventId: string): StoredPickLists | null | undefined =>
  useLiveQuery(consoleKeys.pickLists(eventId), async (onChange) =>
    (await import('../../lib/firebase/bingo-setup.ts')).watchPickLists(eventId, onChange),
  );
const useBingoSquares = (eventId: string): BingoSquares | null | undefined =>
  useLiveQuery(consoleKeys.bingoSquares(eventId), async (onChange) =>
    (await import('../../lib/firebase/bingo-setup.ts')).watchBingoSquares(eventId, onChange),
  );

const words = i18n('bingoSetup', {
  departments: 'Departments',
  countries: 'Countries',
  interests: 'Interests',
  department: 'Someone from a department',
  country: 'Someone from a country',
  interest: 'Someone who likes',
  role: 'Roles',
  listsSaved: 'Registration lists saved.',
  noSquares: 'No squares chosen: cards are dealt from every trait attendees share.',
  oneSquare: 'Bingo squares saved: cards are dealt from 1 square.',
  squaresSaved: params('Bingo squares saved: cards are dealt from {count} squares.'),
  loading: 'Loading the bingo setup',
  lists: 'Registration lists',
  listsHint: params(
    'One option a line, up to {characters} characters, {options} a list. Registration and profile edits offer these to pick from; an empty list leaves the field for attendees to type.',
  ),
  saveLists: 'Save lists',
  squares: 'Bingo squares',
  squaresHint:
    'A card is dealt only from the squares chosen here, and of those only the ones someone else at the event matches (all of them until someone does). None chosen: cards are dealt from every trait attendees share.',
  saveSquares: 'Save squares',
} satisfies Record<keyof PickLists | SquareKind, string> & Record<string, unknown>);

/** A list as typed: one option a line, outer spaces and empty lines left out. */
export const linesOf = (text: FormDataEntryValue | null): string[] =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The event's network bingo: the lists registration offers (an empty list leaves that field free
 * text), and the squares cards are dealt from, chosen from those the lists and roles make. Both
 * are saved through the server, which checks them and records each change in the audit log.
 */
export const BingoSetupPanel = ({ eventId }: { eventId: string }) => {
  const lists = usePickLists(eventId);
  const squares = useBingoSquares(eventId);
  const t = useStore(words);
  useStore(squareWords);
  const saveLists = useConsoleAction(callAdminSetPickLists, () => words.get().listsSaved);
  const saveSquares = useConsoleAction(callAdminSetBingoSquares, ({ chosen }) =>
    chosen === 0
      ? words.get().noSquares
      : chosen === 1
        ? words.get().oneSquare
        : words.get().squaresSaved({ count: chosen }),
  );
  if (lists === undefined || squares === undefined)
    return <ListSkeleton label={t.loading} rows={3} />;
  const view = bingoSetupView(lists, squares);
  const onLists = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    saveLists.mutate({
      eventId,
      departments: linesOf(form.get('departments')),
      countries: linesOf(form.get('countries')),
      interests: linesOf(form.get('interests')),
    });
  };
  const onSquares = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    saveSquares.mutate({ eventId, squares: form.getAll('square').map(String) });
  };
  const kinds = [...new Set(view.catalogue.map((option) => option.kind))];
  return (
    <>
      <section aria-labelledby="lists-title">
        <h2 id="lists-title">{t.lists}</h2>
        <p className="hint">
          {t.listsHint({ characters: PICK_BOUNDS.option, options: PICK_BOUNDS.options })}
        </p>
        <form
          onSubmit={onLists}
          className="form"
          aria-label={t.lists}
          key={JSON.stringify(view.lists)}
        >
          {PICK_LIST_NAMES.map((name) => (
            <label key={name}>
              {t[name]}
              <textarea name={name} rows={5} defaultValue={view.lists[name].join('\n')} />
            </label>
          ))}
          <FormFooter action={saveLists} label={t.saveLists} />
        </form>
      </section>
      <section aria-labelledby="squares-title">
        <h2 id="squares-title">{t.squares}</h2>
        <p className="hint">{t.squaresHint}</p>
        <form
          onSubmit={onSquares}
          className="form"
          aria-label={t.squares}
          key={JSON.stringify(view.chosen)}
        >
          {kinds.map((kind) => (
            <fieldset key={kind}>
              <legend>{t[kind]}</legend>
              {view.catalogue
                .filter((option) => option.kind === kind)
                .map((option) => (
                  <label className="inline" key={option.trait}>
                    <input
                      type="checkbox"
                      name="square"
                      value={option.trait}
                      defaultChecked={view.chosen.includes(option.trait)}
                    />{' '}
                    {squareLabel(option, view.lists)}
                  </label>
                ))}
            </fieldset>
          ))}
          <FormFooter action={saveSquares} label={t.saveSquares} />
        </form>
      </section>
    </>
  );
};

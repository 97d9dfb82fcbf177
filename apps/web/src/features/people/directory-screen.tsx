import type { BoardPrivacy } from '@engage/domain/store/users';
import type { Suggestion } from '@engage/domain/directory';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import type { SearchBy } from '../../lib/firebase/directory.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { PersonCard } from './person-card.tsx';
import {
  interestsQueryOptions,
  listedQueryOptions,
  searchQueryOptions,
  suggestionsQueryOptions,
} from './queries.ts';
import { setListing } from './use-people.ts';
import { ListingNote } from './listing-note.tsx';
import './people.css';

const directoryWords = i18n('directory', {
  listMe: 'List me in the directory',
  listHint:
    'Off unless you turn it on: listed, others find you by name, company, team and interests.',
  searchLabel: 'Search people',
  byLabel: 'Search by',
  byName: 'Name',
  byCompany: 'Company',
  byTeam: 'Team',
  byInterest: 'Interest',
  textLabel: 'Name, company or team begins with',
  interestLabel: 'Interest',
  search: 'Search',
  results: 'People found',
  nobody: 'Nobody listed matches that.',
  suggestions: 'People you may like to meet',
  bothLike: params<{ interests: string }>('You both like {interests}'),
  sameDepartment: 'Same department',
  noSuggestions: 'Pick interests on your profile to see people who share them.',
});

type Me = {
  readonly key: string;
  readonly eventId: string;
  readonly publicId: string;
  readonly department: string;
  readonly interests: readonly string[];
  /** What the directory shows them under (ListingNote). */
  readonly name: string;
  readonly privacy?: BoardPrivacy | undefined;
};

const ListingToggle = ({ me }: { me: Me }) => {
  const t = useStore(directoryWords);
  const queryClient = useQueryClient();
  const listed = useQuery(listedQueryOptions(me.key)).data ?? false;
  const { run, pending, message } = useFormAction();
  return (
    <div className="listing-toggle">
      <label>
        <input
          type="checkbox"
          checked={listed}
          disabled={pending}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            run(() => setListing(queryClient, me.key, next));
          }}
        />{' '}
        {t.listMe}
      </label>
      <p className="hint">{t.listHint}</p>
      <ListingNote userKey={me.key} profile={me} />
      <FormAlert message={message} />
    </div>
  );
};

const SuggestionReason = ({ suggestion }: { suggestion: Suggestion }) => {
  const t = useStore(directoryWords);
  return (
    <span className="reason">
      {t.bothLike({ interests: suggestion.shared.join(', ') })}
      {suggestion.sameDepartment ? ` · ${t.sameDepartment}` : ''}
    </span>
  );
};

const Suggestions = ({ me }: { me: Me }) => {
  const t = useStore(directoryWords);
  const titleId = useId();
  const { data } = useQuery(suggestionsQueryOptions(me.eventId, me, me.interests));
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t.suggestions}</h2>
      {me.interests.length === 0 ? <p>{t.noSuggestions}</p> : null}
      <ul className="people-list">
        {(data ?? []).map((suggestion) => (
          <li key={suggestion.publicId}>
            <PersonCard
              me={me}
              person={{ publicId: suggestion.publicId, name: suggestion.name }}
              reason={<SuggestionReason suggestion={suggestion} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
};

const Results = ({ me, by, text }: { me: Me; by: SearchBy; text: string }) => {
  const t = useStore(directoryWords);
  const { data, isPending } = useQuery(searchQueryOptions(me.eventId, by, text));
  if (isPending) return null;
  const people = (data ?? []).filter((person) => person.publicId !== me.publicId);
  return (
    <section aria-label={t.results}>
      {people.length === 0 ? <p role="status">{t.nobody}</p> : null}
      <ul className="people-list">
        {people.map((person) => (
          <li key={person.publicId}>
            <PersonCard me={me} person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The event's directory: one's own listing (off by default), a search by name, company, team or
 * one of the organisers' interests, and people who share one's interests, with why.
 */
export const DirectoryScreen = ({ me }: { me: Me }) => {
  const t = useStore(directoryWords);
  const lists = useQuery(interestsQueryOptions(me.eventId)).data;
  const interests = lists ?? [];
  const [by, setBy] = useState<SearchBy>('name');
  const [asked, setAsked] = useState<{ by: SearchBy; text: string } | null>(null);
  const formId = useId();
  return (
    <div className="directory">
      <ListingToggle me={me} />
      <form
        aria-label={t.searchLabel}
        className="directory-search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('text') ?? '');
          setAsked({ by, text });
        }}
      >
        <label htmlFor={`${formId}-by`}>{t.byLabel}</label>
        <select
          id={`${formId}-by`}
          value={by}
          onChange={(event) => setBy(event.currentTarget.value as SearchBy)}
        >
          <option value="name">{t.byName}</option>
          <option value="company">{t.byCompany}</option>
          <option value="team">{t.byTeam}</option>
          <option value="interest">{t.byInterest}</option>
        </select>
        {by === 'interest' ? (
          <>
            <label htmlFor={`${formId}-interest`}>{t.interestLabel}</label>
            <select id={`${formId}-interest`} name="text" key="interest">
              {interests.map((interest) => (
                <option key={interest}>{interest}</option>
              ))}
            </select>
          </>
        ) : (
          <label>
            {t.textLabel}
            <input name="text" type="search" key="text" autoComplete="off" />
          </label>
        )}
        {/* An interest search waits for the organisers' list, so it asks what the select shows. */}
        <button type="submit" disabled={by === 'interest' && lists === undefined}>
          {t.search}
        </button>
      </form>
      {asked === null ? null : <Results me={me} by={asked.by} text={asked.text} />}
      <Suggestions me={me} />
    </div>
  );
};

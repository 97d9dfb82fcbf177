import type { ListedAnnouncement } from '@engage/domain/announcements';
import type { ContentKind } from '@engage/domain/console-content';
import type { ActivityMinute } from '@engage/domain/store/events';
import type { DeskState } from '@engage/domain/store/market';
import type { AuditAction, AuditScope, OrganiserEntry } from '@engage/domain/store/organisers';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  ApplicationRecord,
  CompanyRecord,
  ContentItem,
  EventRecord,
  SeatHolder,
  TriviaItem,
} from '../../lib/firebase/console-data.ts';
import type { AuditEntry, Lead, Purchase, Rep } from '../../lib/firebase/console-desk.ts';
import type { PersonDetail, PersonLedgerEntry, Points } from '../../lib/firebase/console-people.ts';
import type { ListedKiosk } from '../../lib/firebase/kiosk.ts';
import { useLiveQuery, useLiveQueryResult } from '../../lib/live-query.ts';
import { consoleData, consoleDesk, consoleKeys, consolePeople } from './queries.ts';

/** The console's live views: each listener feeds the query cache, screens read the query. */
export const useEventRecord = (eventId: string | undefined): EventRecord | null | undefined =>
  useLiveQuery(
    consoleKeys.event(eventId ?? ''),
    eventId === undefined
      ? undefined
      : async (onChange) => (await consoleData()).watchEventRecord(eventId, onChange),
  );

export const useCompanies = (
  claim: string,
  scope: { readonly all: boolean; readonly customers: ReadonlySet<string> },
): CompanyRecord[] | undefined =>
  useLiveQuery(
    consoleKeys.companies(claim),
    claim === ''
      ? undefined
      : async (onChange) =>
          (await consoleData()).watchCompanies(
            { all: scope.all, customers: [...scope.customers] },
            onChange,
          ),
  );

export const useContent = (kind: ContentKind, eventId: string): ContentItem[] | undefined =>
  useLiveQuery(consoleKeys.content(kind, eventId), async (onChange) =>
    (await consoleData()).watchContent(kind, eventId, onChange),
  );

export const useSentAnnouncements = (eventId: string): ListedAnnouncement[] | undefined =>
  useLiveQuery(consoleKeys.announcements(eventId), async (onChange) =>
    (await import('../../lib/firebase/announcements.ts')).watchAnnouncements(eventId, onChange),
  );

export const useKiosks = (eventId: string): ListedKiosk[] | undefined =>
  useLiveQuery(consoleKeys.kiosks(eventId), async (onChange) =>
    (await import('../../lib/firebase/kiosk.ts')).watchKiosks(eventId, onChange),
  );

export const useTrivia = (eventId: string): TriviaItem[] | undefined =>
  useLiveQuery(consoleKeys.trivia(eventId), async (onChange) =>
    (await consoleData()).watchTrivia(eventId, onChange),
  );

export const useBalance = (key: string): Points | undefined =>
  useLiveQuery(consoleKeys.balance(key), async (onChange) =>
    (await consolePeople()).watchBalance(key, onChange),
  );

/** A person's page, live, read in the instance of `eventId` (the event the console shows). */
export const usePerson = (
  key: string,
  eventId: string | undefined,
): PersonDetail | null | undefined =>
  useLiveQuery(consoleKeys.person(key, eventId), async (onChange) =>
    (await consolePeople()).watchPerson(key, eventId, onChange),
  );

/** A person's organiser rights (their index entry, null for none), live; a refused read is its error. */
export const usePersonRights = (uid: string | undefined): UseQueryResult<OrganiserEntry | null> =>
  useLiveQueryResult(
    consoleKeys.rights(uid ?? ''),
    uid === undefined
      ? undefined
      : async (onChange, onError) => (await consolePeople()).watchRights(uid, onChange, onError),
  );

export const useLedger = (
  key: string,
  eventId: string | undefined,
): PersonLedgerEntry[] | undefined =>
  useLiveQuery(consoleKeys.ledger(key, eventId), async (onChange) =>
    (await consolePeople()).watchLedger(key, eventId, onChange),
  );

export const usePurchases = (
  eventId: string,
  state: DeskState | undefined,
  limit: number,
): Purchase[] | undefined =>
  useLiveQuery(consoleKeys.purchases(eventId, state ?? '', limit), async (onChange) =>
    (await consoleDesk()).watchPurchases(eventId, state, limit, onChange),
  );

export const useActivity = (
  eventId: string,
  since: number,
): Record<string, ActivityMinute> | undefined =>
  useLiveQuery(consoleKeys.activity(eventId, since), async (onChange) =>
    (await consoleDesk()).watchActivity(eventId, since, onChange),
  );

export const useReps = (eventId: string): Rep[] | undefined =>
  useLiveQuery(consoleKeys.reps(eventId), async (onChange) =>
    (await consoleDesk()).watchReps(eventId, onChange),
  );

export const useLeads = (eventId: string): Record<string, Lead[]> | undefined =>
  useLiveQuery(consoleKeys.leads(eventId), async (onChange) =>
    (await consoleDesk()).watchLeads(eventId, onChange),
  );

export const useSeatHolders = (customerId: string, events: readonly string[]) =>
  useLiveQuery<SeatHolder[]>(consoleKeys.seats(customerId, events), async (onChange) =>
    (await consoleData()).watchSeatHolders(events, onChange),
  );

export const useApplications = (customerId: string) =>
  useLiveQuery<ApplicationRecord[]>(consoleKeys.applications(customerId), async (onChange) =>
    (await consoleData()).watchApplications(customerId, onChange),
  );

const scopeKey = (scope: AuditScope): string =>
  scope.kind === 'deployment' ? 'deployment' : `${scope.kind}:${scope.id}`;

export const useAudit = (
  scope: AuditScope,
  action: AuditAction | undefined,
  limit: number,
): AuditEntry[] | undefined =>
  useLiveQuery(consoleKeys.audit(scopeKey(scope), action ?? '', limit), async (onChange) =>
    (await consoleDesk()).watchAudit(scope, action, limit, onChange),
  );

import type { Cell } from '../../lib/csv.ts';
import { teamLabel } from '../../lib/event-teams.ts';
import { isPersonKey, ledgerByWords } from './ledger-by.ts';
import { ledgerWhyWords, purchasedPrize } from './ledger-why.ts';

/** What each export writes: a header and its rows, batch by batch, as the reads arrive. */
export type Export = {
  readonly fileName: string;
  readonly header: readonly string[];
  readonly rows: () => AsyncIterable<readonly (readonly Cell[])[]>;
};

const exporter = () => import('../../lib/firebase/console-export.ts');
const iso = (at: unknown): string => (typeof at === 'number' ? new Date(at).toISOString() : '');

export const attendeesExport = (eventId: string): Export => ({
  fileName: `${eventId}-attendees.csv`,
  header: ['Name', 'Email', 'Company', 'Department', 'Team', 'Attendance', 'Role', 'Points'],
  rows: async function* () {
    const { peopleOf, scoresOf, teamsOf } = await exporter();
    const [scores, teams] = await Promise.all([scoresOf(eventId), teamsOf(eventId)]);
    for await (const page of peopleOf(eventId))
      yield page.map((person) => [
        person.name,
        person.email,
        person.company,
        person.department,
        teamLabel(teams, person.teamName),
        person.attendance,
        person.isAdmin ? 'organiser' : person.isRep ? 'sponsor rep' : 'attendee',
        scores[person.publicId] ?? 0,
      ]);
  },
});

export const leadsExport = (eventId: string): Export => ({
  fileName: `${eventId}-leads.csv`,
  header: ['Representative', 'Representative company', 'Visitor', 'Visitor company', 'When'],
  rows: async function* () {
    const { leadsOf } = await exporter();
    const leads = await leadsOf(eventId);
    yield leads
      .sort((a, b) => a.repName.localeCompare(b.repName) || a.at - b.at)
      .map((lead) => [lead.repName, lead.repCompany, lead.name, lead.company, iso(lead.at)]);
  },
});

export const ledgerExport = (eventId: string): Export => ({
  fileName: `${eventId}-points-ledger.csv`,
  header: ['Name', 'Email', 'Points', 'Reason', 'By', 'When'],
  rows: async function* () {
    const { ledgersOf, peopleOf, personNameOf, prizeNameOf } = await exporter();
    // Each organiser named once per file, however many entries they made.
    const names = new Map<string, Promise<string>>();
    const byOf = (by: string): Promise<string> => {
      if (!isPersonKey(by)) return Promise.resolve(ledgerByWords(by, null));
      const known = names.get(by);
      if (known !== undefined) return known;
      const named = personNameOf(by)
        .then((name) => ledgerByWords(by, name))
        .catch(() => 'A person outside your events');
      names.set(by, named);
      return named;
    };
    // Each prize named once per file, as the event's prize list names it now.
    const prizes = new Map<string, Promise<string | null>>();
    const prizeOf = (prizeId: string): Promise<string | null> => {
      const known = prizes.get(prizeId);
      if (known !== undefined) return known;
      const named = prizeNameOf(eventId, prizeId).catch(() => null);
      prizes.set(prizeId, named);
      return named;
    };
    for await (const group of ledgersOf(peopleOf(eventId))) {
      const rows = group.flatMap(([person, entries]) =>
        entries.sort((a, b) => a.at - b.at).map((entry) => ({ person, entry })),
      );
      const [by, named] = await Promise.all([
        Promise.all(rows.map(({ entry }) => byOf(entry.by))),
        Promise.all(
          [...new Set(rows.flatMap(({ entry }) => purchasedPrize(entry) ?? []))].map(
            async (prizeId) => [prizeId, await prizeOf(prizeId)] as const,
          ),
        ),
      ]);
      const prizeNames = new Map(named);
      yield rows.map(({ person, entry }, i) => [
        person.name,
        person.email,
        entry.points,
        ledgerWhyWords(entry, (id) => prizeNames.get(id)),
        by[i] ?? '',
        iso(entry.at),
      ]);
    }
  },
});

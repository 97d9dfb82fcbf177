import type { Cell } from '../../lib/csv.ts';
import type { MyLead } from '../../lib/firebase/leads.ts';

/** What a visitor who has not shared their details is called, on screen and in the file. */
export const ANONYMOUS_VISITOR = 'An attendee who has not shared their details';

export const LEAD_CSV_HEADER = ['Visitor', 'Email', 'Company', 'Rating', 'Note', 'When'] as const;

const iso = (at: number): string => new Date(at).toISOString();

/** The rep's leads as CSV rows: a visitor's contact only where they shared it. */
export const leadCsvRows = (leads: readonly MyLead[]): Cell[][] =>
  leads.map((lead) => [
    lead.contact?.name ?? ANONYMOUS_VISITOR,
    lead.contact?.email ?? '',
    lead.contact?.company ?? '',
    lead.rating ?? '',
    lead.note ?? '',
    iso(lead.at),
  ]);

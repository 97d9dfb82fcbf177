import { LEAD_RATINGS } from '@engage/domain/leads';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { RatingChoice } from '../../components/rating-choice.tsx';
import { csvBlob, csvStream, download } from '../../lib/csv.ts';
import type { MyLead } from '../../lib/firebase/leads.ts';
import { messageOf } from '../../lib/messages.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { ANONYMOUS_VISITOR, LEAD_CSV_HEADER, leadCsvRows } from './lead-csv.ts';
import { noteLead, useMyLeads } from './use-leads.ts';
import './leads.css';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';

/**
 * A sponsor rep's leads: each visit to their booth, the visitor named only where they shared
 * their details, with the rep's own note and rating, and the list as a CSV file.
 */
export const MyLeads = ({ eventId, repPublicId }: { eventId: string; repPublicId: string }) => {
  const leads = useMyLeads(eventId, repPublicId);
  const zone = useEventTimeZone(eventId);
  if (leads.isError) return <p role="alert">{messageOf(leads.error).text}</p>;
  if (leads.data === undefined) return <ListSkeleton label="Loading your leads" rows={3} />;
  const shared = leads.data.filter((lead) => lead.contact !== undefined).length;
  return (
    <>
      <p>
        {leads.data.length} visit{leads.data.length === 1 ? '' : 's'} to your booth, {shared} with
        contact details.
      </p>
      <CsvButton eventId={eventId} leads={leads.data} />
      {leads.data.length === 0 ? (
        <p>No visits yet: attendees who scan your code (or whose code you scan) show here.</p>
      ) : (
        <ul className="lead-list">
          {leads.data.map((lead) => (
            <LeadCard key={lead.visitorId} lead={lead} zone={zone} />
          ))}
        </ul>
      )}
    </>
  );
};

const CsvButton = ({ eventId, leads }: { eventId: string; leads: readonly MyLead[] }) => {
  const [status, setStatus] = useState<string | null>(null);
  const save = async () => {
    async function* rows() {
      yield leadCsvRows(leads);
    }
    const fileName = `${eventId}-my-leads.csv`;
    download(await csvBlob(csvStream(LEAD_CSV_HEADER, rows())), fileName);
    setStatus(`${fileName}: ${leads.length} rows.`);
  };
  return (
    <p>
      <button type="button" onClick={() => void save()} disabled={leads.length === 0}>
        Download my leads as CSV
      </button>{' '}
      {status === null ? null : <span role="status">{status}</span>}
    </p>
  );
};

const LeadCard = ({ lead, zone }: { lead: MyLead; zone: string | undefined }) => {
  const titleId = useId();
  const [note, setNote] = useState(lead.note ?? '');
  const [rating, setRating] = useState<number | undefined>(lead.rating);
  const [saved, setSaved] = useState(false);
  const { run, pending, message } = useFormAction();
  const name = lead.contact?.name ?? ANONYMOUS_VISITOR;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    run(async () => {
      await noteLead({
        visitorId: lead.visitorId,
        note,
        ...(rating === undefined ? {} : { rating }),
      });
      setSaved(true);
    });
  };
  return (
    <li className="card lead-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="lead-name">
        {name}
      </h2>
      {lead.contact === undefined ? null : (
        <p className="lead-contact">
          <a href={`mailto:${lead.contact.email}`}>{lead.contact.email}</a>
          {lead.contact.company === '' ? null : <> · {lead.contact.company}</>}
        </p>
      )}
      <p className="lead-when">Visited {formatEventTime(lead.at, zone)}</p>
      <form onSubmit={submit} className="lead-form">
        <RatingChoice
          legend="Rating"
          name={`rating-${lead.visitorId}`}
          values={LEAD_RATINGS}
          value={rating}
          onChange={setRating}
          className="lead-rating"
        />
        <label>
          Note
          <input
            type="text"
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit" disabled={pending}>
          Save
        </button>
        {saved && !pending ? <span role="status">Saved</span> : null}
        <FormAlert message={message} />
      </form>
    </li>
  );
};

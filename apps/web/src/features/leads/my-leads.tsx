import { LEAD_RATINGS } from '@engage/domain/leads';
import { count, params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { RatingChoice } from '../../components/rating-choice.tsx';
import { csvBlob, csvStream, download } from '../../lib/csv.ts';
import type { MyLead } from '../../lib/firebase/leads.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { LEAD_CSV_HEADER, leadCsvRows } from './lead-csv.ts';
import { noteLead, useMyLeads } from './use-leads.ts';
import './leads.css';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';

const messages = i18n('myLeads', {
  loading: 'Loading your leads',
  visits: params(
    count({
      one: '{count} visit to your booth, {shared} with contact details.',
      many: '{count} visits to your booth, {shared} with contact details.',
    }),
  ),
  none: 'No visits yet: attendees who scan your code (or whose code you scan) show here.',
  rows: params('{file}: {count} rows.'),
  download: 'Download my leads as CSV',
  anonymous: 'An attendee who has not shared their details',
  visited: params('Visited {when}'),
  rating: 'Rating',
  note: 'Note',
  save: 'Save',
  saved: 'Saved',
});

/**
 * A sponsor rep's leads: each visit to their booth, the visitor named only where they shared
 * their details, with the rep's own note and rating, and the list as a CSV file.
 */
export const MyLeads = ({ eventId, repPublicId }: { eventId: string; repPublicId: string }) => {
  const leads = useMyLeads(eventId, repPublicId);
  const zone = useEventTimeZone(eventId);
  const t = useStore(messages);
  if (leads.isError) return <p role="alert">{messageOf(leads.error).text}</p>;
  if (leads.data === undefined) return <ListSkeleton label={t.loading} rows={3} />;
  const shared = leads.data.filter((lead) => lead.contact !== undefined).length;
  return (
    <>
      <p>{t.visits({ shared })(leads.data.length)}</p>
      <CsvButton eventId={eventId} leads={leads.data} />
      {leads.data.length === 0 ? (
        <p>{t.none}</p>
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
  const t = useStore(messages);
  const format = useFormat();
  const save = async () => {
    async function* rows() {
      yield leadCsvRows(leads);
    }
    const fileName = `${eventId}-my-leads.csv`;
    download(await csvBlob(csvStream(LEAD_CSV_HEADER, rows())), fileName);
    setStatus(t.rows({ file: fileName, count: format.number(leads.length) }));
  };
  return (
    <p>
      <button type="button" onClick={() => void save()} disabled={leads.length === 0}>
        {t.download}
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
  const t = useStore(messages);
  const name = lead.contact?.name ?? t.anonymous;
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
      <p className="lead-when">{t.visited({ when: formatEventTime(lead.at, zone) })}</p>
      <form onSubmit={submit} className="lead-form">
        <RatingChoice
          legend={t.rating}
          name={`rating-${lead.visitorId}`}
          values={LEAD_RATINGS}
          value={rating}
          onChange={setRating}
          className="lead-rating"
        />
        <label>
          {t.note}
          <input
            type="text"
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit" disabled={pending}>
          {t.save}
        </button>
        {saved && !pending ? <span role="status">{t.saved}</span> : null}
        <FormAlert message={message} />
      </form>
    </li>
  );
};

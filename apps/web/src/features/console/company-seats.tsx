import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import {
  callAdminDecideApplication,
  callAdminReleaseSeat,
  callAdminSetAdmission,
} from '../../lib/firebase/calls.ts';
import type {
  ApplicationRecord,
  CompanyRecord,
  SeatHolder,
} from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useApplications, useSeatHolders } from './use-console.ts';
import { FormFooter, Notice, useConsoleAction } from './use-console-action.tsx';

const words = i18n('companySeats', {
  title: params('Seats of {name}'),
  saved: 'Admission saved.',
  who: 'Who takes a seat',
  hint: 'A seat is taken only by an address one of these admits; every address is confirmed by its owner first.',
  withCode: 'With the invitation code',
  noCode: ' (the company has none yet)',
  domains: 'Email domains admitted (one per line, like northwind.example)',
  approval: 'Anyone else after an organiser approves them',
  save: 'Save admission',
  approved: 'Approved: their registration finishes now.',
  declined: 'Declined.',
  name: 'Name',
  email: 'Email',
  event: 'Event',
  decide: 'Decide',
  approve: 'Approve',
  decline: 'Decline',
  waiting: params('Waiting for approval ({count})'),
  released: 'Seat released: the seat is free, and their account may register again.',
  seat: 'Seat',
  confirm: 'Confirm release',
  release: 'Release seat',
  taken: params('Seats taken ({count} of {limit})'),
});

/** The domains as typed: one per line or separated by commas or spaces, `@` left off. */
const domainsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim().replace(/^@/, ''))
    .filter((domain) => domain !== '');

/**
 * How a company's seats are taken, the seats taken (each one can be released) and the
 * registrants waiting for approval: the company's own organisers run them.
 */
export const CompanySeats = ({ company }: { company: CompanyRecord }) => {
  const t = useStore(words);
  return (
    <section aria-labelledby="company-seats-title">
      <h3 id="company-seats-title">{t.title({ name: company.name })}</h3>
      <AdmissionForm key={company.id} company={company} />
      <Applications company={company} />
      <SeatsTaken company={company} />
    </section>
  );
};

const AdmissionForm = ({ company }: { company: CompanyRecord }) => {
  const t = useStore(words);
  const save = useConsoleAction(callAdminSetAdmission, () => words.get().saved);
  const { admission } = company;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      customerId: company.id,
      code: form.get('code') === 'on',
      domains: domainsOf(String(form.get('domains') ?? '')),
      approval: form.get('approval') === 'on',
    });
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-label={t.who}>
      <p className="hint">{t.hint}</p>
      <label className="inline">
        <input type="checkbox" name="code" defaultChecked={admission.code === true} /> {t.withCode}
        {company.formId ? ` (${company.formId})` : t.noCode}
      </label>
      <label>
        {t.domains}
        <textarea name="domains" rows={3} defaultValue={(admission.domains ?? []).join('\n')} />
      </label>
      <label className="inline">
        <input type="checkbox" name="approval" defaultChecked={admission.approval === true} />{' '}
        {t.approval}
      </label>
      <FormFooter action={save} label={t.save} />
    </form>
  );
};

const Applications = ({ company }: { company: CompanyRecord }) => {
  const applications = useApplications(company.id);
  const t = useStore(words);
  const decide = useConsoleAction(callAdminDecideApplication, (result) =>
    result.state === 'approved' ? words.get().approved : words.get().declined,
  );
  const waiting = applications?.filter((application) => application.state === 'pending');
  const columns: Column<ApplicationRecord>[] = [
    { header: t.name, cell: (item) => item.name },
    { header: t.email, cell: (item) => item.email },
    { header: t.event, cell: (item) => item.eventId },
    {
      header: t.decide,
      cell: (item) => (
        <>
          <button
            type="button"
            disabled={decide.pending}
            onClick={() => decide.mutate({ customerId: company.id, uid: item.uid, approve: true })}
          >
            {t.approve} <span className="visually-hidden">{item.name}</span>
          </button>{' '}
          <button
            type="button"
            disabled={decide.pending}
            onClick={() => decide.mutate({ customerId: company.id, uid: item.uid, approve: false })}
          >
            {t.decline} <span className="visually-hidden">{item.name}</span>
          </button>
        </>
      ),
    },
  ];
  if (company.admission.approval !== true && (waiting?.length ?? 0) === 0) return null;
  return (
    <>
      <DataTable
        caption={t.waiting({ count: waiting?.length ?? 0 })}
        columns={columns}
        rows={waiting}
        rowKey={(item) => item.uid}
      />
      <FormAlert message={decide.message} />
      <Notice text={decide.notice} />
    </>
  );
};

const SeatsTaken = ({ company }: { company: CompanyRecord }) => {
  const holders = useSeatHolders(company.id, company.events);
  const t = useStore(words);
  const release = useConsoleAction(callAdminReleaseSeat, () => words.get().released);
  const [confirming, setConfirming] = useState<string | null>(null);
  const columns: Column<SeatHolder>[] = [
    { header: t.name, cell: (item) => item.name },
    { header: t.email, cell: (item) => item.email },
    { header: t.event, cell: (item) => item.eventId },
    {
      header: t.seat,
      cell: (item) =>
        confirming === item.key ? (
          <button
            type="button"
            className="danger"
            disabled={release.pending}
            onClick={() =>
              release.mutate({ userKey: item.key }, { onSettled: () => setConfirming(null) })
            }
          >
            {t.confirm} <span className="visually-hidden">{item.name}</span>
          </button>
        ) : (
          <button type="button" onClick={() => setConfirming(item.key)}>
            {t.release} <span className="visually-hidden">{item.name}</span>
          </button>
        ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t.taken({ count: company.userCount, limit: company.userLimit })}
        columns={columns}
        rows={holders}
        rowKey={(item) => item.key}
      />
      <FormAlert message={release.message} />
      <Notice text={release.notice} />
    </>
  );
};

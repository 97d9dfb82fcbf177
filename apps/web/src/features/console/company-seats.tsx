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
import { useApplications, useSeatHolders } from './use-console.ts';
import { FormFooter, Notice, useConsoleAction } from './use-console-action.tsx';

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
export const CompanySeats = ({ company }: { company: CompanyRecord }) => (
  <section aria-labelledby="company-seats-title">
    <h3 id="company-seats-title">Seats of {company.name}</h3>
    <AdmissionForm key={company.id} company={company} />
    <Applications company={company} />
    <SeatsTaken company={company} />
  </section>
);

const AdmissionForm = ({ company }: { company: CompanyRecord }) => {
  const save = useConsoleAction(callAdminSetAdmission, () => 'Admission saved.');
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
    <form onSubmit={onSubmit} className="form" aria-label="Who takes a seat">
      <p className="hint">
        A seat is taken only by an address one of these admits; every address is confirmed by its
        owner first.
      </p>
      <label className="inline">
        <input type="checkbox" name="code" defaultChecked={admission.code === true} /> With the
        invitation code{company.formId ? ` (${company.formId})` : ' (the company has none yet)'}
      </label>
      <label>
        Email domains admitted (one per line, like northwind.example)
        <textarea name="domains" rows={3} defaultValue={(admission.domains ?? []).join('\n')} />
      </label>
      <label className="inline">
        <input type="checkbox" name="approval" defaultChecked={admission.approval === true} />{' '}
        Anyone else after an organiser approves them
      </label>
      <FormFooter action={save} label="Save admission" />
    </form>
  );
};

const Applications = ({ company }: { company: CompanyRecord }) => {
  const applications = useApplications(company.id);
  const decide = useConsoleAction(callAdminDecideApplication, (result) =>
    result.state === 'approved' ? 'Approved: their registration finishes now.' : 'Declined.',
  );
  const waiting = applications?.filter((application) => application.state === 'pending');
  const columns: Column<ApplicationRecord>[] = [
    { header: 'Name', cell: (item) => item.name },
    { header: 'Email', cell: (item) => item.email },
    { header: 'Event', cell: (item) => item.eventId },
    {
      header: 'Decide',
      cell: (item) => (
        <>
          <button
            type="button"
            disabled={decide.pending}
            onClick={() => decide.mutate({ customerId: company.id, uid: item.uid, approve: true })}
          >
            Approve <span className="visually-hidden">{item.name}</span>
          </button>{' '}
          <button
            type="button"
            disabled={decide.pending}
            onClick={() => decide.mutate({ customerId: company.id, uid: item.uid, approve: false })}
          >
            Decline <span className="visually-hidden">{item.name}</span>
          </button>
        </>
      ),
    },
  ];
  if (company.admission.approval !== true && (waiting?.length ?? 0) === 0) return null;
  return (
    <>
      <DataTable
        caption={`Waiting for approval (${waiting?.length ?? 0})`}
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
  const release = useConsoleAction(
    callAdminReleaseSeat,
    () => 'Seat released: the seat is free, and their account may register again.',
  );
  const [confirming, setConfirming] = useState<string | null>(null);
  const columns: Column<SeatHolder>[] = [
    { header: 'Name', cell: (item) => item.name },
    { header: 'Email', cell: (item) => item.email },
    { header: 'Event', cell: (item) => item.eventId },
    {
      header: 'Seat',
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
            Confirm release <span className="visually-hidden">{item.name}</span>
          </button>
        ) : (
          <button type="button" onClick={() => setConfirming(item.key)}>
            Release seat <span className="visually-hidden">{item.name}</span>
          </button>
        ),
    },
  ];
  return (
    <>
      <DataTable
        caption={`Seats taken (${company.userCount} of ${company.userLimit})`}
        columns={columns}
        rows={holders}
        rowKey={(item) => item.key}
      />
      <FormAlert message={release.message} />
      <Notice text={release.notice} />
    </>
  );
};

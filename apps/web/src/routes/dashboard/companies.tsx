import { companiesSearchSchema } from '@engage/domain/entities';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { CompanyForm } from '../../features/console/company-form.tsx';
import { CompanySeats } from '../../features/console/company-seats.tsx';
import { CompanyView } from '../../features/console/company-view.tsx';
import { useCompanies } from '../../features/console/use-console.ts';
import { useOrganiser } from '../../features/console/use-organiser.ts';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';

/**
 * Customer companies: seats used against the limit (live), their events, reps and leads; create
 * and edit for organisers of every event (?company=…&edit=…).
 */
export const Route = createFileRoute('/dashboard/companies')({
  validateSearch: companiesSearchSchema,
  component: CompaniesPage,
});

const COMPANY_COLUMNS: Column<CompanyRecord>[] = [
  {
    header: 'Company',
    cell: (item) => (
      <>
        {item.name} <code>{item.id}</code>
      </>
    ),
  },
  { header: 'Subscription', cell: (item) => item.subscription },
  { header: 'Seats used', cell: (item) => `${item.userCount} / ${item.userLimit}` },
  { header: 'Events', cell: (item) => item.eventTotal },
  {
    header: 'Open',
    cell: (item) => (
      <Link to="/dashboard/companies" search={{ company: item.id }}>
        Open <span className="visually-hidden">{item.name}</span>
      </Link>
    ),
  },
];

function CompaniesPage() {
  const { company: chosen, edit } = Route.useSearch();
  const { claim, scope } = useOrganiser();
  const navigate = useNavigate();
  const companies = useCompanies(claim, scope);
  const company = companies?.find((item) => item.id === chosen);
  const onSaved = (id: string) =>
    void navigate({ to: '/dashboard/companies', search: { company: id } });
  return (
    <section aria-labelledby="companies-title">
      <h1 id="companies-title">Companies</h1>
      <DataTable
        caption="Customer companies"
        columns={COMPANY_COLUMNS}
        rows={companies}
        rowKey={(item) => item.id}
      />
      {scope.all && edit !== 'new' ? (
        <p>
          <Link to="/dashboard/companies" search={{ edit: 'new' }} className="button">
            New company
          </Link>
        </p>
      ) : null}
      {edit === 'new' ? (
        <>
          <h2>New company</h2>
          <CompanyForm company={undefined} onSaved={onSaved} />
        </>
      ) : null}
      {company === undefined ? null : (
        <>
          <CompanyView company={company} />
          <CompanySeats company={company} />
          {scope.all ? (
            edit === 'company' ? (
              <CompanyForm key={company.id} company={company} onSaved={onSaved} />
            ) : (
              <Link to="/dashboard/companies" search={{ company: company.id, edit: 'company' }}>
                Edit {company.name}
              </Link>
            )
          ) : null}
        </>
      )}
    </section>
  );
}

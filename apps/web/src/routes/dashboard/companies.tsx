import { companiesSearch } from '@engage/domain/search';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { CompanyForm } from '../../features/console/company-form.tsx';
import { CompanySeats } from '../../features/console/company-seats.tsx';
import { CompanyView } from '../../features/console/company-view.tsx';
import { useCompanies } from '../../features/console/use-console.ts';
import { useOrganiser } from '../../features/console/use-organiser.ts';
import { routeTitles } from '../../layouts/route-titles.ts';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Customer companies: seats used against the limit (live), their events, reps and leads; create
 * and edit for organisers of every event (?company=…&edit=…).
 */
export const Route = createFileRoute('/dashboard/companies')({
  validateSearch: companiesSearch,
  component: CompaniesPage,
});

const words = i18n('companiesPage', {
  company: 'Company',
  subscription: 'Subscription',
  seatsUsed: 'Seats used',
  events: 'Events',
  open: 'Open',
  caption: 'Customer companies',
  newCompany: 'New company',
  edit: params('Edit {name}'),
});

const companyColumns = (t: ReturnType<typeof words.get>): Column<CompanyRecord>[] => [
  {
    header: t.company,
    cell: (item) => (
      <>
        {item.name} <code>{item.id}</code>
      </>
    ),
  },
  { header: t.subscription, cell: (item) => item.subscription },
  { header: t.seatsUsed, cell: (item) => `${item.userCount} / ${item.userLimit}` },
  { header: t.events, cell: (item) => item.eventTotal },
  {
    header: t.open,
    cell: (item) => (
      <Link to="/dashboard/companies" search={{ company: item.id }}>
        {t.open} <span className="visually-hidden">{item.name}</span>
      </Link>
    ),
  },
];

function CompaniesPage() {
  const { company: chosen, edit } = Route.useSearch();
  const { claim, scope } = useOrganiser();
  const navigate = useNavigate();
  const t = useStore(words);
  const titles = useStore(routeTitles);
  const companies = useCompanies(claim, scope);
  const company = companies?.find((item) => item.id === chosen);
  const onSaved = (id: string) =>
    void navigate({ to: '/dashboard/companies', search: { company: id } });
  return (
    <section aria-labelledby="companies-title">
      <h1 id="companies-title">{titles['/dashboard/companies']}</h1>
      <DataTable
        caption={t.caption}
        columns={companyColumns(t)}
        rows={companies}
        rowKey={(item) => item.id}
      />
      {scope.all && edit !== 'new' ? (
        <p>
          <Link to="/dashboard/companies" search={{ edit: 'new' }} className="button">
            {t.newCompany}
          </Link>
        </p>
      ) : null}
      {edit === 'new' ? (
        <>
          <h2>{t.newCompany}</h2>
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
                {t.edit({ name: company.name })}
              </Link>
            )
          ) : null}
        </>
      )}
    </section>
  );
}

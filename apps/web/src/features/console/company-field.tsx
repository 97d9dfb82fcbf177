import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('companyField', {
  none: 'No company',
  byId: params('Company “{id}”'),
  label: 'Customer company',
  fixed: 'Only an organiser of the company can move the event to another company.',
});

/**
 * A company as people read it: its name where the organiser may read the company, else its id
 * said in words (the rules show a company's record only to its own organisers).
 */
export const companyLabel = (
  customerId: string | undefined,
  companies: readonly CompanyRecord[],
): string => {
  const t = words.get();
  if (customerId === undefined || customerId === '') return t.none;
  return companies.find((company) => company.id === customerId)?.name ?? t.byId({ id: customerId });
};

/**
 * The event's customer company: a choice among the organiser's companies, or, for an organiser
 * who cannot choose (granted the event only, or not the company it belongs to), its current
 * company as a fixed value sent back unchanged. A required select with no options would block
 * the whole form in the browser.
 */
export const CompanyField = ({
  customerId,
  companies,
  describedBy,
}: {
  customerId: string | undefined;
  companies: readonly CompanyRecord[];
  describedBy: string | undefined;
}) => {
  const t = useStore(words);
  const choosable =
    companies.length > 0 &&
    (customerId === undefined || companies.some((company) => company.id === customerId));
  if (choosable)
    return (
      <label>
        {t.label}
        <select name="customerId" required defaultValue={customerId} aria-describedby={describedBy}>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    <>
      <label>
        {t.label}
        <input
          readOnly
          value={companyLabel(customerId, companies)}
          aria-describedby={['company-fixed', describedBy].filter(Boolean).join(' ')}
        />
      </label>
      <input type="hidden" name="customerId" value={customerId ?? ''} />
      <p id="company-fixed" className="hint">
        {t.fixed}
      </p>
    </>
  );
};

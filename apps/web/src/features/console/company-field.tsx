import type { CompanyRecord } from '../../lib/firebase/console-data.ts';

/**
 * A company as people read it: its name where the organiser may read the company, else its id
 * said in words (the rules show a company's record only to its own organisers).
 */
export const companyLabel = (
  customerId: string | undefined,
  companies: readonly CompanyRecord[],
): string => {
  if (customerId === undefined || customerId === '') return 'No company';
  return companies.find((company) => company.id === customerId)?.name ?? `Company “${customerId}”`;
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
  const choosable =
    companies.length > 0 &&
    (customerId === undefined || companies.some((company) => company.id === customerId));
  if (choosable)
    return (
      <label>
        Customer company
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
        Customer company
        <input
          readOnly
          value={companyLabel(customerId, companies)}
          aria-describedby={['company-fixed', describedBy].filter(Boolean).join(' ')}
        />
      </label>
      <input type="hidden" name="customerId" value={customerId ?? ''} />
      <p id="company-fixed" className="hint">
        Only an organiser of the company can move the event to another company.
      </p>
    </>
  );
};

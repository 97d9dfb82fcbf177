import { storagePaths } from '@engage/domain/store/storage';
import { type FormEvent, useState } from 'react';
import { callAdminCreateCompany, callAdminUpdateCompany } from '../../lib/firebase/calls.ts';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import { PictureField } from './picture-field.tsx';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const SUBSCRIPTIONS = ['free', 'standard', 'premium', 'enterprise'] as const;
type Subscription = (typeof SUBSCRIPTIONS)[number];

/**
 * A customer company: name, subscription, user limit (required), logo and invitation code (its
 * form id). Its id follows the domain's rule; its events and eventTotal follow its events.
 * Organisers of every event make and change companies; a company's own organisers see them.
 */
export const CompanyForm = ({
  company,
  onSaved,
}: {
  company: CompanyRecord | undefined;
  onSaved: (id: string) => void;
}) => {
  const [logo, setLogo] = useState<string | undefined>(company?.logo);
  const create = useConsoleAction(
    callAdminCreateCompany,
    (result) => `Company ${result.id} created.`,
  );
  const update = useConsoleAction(callAdminUpdateCompany, () => 'Company saved.');
  const action = company === undefined ? create : update;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = {
      name: String(form.get('name')),
      subscription: String(form.get('subscription')) as Subscription,
      userLimit: Number(form.get('userLimit')),
      formId: String(form.get('formId')).trim(),
    };
    // The callable protocol sends an undefined field as null: fields left empty are left out.
    if (company === undefined) {
      const { formId, ...rest } = fields;
      create.mutate(
        { ...rest, ...(formId === '' ? {} : { formId }) },
        { onSuccess: (result) => onSaved(result.id) },
      );
    } else
      update.mutate(
        { companyId: company.id, ...fields, ...(logo === undefined ? {} : { logo }) },
        { onSuccess: () => onSaved(company.id) },
      );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="form"
      aria-label={company ? 'Edit the company' : 'New company'}
    >
      {company === undefined ? (
        <p className="hint">
          The company’s logo is added once the company is created: it shows on the pages of its
          events that have no host logo of their own.
        </p>
      ) : (
        <PictureField
          label="Company logo"
          path={storagePaths.companyLogo(company.id)}
          shown={logo ?? storagePaths.companyLogo(company.id)}
          onUploaded={setLogo}
        />
      )}
      <label>
        Name
        <input name="name" required maxLength={100} defaultValue={company?.name} />
      </label>
      <label>
        Subscription
        <select name="subscription" defaultValue={company?.subscription ?? 'standard'}>
          {SUBSCRIPTIONS.map((subscription) => (
            <option key={subscription}>{subscription}</option>
          ))}
        </select>
      </label>
      <label>
        User limit
        <input
          name="userLimit"
          type="number"
          min={0}
          step={1}
          required
          defaultValue={company?.userLimit}
        />
      </label>
      <label>
        Invitation code (form id)
        <input name="formId" maxLength={100} defaultValue={company?.formId} />
      </label>
      <FormFooter
        action={action}
        label={company === undefined ? 'Create the company' : 'Save the company'}
      />
    </form>
  );
};

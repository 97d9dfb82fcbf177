import { storagePaths } from '@engage/domain/store/storage';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { callAdminCreateCompany, callAdminUpdateCompany } from '../../lib/firebase/calls.ts';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { PictureField } from './picture-field.tsx';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const SUBSCRIPTIONS = ['free', 'standard', 'premium', 'enterprise'] as const;
type Subscription = (typeof SUBSCRIPTIONS)[number];

const words = i18n('companyForm', {
  created: params('Company {id} created.'),
  saved: 'Company saved.',
  edit: 'Edit the company',
  new: 'New company',
  logoLater:
    'The company’s logo is added once the company is created: it shows on the pages of its events that have no host logo of their own.',
  logo: 'Company logo',
  name: 'Name',
  subscription: 'Subscription',
  free: 'free',
  standard: 'standard',
  premium: 'premium',
  enterprise: 'enterprise',
  userLimit: 'User limit',
  formId: 'Invitation code (form id)',
  create: 'Create the company',
  save: 'Save the company',
});

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
  const t = useStore(words);
  const create = useConsoleAction(callAdminCreateCompany, (result) =>
    words.get().created({ id: result.id }),
  );
  const update = useConsoleAction(callAdminUpdateCompany, () => words.get().saved);
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
    <form onSubmit={onSubmit} className="form" aria-label={company ? t.edit : t.new}>
      {company === undefined ? (
        <p className="hint">{t.logoLater}</p>
      ) : (
        <PictureField
          label={t.logo}
          path={storagePaths.companyLogo(company.id)}
          shown={logo ?? storagePaths.companyLogo(company.id)}
          onUploaded={setLogo}
        />
      )}
      <label>
        {t.name}
        <input name="name" required maxLength={100} defaultValue={company?.name} />
      </label>
      <label>
        {t.subscription}
        <select name="subscription" defaultValue={company?.subscription ?? 'standard'}>
          {SUBSCRIPTIONS.map((subscription) => (
            <option key={subscription} value={subscription}>
              {t[subscription]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.userLimit}
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
        {t.formId}
        <input name="formId" maxLength={100} defaultValue={company?.formId} />
      </label>
      <FormFooter action={action} label={company === undefined ? t.create : t.save} />
    </form>
  );
};

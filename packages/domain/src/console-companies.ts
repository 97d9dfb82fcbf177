import { type Actor, addAudit, changedFields } from './audit.ts';
import { makeCompanyId } from './company-id.ts';
import type { CreateCompanyInput, UpdateCompanyInput } from './inputs.ts';
import { accept, type Context, type Plan, refuse, WriteSet } from './plan.ts';
import { organiserNodes } from './store/organisers.ts';

/** A customer company under the domain's id rule, with no seats taken and no events yet. */
export const planCompany = (
  input: CreateCompanyInput,
  actor: Actor,
  ctx: Pick<Context, 'now' | 'random' | 'newId'>,
): Plan<{ readonly id: string }> => {
  const id = makeCompanyId(input.name, { now: () => ctx.now, random: ctx.random });
  const metadata = {
    name: input.name,
    subscription: input.subscription,
    eventTotal: 0,
    userLimit: input.userLimit,
    ...(input.logo !== undefined ? { logo: input.logo } : {}),
    ...(input.formId !== undefined ? { formId: input.formId } : {}),
  };
  const writes = new WriteSet()
    .set(organiserNodes.companyMetadata(id), metadata)
    .set(organiserNodes.userCount(id), 0);
  addAudit(
    writes,
    { kind: 'company', id },
    actor,
    { action: 'company.create', target: id, before: null, after: metadata },
    ctx,
  );
  return accept({ id }, writes);
};

type StoredCompany = Readonly<Record<string, unknown>> & { readonly name?: string };

/** The fields an edit may change, in the input's order (the audit lists them so). */
const COMPANY_FIELDS = ['name', 'subscription', 'userLimit', 'logo', 'formId'] as const;

/**
 * An edit of a company's name, subscription, user limit, logo or invitation code, field by field
 * (its events and eventTotal follow its events, never an edit). A limit below the seats already
 * taken stops new registrations and removes nobody.
 */
export const decideCompanyUpdate = (
  existing: StoredCompany | null,
  input: UpdateCompanyInput,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  if (existing?.name === undefined) return refuse('not-found', 'company');
  const { companyId, ...fields } = input;
  const writes = new WriteSet();
  const after: Record<string, unknown> = {};
  for (const field of COMPANY_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    // An empty logo or invitation code removes it.
    const stored = value === '' ? null : value;
    writes.set(organiserNodes.companyField(companyId, field), stored);
    after[field] = stored;
  }
  const before = Object.fromEntries(Object.keys(after).map((key) => [key, existing[key] ?? null]));
  addAudit(
    writes,
    { kind: 'company', id: companyId },
    actor,
    { action: 'company.update', target: companyId, ...changedFields(before, after) },
    ctx,
  );
  return accept({ id: companyId }, writes);
};

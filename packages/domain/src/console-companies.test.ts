import { describe, expect, it } from 'vitest';
import { decideCompanyUpdate, planCompany } from './console-companies.ts';
import { ACTOR, audit, ids, NOTHING } from './console-fixtures.ts';

const NOW = 1_700_000_000_000;

describe('planCompany', () => {
  const suffix = `_aaa_${NOW.toString(36)}aaaa`;
  it.each([
    [
      { name: 'Acme Events', subscription: 'premium', userLimit: 100 },
      `acme_events${suffix}`,
      { name: 'Acme Events', subscription: 'premium', eventTotal: 0, userLimit: 100 },
    ],
    [
      { name: 'Big Co', subscription: 'free', userLimit: 5, logo: 'logo.png', formId: 'form-1' },
      `big_co${suffix}`,
      {
        name: 'Big Co',
        subscription: 'free',
        eventTotal: 0,
        userLimit: 5,
        logo: 'logo.png',
        formId: 'form-1',
      },
    ],
  ] as const)('%j', (input, id, metadata) => {
    expect(planCompany(input, ACTOR, { now: NOW, random: () => 0, ...ids() })).toStrictEqual({
      ok: true,
      value: { id },
      writes: {
        sets: {
          [`companies/${id}/metadata`]: metadata,
          [`companies/${id}/userCount`]: 0,
          [`audit/companies/${id}/id1`]: audit('company.create', id, null, metadata),
        },
        increments: {},
      },
    });
  });
});

describe('decideCompanyUpdate', () => {
  const stored = { name: 'Acme', subscription: 'free', userLimit: 10, formId: 'code-1' };

  it('sets only the fields given; an empty invitation code removes it; the audit shows what moved', () => {
    expect(
      decideCompanyUpdate(
        stored,
        { companyId: 'acme', userLimit: 2, formId: '', name: 'Acme', subscription: undefined },
        ACTOR,
        ids(),
      ),
    ).toStrictEqual({
      ok: true,
      value: { id: 'acme' },
      writes: {
        sets: {
          'companies/acme/metadata/userLimit': 2,
          'companies/acme/metadata/formId': null,
          'companies/acme/metadata/name': 'Acme',
          'audit/companies/acme/id1': audit(
            'company.update',
            'acme',
            { userLimit: 10, formId: 'code-1' },
            { userLimit: 2, formId: null },
          ),
        },
        increments: {},
      },
    });
  });

  it.each([[null], [{ userLimit: 3 }]])('a company that is not there (%j) is not-found', (was) => {
    expect(
      decideCompanyUpdate(was, { companyId: 'gone', userLimit: 1 }, ACTOR, ids()),
    ).toStrictEqual({ ok: false, error: 'not-found', detail: 'company', writes: NOTHING });
  });
});

import { type CallableName, CALLABLES as CONTRACT } from '@engage/domain/contract';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { storagePaths } from '@engage/domain/store/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from './callables.ts';
import { baseData, EVENT, startStack, type TestStack } from './testing/stack.ts';
import { runCallable } from './triggers/callable.ts';

/**
 * The console's content callables through the callable wrapper (the input schema, then the real
 * handler) against the project's emulator: what the database cannot hold, or should not, is
 * refused as invalid input before anything is written (review M2).
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(1);
  await stack.reset(baseData(100));
});
afterAll(() => stack.close());

const boss = { uid: 'uid-boss', token: { email: 'boss@example.com', organiser: '*' } };
const call = (name: CallableName, data: unknown) =>
  runCallable(
    CONTRACT[name],
    HANDLERS[name as keyof typeof HANDLERS] as never,
    stack.deps(),
    boss,
    data,
  );

const site = 'https://contoso.example.com';
const sponsor = {
  Logo: storagePaths.sponsorLogo(EVENT, 'contoso'),
  Paragraph: 'p',
  Category: 'Gold',
};
const speaker = { name: 'Grace', topic: 'Compilers', location: 'A', time: '10:00', about: '…' };
const mug = { name: 'Mug', cost: 5, stock: 2 };
const acme = { name: 'Initech', subscription: 'free', userLimit: 10 };
const twoMegabytes = 'x'.repeat(2_000_000);
const manyLinks = Object.fromEntries(
  Array.from({ length: 3000 }, (_, i) => [`link${i}`, `${site}/${i}`]),
);

describe('content inputs', () => {
  it.each([
    ['adminWriteSponsor', 'a link keyed "a/b"', { SocialLinks: { 'a/b': site } }],
    ['adminWriteSponsor', '3000 links', { SocialLinks: manyLinks }],
    ['adminWriteSponsor', 'a link of no known platform', { SocialLinks: { mastodon: site } }],
    ['adminWriteSponsor', 'a 2 MB logo', { Logo: twoMegabytes }],
    ['adminWriteSponsor', 'an unknown field', { tier: 'platinum' }],
    ['adminWriteSpeaker', 'a 2 MB image', { image: twoMegabytes }],
    ['adminWriteSpeaker', 'an unknown field', { isAdmin: true }],
    ['adminWritePrize', 'a cost of 1e300', { cost: 1e300 }],
    ['adminWritePrize', 'a stock over a million', { stock: 1_000_001 }],
    ['adminWritePrize', 'a 2 MB image', { image: twoMegabytes }],
    ['adminWritePrize', 'an unknown field', { sales: { s1: { qty: 1 } } }],
    ['adminCreateCompany', 'a 2 MB logo', { logo: twoMegabytes }],
    ['adminCreateCompany', 'a long invitation code', { formId: 'y'.repeat(101) }],
    ['adminCreateCompany', 'an unknown field', { eventTotal: 5 }],
  ] as const)('%s refuses %s with invalid-argument, writing nothing', async (name, _what, bad) => {
    const data =
      name === 'adminWriteSponsor'
        ? { eventId: EVENT, sponsorId: 'contoso', sponsor: { ...sponsor, ...bad } }
        : name === 'adminWriteSpeaker'
          ? { eventId: EVENT, speakerId: 'grace', speaker: { ...speaker, ...bad } }
          : name === 'adminWritePrize'
            ? { eventId: EVENT, prizeId: 'cap', prize: { ...mug, ...bad } }
            : { ...acme, ...bad };
    const before = await stack.root();
    const error = await call(name, data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: { code: 'invalid-argument' },
    });
    expect(await stack.root()).toEqual(before);
  });

  it('accepts the same content within bounds, links under the known platforms', async () => {
    const links = { website: site, linkedin: site, twitter: site, instagram: site, facebook: site };
    await call('adminWriteSponsor', {
      eventId: EVENT,
      sponsorId: 'contoso',
      sponsor: { ...sponsor, SocialLinks: links },
    });
    await call('adminWritePrize', {
      eventId: EVENT,
      prizeId: 'cap',
      prize: { ...mug, cost: 1_000_000, stock: 1_000_000 },
    });
    const db = stack.deps().db;
    expect((await db.ref(eventNodes.sponsor(EVENT, 'contoso')).get()).val()).toMatchObject({
      SocialLinks: links,
    });
    expect((await db.ref(marketNodes.prize(EVENT, 'cap')).get()).val()).toMatchObject({
      cost: 1_000_000,
      stock: 1_000_000,
    });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  attendanceModeSchema,
  companySchema,
  emailSchema,
  keySchema,
  nameSchema,
  prizeSchema,
  speakerSchema,
  sponsorSchema,
  teamNameSchema,
} from './entities.ts';
import * as inputs from './inputs.ts';
import {
  deleteTriviaInput,
  orderTriviaInput,
  writeEventInput,
  writeTriviaInput,
} from './inputs-console.ts';
import { isWebUrl } from './web-url.ts';

const valid = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
const grace = { name: 'Grace', topic: 'Compilers', location: 'Hall A', time: '10:00', about: '…' };
const summit = {
  eventId: 'summit-2026',
  create: false,
  event: {
    name: 'Summit',
    startsAt: 1_000,
    endsAt: 2_000,
    venue: 'Hall',
    description: '',
    customerId: 'acme',
    mode: 'hybrid',
  },
  teams: ['AGILE', 'MODERN'],
};

describe('entity schemas', () => {
  it.each([
    [keySchema, 'summit-2026', true],
    [keySchema, 'a/b', false],
    [keySchema, '', false],
    [nameSchema, '  Ada  ', true],
    [nameSchema, '   ', false],
    [nameSchema, 'x'.repeat(101), false],
    [emailSchema, ' ada@example.com ', true],
    [emailSchema, 'ada@', false],
    [teamNameSchema, 'KNOCK-OUT', true],
    [teamNameSchema, 'knock-out', false],
    [attendanceModeSchema, 'online', true],
    [attendanceModeSchema, 'hybrid', false],
    [companySchema, { name: 'Acme', subscription: 'premium', eventTotal: 1, userLimit: 100 }, true],
    [companySchema, { name: 'Acme', subscription: 'gold', eventTotal: 1, userLimit: 100 }, false],
    [companySchema, { name: 'Acme', subscription: 'free', eventTotal: -1, userLimit: 100 }, false],
    [speakerSchema, { ...grace, linkedinUrl: 'https://example.com/grace' }, true],
    [speakerSchema, { ...grace, twitterURL: 'nope' }, false],
    [speakerSchema, { ...grace, twitterURL: 'https://x.com/grace' }, true],
    [speakerSchema, { ...grace, twitterURL: 'http://x.com/grace' }, false],
    [speakerSchema, { ...grace, twitterURL: 'javascript:alert(1)' }, false],
    [speakerSchema, { ...grace, facebookURL: 'data:text/html,<b>hi</b>' }, false],
    [speakerSchema, { ...grace, instagramURL: 'ftp://example.com/grace' }, false],
    [speakerSchema, { ...grace, about: 'x'.repeat(5001) }, false],
    [sponsorSchema, { Logo: 'logo.png', Paragraph: 'p', Category: 'Gold' }, true],
    [sponsorSchema, { Logo: 'logo.png', Paragraph: 'p', Category: '' }, false],
    [sponsorSchema, { name: 'Contoso', Logo: 'l', Paragraph: 'p', Category: 'Gold' }, true],
    [sponsorSchema, { name: ' ', Logo: 'l', Paragraph: 'p', Category: 'Gold' }, false],
    [
      sponsorSchema,
      { Logo: 'l', Paragraph: 'p', Category: 'c', SocialLinks: { twitter: 'https://x.com/acme' } },
      true,
    ],
    [
      sponsorSchema,
      { Logo: 'l', Paragraph: 'p', Category: 'c', SocialLinks: { website: 'http://acme.com' } },
      false,
    ],
    [
      sponsorSchema,
      { Logo: 'l', Paragraph: 'p', Category: 'c', SocialLinks: { twitter: 'JavaScript:alert(1)' } },
      false,
    ],
    [prizeSchema, { name: 'Mug', cost: 5, stock: 0 }, true],
    [prizeSchema, { name: 'Mug', cost: 0, stock: 1 }, false],
    [prizeSchema, { name: 'Mug', cost: 1.5, stock: 1 }, false],
  ] as [v.GenericSchema, unknown, boolean][])('%#: %j valid %s', (schema, value, ok) => {
    expect(valid(schema, value)).toBe(ok);
  });
});

describe('isWebUrl', () => {
  it.each([
    ['https://example.com/grace', true],
    ['http://example.com', false],
    ['HTTP://EXAMPLE.COM', false],
    ['HTTPS://EXAMPLE.COM', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>hi</b>', false],
    ['https:///no-host', false],
    ['https:// space', false],
    ['//example.com', false],
    [' https://example.com', false],
    ['mailto:ada@example.com', false],
  ])('%j is a web link: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });
});

/** A request id as sendOtp answers one (base64url of 16 random bytes). */
const REQUEST = 'Zm9vYmFyYmF6cXV4MTIzNA';

describe('callable input schemas', () => {
  const sponsor = { Logo: 'l', Paragraph: 'p', Category: 'c' };
  const site = 'https://contoso.example.com';
  const allLinks = {
    website: site,
    linkedin: site,
    twitter: site,
    instagram: site,
    facebook: site,
  };
  const withLinks = (SocialLinks: Record<string, string>) => ({ ...sponsor, SocialLinks });
  const mug = { name: 'Mug', cost: 5, stock: 2 };
  const acme = { name: 'Acme', subscription: 'free', userLimit: 10 };
  const registration = {
    name: 'Ada',
    company: 'Acme',
    department: 'R&D',
    teamName: 'AGILE',
    eventId: 'summit',
  };
  it.each([
    [inputs.registerInput, registration, true],
    [inputs.registerInput, { ...registration, invitationCode: 'invite-42', color: 'teal' }, true],
    [inputs.registerInput, { ...registration, name: '' }, false],
    [inputs.registerInput, { ...registration, invitationCode: ' ' }, false],
    [inputs.registerInput, { ...registration, customerId: 'acme' }, false],
    [inputs.registerInput, { ...registration, isAdmin: true }, false],
    [inputs.eventSignInInput, { eventId: 'summit' }, true],
    [inputs.eventSignInInput, {}, true],
    [inputs.signOutInput, {}, true],
    [inputs.awardConnectionInput, { qr: 'engage:1:{}' }, true],
    [inputs.awardConnectionInput, { qr: 'x'.repeat(1024) }, true],
    [inputs.awardConnectionInput, { qr: 'x'.repeat(1025) }, false],
    [inputs.issueQrTokenInput, {}, true],
    [inputs.levelUpInput, {}, true],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 1, requestId: 'r1' }, true],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 10, requestId: 'r1' }, true],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 1 }, false],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 0, requestId: 'r1' }, false],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 11, requestId: 'r1' }, false],
    [inputs.allocatePrizeInput, { eventId: 'e', purchaseId: 'r1', state: 'claimed' }, true],
    [inputs.allocatePrizeInput, { eventId: 'e', purchaseId: 'r1', state: 'lost' }, false],
    [inputs.allocatePrizeInput, { userKey: 'k', state: 'claimed' }, false],
    [inputs.pairingRequestInput, { otherPublicId: 'p1' }, true],
    [inputs.pairingRequestInput, { otherPublicId: 'p1', game: 'act01' }, false],
    [inputs.pairingRequestInput, { otherKey: 'k' }, false],
    [inputs.pairingRespondInput, { roomId: 'r1', accept: true }, true],
    [inputs.pairingRespondInput, { requesterKey: 'k', accept: true }, false],
    [inputs.rpsForfeitInput, { roomId: 'r1' }, true],
    [inputs.startBingoInput, {}, true],
    [inputs.answerTriviaInput, { questionId: 'q1', answer: ' Paris ' }, true],
    [inputs.answerTriviaInput, { questionId: 'q1', answer: '  ' }, false],
    [inputs.answerTriviaInput, { questionId: 'q/1', answer: 'Paris' }, false],
    ...(() => {
      const q = {
        image: 'picture_trivia/e__q/p.png',
        question: 'Q?',
        options: ['a', 'b'],
        points: 10,
      };
      const w = (question: object, answer?: number) => ({
        eventId: 'e',
        questionId: 'e__q',
        question: { ...q, ...question },
        ...(answer === undefined ? {} : { right: answer }),
      });
      return [
        [writeTriviaInput, w({}, 1), true],
        [writeTriviaInput, w({}), true],
        [writeTriviaInput, w({ options: ['a', 'b', 'c', 'd', 'e', 'f'] }, 5), true],
        [writeTriviaInput, w({ options: ['a'] }, 0), false],
        [writeTriviaInput, w({ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 0), false],
        [writeTriviaInput, w({ options: ['Red', ' red'] }, 0), false],
        [writeTriviaInput, w({ options: ['a', '  '] }, 0), false],
        [writeTriviaInput, w({ points: 0 }, 0), false],
        [writeTriviaInput, w({ points: 1.5 }, 0), false],
        [writeTriviaInput, w({ points: 1001 }, 0), false],
        [writeTriviaInput, w({ question: ' ' }, 0), false],
        [writeTriviaInput, w({}, 6), false],
        [writeTriviaInput, w({}, -1), false],
        [deleteTriviaInput, { eventId: 'e', questionId: 'e__q' }, true],
        [deleteTriviaInput, { eventId: 'e', questionId: 'e/q' }, false],
        [orderTriviaInput, { eventId: 'e', order: ['e__a', 'e__b'] }, true],
        [orderTriviaInput, { eventId: 'e', order: [] }, false],
      ] as const;
    })(),
    [inputs.pairingDisconnectInput, { roomId: 'r' }, true],
    [inputs.rpsMoveInput, { roomId: 'r', move: 'rock' }, true],
    [inputs.rpsMoveInput, { roomId: 'r', move: 'lizard' }, false],
    [inputs.adminAdjustPointsInput, { userKey: 'k', delta: -5, reason: 'typo' }, true],
    [inputs.adminAdjustPointsInput, { userKey: 'k', delta: 0, reason: 'typo' }, false],
    [inputs.adminAdjustPointsInput, { userKey: 'k', delta: 5, reason: ' ' }, false],
    [inputs.removeUserInput, { userKey: 'k' }, true],
    [inputs.setOrganiserInput, { userKey: 'k', grant: true, events: ['summit'] }, true],
    [inputs.setOrganiserInput, { userKey: 'k', grant: true, customers: ['a/b'] }, false],
    [inputs.createCompanyInput, { name: 'Acme', subscription: 'free', userLimit: 10 }, true],
    [inputs.createCompanyInput, { name: 'Acme', subscription: 'free' }, false],
    [inputs.writeSpeakerInput, { eventId: 'e', speaker: grace }, true],
    [
      inputs.writeSponsorInput,
      { eventId: 'e', sponsor: { Logo: 'l', Paragraph: 'p', Category: 'c' } },
      true,
    ],
    [inputs.writePrizeInput, { eventId: 'e', prize: { name: 'Mug', cost: 5, stock: 2 } }, true],
    [
      inputs.writePrizeInput,
      { eventId: 'e', prizeId: 'mug', prize: { name: 'Mug', cost: 5, stock: 2 }, stockSeen: 4 },
      true,
    ],
    [
      inputs.writePrizeInput,
      { eventId: 'e', prizeId: 'mug', prize: { name: 'Mug', cost: 5, stock: 2 }, stockSeen: -1 },
      false,
    ],
    // Content: every text bounded, links only under the known platforms, counts up to a million,
    // and no unknown field (a strict object refuses it rather than dropping it).
    [
      inputs.writeSpeakerInput,
      { eventId: 'e', speaker: { ...grace, image: 'x'.repeat(500) } },
      true,
    ],
    [
      inputs.writeSpeakerInput,
      { eventId: 'e', speaker: { ...grace, image: 'x'.repeat(501) } },
      false,
    ],
    [inputs.writeSpeakerInput, { eventId: 'e', speaker: { ...grace, isAdmin: true } }, false],
    [
      inputs.writeSponsorInput,
      { eventId: 'e', sponsor: { ...sponsor, Logo: 'x'.repeat(500) } },
      true,
    ],
    [
      inputs.writeSponsorInput,
      { eventId: 'e', sponsor: { ...sponsor, Logo: 'x'.repeat(501) } },
      false,
    ],
    [inputs.writeSponsorInput, { eventId: 'e', sponsor: { ...sponsor, Logo: '' } }, false],
    [inputs.writeSponsorInput, { eventId: 'e', sponsor: { ...sponsor, tier: 'gold' } }, false],
    [inputs.writeSponsorInput, { eventId: 'e', sponsor: withLinks(allLinks) }, true],
    [inputs.writeSponsorInput, { eventId: 'e', sponsor: withLinks({ 'a/b': site }) }, false],
    [inputs.writeSponsorInput, { eventId: 'e', sponsor: withLinks({ mastodon: site }) }, false],
    [inputs.writePrizeInput, { eventId: 'e', prize: { ...mug, cost: 1e6, stock: 1e6 } }, true],
    [inputs.writePrizeInput, { eventId: 'e', prize: { ...mug, cost: 1e6 + 1 } }, false],
    [inputs.writePrizeInput, { eventId: 'e', prize: { ...mug, stock: 1e300 } }, false],
    [inputs.writePrizeInput, { eventId: 'e', prize: { ...mug, image: 'x'.repeat(501) } }, false],
    [inputs.writePrizeInput, { eventId: 'e', prize: { ...mug, sold: 3 } }, false],
    [inputs.writePrizeInput, { eventId: 'e', prize: mug, stockSeen: 1e6 + 1 }, false],
    [inputs.writePrizeInput, { eventId: 'e', prize: mug, extra: 1 }, false],
    [inputs.createCompanyInput, { ...acme, logo: 'x'.repeat(300), formId: 'y'.repeat(100) }, true],
    [inputs.createCompanyInput, { ...acme, logo: 'x'.repeat(301) }, false],
    [inputs.createCompanyInput, { ...acme, formId: 'y'.repeat(101) }, false],
    [inputs.updateCompanyInput, { companyId: 'acme', logo: 'x'.repeat(301) }, false],
    [inputs.setThemeInput, { eventId: 'e', scheme: { themeColor: '#000000' } }, true],
    // A colour that is not #rrggbb reaches the theme rule, which refuses it with invalid-theme.
    [inputs.setThemeInput, { eventId: 'e', scheme: { themeColor: 'black' } }, true],
    [inputs.setThemeInput, { eventId: 'e', scheme: { themeColor: 'x'.repeat(51) } }, false],
    [inputs.setThemeInput, { eventId: 'e', scheme: { colours: {} } }, false],
    [inputs.updateCompanyInput, { companyId: 'acme', userLimit: 2 }, true],
    [inputs.updateCompanyInput, { companyId: 'acme', userLimit: -1 }, false],
    [inputs.updateCompanyInput, { userLimit: 2 }, false],
    [writeEventInput, { ...summit, create: true }, true],
    [writeEventInput, { ...summit, eventId: 'Summit 2026' }, false],
    [writeEventInput, { ...summit, eventId: 'ab' }, false],
    [writeEventInput, { ...summit, eventId: 'null' }, false],
    [writeEventInput, { ...summit, eventId: 'undefined' }, false],
    [writeEventInput, { ...summit, eventId: 'true' }, false],
    [writeEventInput, { ...summit, eventId: 'nulls' }, true],
    [writeEventInput, { ...summit, teams: [] }, false],
    [writeEventInput, { ...summit, teams: ['AGILE', 'AGILE'] }, false],
    [writeEventInput, { ...summit, teams: ['DRAGONS'] }, false],
    [writeEventInput, { ...summit, event: { ...summit.event, endsAt: 1 } }, false],
    [writeEventInput, { ...summit, event: { ...summit.event, mode: 'moon' } }, false],
    [inputs.deleteContentInput, { eventId: 'e', kind: 'speaker', id: 's1' }, true],
    [inputs.deleteContentInput, { eventId: 'e', kind: 'theme', id: 's1' }, false],
    [inputs.setRepInput, { userKey: 'k', isRep: true }, true],
    [inputs.setRepInput, { userKey: 'k' }, false],
    [inputs.updateProfileInput, { name: 'Ada', company: '', department: '', color: 'red' }, true],
    [inputs.updateProfileInput, { name: ' ', company: '', department: '', color: 'red' }, false],
    [
      inputs.updateProfileInput,
      { name: 'Ada', company: '', department: '', color: 'red', isAdmin: true },
      false,
    ],
    [inputs.sendOtpInput, { email: 'ada@example.com' }, true],
    [
      inputs.verifyOtpInput,
      { email: 'ada@example.com', code: '1234567890', request: REQUEST },
      true,
    ],
    [
      inputs.verifyOtpInput,
      { email: 'ada@example.com', code: '123456789', request: REQUEST },
      false,
    ],
    [
      inputs.verifyOtpInput,
      { email: 'ada@example.com', code: '123456789a', request: REQUEST },
      false,
    ],
    // A code is bound to the request that asked for it: without it, or a made-up short one, no guess.
    [inputs.verifyOtpInput, { email: 'ada@example.com', code: '1234567890' }, false],
    [
      inputs.verifyOtpInput,
      { email: 'ada@example.com', code: '1234567890', request: 'short' },
      false,
    ],
    [
      inputs.verifyOtpInput,
      { email: 'ada@example.com', code: '1234567890', request: 'a/b'.repeat(8) },
      false,
    ],
  ] as [v.GenericSchema, unknown, boolean][])('%#: %j valid %s', (schema, value, ok) => {
    expect(valid(schema, value)).toBe(ok);
  });
});

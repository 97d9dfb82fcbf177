import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  companySchema,
  eventSchema,
  eventSearchSchema,
  gameStateSchema,
  leaderboardEntrySchema,
  ledgerEntrySchema,
  prizeSchema,
  speakerSchema,
  sponsorSchema,
  userMetadataSchema,
} from './entities.ts';
import * as inputs from './inputs.ts';
import { newUser } from './registration.ts';

const valid = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('entity schemas', () => {
  it('accept what the domain writes and refuse what it does not', () => {
    const user = newUser(
      {
        uid: 'u',
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Acme',
        department: 'R&D',
        teamName: 'MODERN',
        customerId: 'acme',
        eventId: 'summit',
      },
      () => 0,
    );
    expect(valid(userMetadataSchema, user)).toBe(true);
    expect(valid(userMetadataSchema, { ...user, color: 'rainbow' })).toBe(false);
    expect(valid(gameStateSchema, { code: 'act04', isComplete: false, totalPoints: 10 })).toBe(
      true,
    );
    expect(
      valid(companySchema, {
        name: 'Acme',
        subscription: 'premium',
        eventTotal: 1,
        userLimit: 100,
      }),
    ).toBe(true);
    expect(valid(companySchema, { name: 'Acme', subscription: 'gold', eventTotal: 1 })).toBe(false);
    expect(
      valid(speakerSchema, {
        name: 'Grace',
        topic: 'Compilers',
        location: 'Hall A',
        time: '10:00',
        about: '...',
        linkedinUrl: 'https://example.com/grace',
      }),
    ).toBe(true);
    expect(
      valid(speakerSchema, {
        name: 'Grace',
        topic: '',
        location: '',
        time: '',
        about: '',
        twitterURL: 'nope',
      }),
    ).toBe(false);
    expect(valid(sponsorSchema, { Logo: 'logo.png', Paragraph: 'p', Category: 'Gold' })).toBe(true);
    expect(
      valid(eventSchema, {
        metadata: { name: 'Summit', registrants: 3 },
        teams: { a: { name: 'AGILE', color: 'green' } },
      }),
    ).toBe(true);
    expect(valid(prizeSchema, { name: 'Mug', cost: 0, stock: 1 })).toBe(false);
    expect(valid(leaderboardEntrySchema, { name: 'Ada', score: 10 })).toBe(true);
    expect(valid(ledgerEntrySchema, { points: 10, reason: 'qr', at: 1, by: 'system' })).toBe(true);
  });

  it('validates ?event= as an optional key', () => {
    expect(valid(eventSearchSchema, {})).toBe(true);
    expect(valid(eventSearchSchema, { event: 'summit-2026' })).toBe(true);
    expect(valid(eventSearchSchema, { event: 'a/b' })).toBe(false);
  });
});

describe('callable input schemas', () => {
  it.each([
    [
      inputs.registerInput,
      {
        name: 'Ada',
        company: 'Acme',
        department: 'R&D',
        teamName: 'AGILE',
        customerId: 'acme',
        eventId: 'summit',
      },
      true,
    ],
    [
      inputs.registerInput,
      {
        name: '',
        company: 'Acme',
        department: '',
        teamName: 'AGILE',
        customerId: 'acme',
        eventId: 'summit',
      },
      false,
    ],
    [
      inputs.registerInput,
      {
        name: 'Ada',
        company: '',
        department: '',
        teamName: 'AGILE',
        customerId: 'acme',
        eventId: 'summit',
        isAdmin: true,
      },
      false,
    ],
    [inputs.eventSignInInput, { eventId: 'summit' }, true],
    [inputs.signOutInput, {}, true],
    [inputs.awardConnectionInput, { qr: 'engage:1:{}' }, true],
    [inputs.completeGameInput, { code: 'act01' }, true],
    [inputs.completeGameInput, { code: 'act04' }, false],
    [inputs.levelUpInput, {}, true],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 1 }, true],
    [inputs.buyPrizeInput, { prizeId: 'mug', qty: 0 }, false],
    [inputs.allocatePrizeInput, { userKey: 'k', state: 'claimed' }, true],
    [inputs.pairingRequestInput, { otherKey: 'k' }, true],
    [inputs.pairingRespondInput, { requesterKey: 'k', accept: true }, true],
    [inputs.pairingDisconnectInput, { roomId: 'r' }, true],
    [inputs.rpsMoveInput, { roomId: 'r', move: 'lizard' }, false],
    [inputs.adminListUsersInput, { pageSize: 50 }, true],
    [inputs.adminAdjustPointsInput, { userKey: 'k', delta: -5, reason: 'typo' }, true],
    [inputs.adminAdjustPointsInput, { userKey: 'k', delta: 0, reason: 'typo' }, false],
    [inputs.createCompanyInput, { name: 'Acme', subscription: 'free', userLimit: 10 }, true],
    [
      inputs.writeSpeakerInput,
      { eventId: 'e', speaker: { name: 'G', topic: 't', location: 'l', time: 't', about: 'a' } },
      true,
    ],
    [
      inputs.writeSponsorInput,
      { eventId: 'e', sponsor: { Logo: 'l', Paragraph: 'p', Category: 'c' } },
      true,
    ],
    [inputs.writePrizeInput, { eventId: 'e', prize: { name: 'Mug', cost: 5, stock: 2 } }, true],
    [inputs.setThemeInput, { eventId: 'e', scheme: { themeColor: '#000000' } }, true],
    [inputs.sendOtpInput, { email: 'ada@example.com' }, true],
    [inputs.verifyOtpInput, { email: 'ada@example.com', code: '12345' }, false],
  ] as [v.GenericSchema, unknown, boolean][])('%#: %j valid %s', (schema, value, ok) => {
    expect(valid(schema, value)).toBe(ok);
  });
});

import { ERROR_MESSAGES } from '@engage/domain/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from './i18n.ts';
import { locale } from './locale.ts';
import { noticeText } from './notice-words.ts';

/** Notifications as the server stores them: the English text, the key and the values. */
const CONNECTED = {
  text: '+1250 points: you connected with Ada (1225 for connecting, 25 for completing QR networking)',
  message: 'connected',
  params: { partner: 'Ada', connection: 1225, completion: 25, bingo: 0 },
};
const LEVEL = {
  text: 'You reached level 3! Press Level up on the home screen to move up.',
  message: 'level',
  params: { level: 3 },
};
const VOIDED = {
  text: 'The organisers voided 175 of your points from 4 awards: ring of 6',
  message: 'awardsVoided',
  params: { points: 175, awards: 4, reason: 'ring of 6' },
};
const MEETING = {
  text: 'Ed accepted your meeting: see My meetings',
  message: 'meetingAnswer',
  params: { name: 'Ed', answer: 'accepted' },
};
const DISCONNECTED = { text: ERROR_MESSAGES.disconnected, message: 'disconnected' };
/** Written before notifications kept their key, and one of a key this build does not know. */
const OLD = { text: 'You reached level 2! Press Level up on the home screen to move up.' };
const NEWER = { text: 'You won the raffle', message: 'raffleWon', params: { prize: 'Mug' } };

describe('a notification in the reader’s words', () => {
  afterEach(() => locale.set('en'));

  it('is the server’s English for an English reader, numbers written the English way', () => {
    expect(noticeText(CONNECTED)).toBe(
      '+1,250 points: you connected with Ada (1,225 for connecting, 25 for completing QR networking)',
    );
    expect([LEVEL, VOIDED, MEETING, DISCONNECTED].map(noticeText)).toEqual(
      [LEVEL, VOIDED, MEETING, DISCONNECTED].map((stored) => stored.text),
    );
  });

  it('is Dutch for a Dutch reader, numbers written the Dutch way, names and reasons as given', async () => {
    locale.set('nl');
    await preloadCatalogue();
    expect([CONNECTED, LEVEL, VOIDED, MEETING].map(noticeText)).toEqual([
      '+1.250 punten: je connectte met Ada (1.225 voor het connecten, 25 voor het voltooien van QR-netwerken)',
      'Je bereikte level 3! Druk op Level up op het startscherm om hoger te gaan.',
      'De organisatie trok 175 van je punten in (4 beloningen): ring of 6',
      'Ed accepteerde je afspraak: zie Mijn afspraken',
    ]);
    // The spec's disconnect text is shown as the spec writes it (docs/i18n.md).
    expect(noticeText(DISCONNECTED)).toBe(ERROR_MESSAGES.disconnected);
  });

  it('falls back to the stored text for an old notification or an unknown key, in any language', async () => {
    expect([OLD, NEWER].map(noticeText)).toEqual([OLD.text, NEWER.text]);
    locale.set('nl');
    await preloadCatalogue();
    expect([OLD, NEWER].map(noticeText)).toEqual([OLD.text, NEWER.text]);
    // A known key with a value missing cannot be told again: its text is.
    expect(noticeText({ ...LEVEL, params: {} })).toBe(LEVEL.text);
  });
});

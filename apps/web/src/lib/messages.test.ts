import { DomainError } from '@engage/domain/errors';
import { decidePicture } from '@engage/domain/prize-edit';
import { afterEach, describe, expect, it } from 'vitest';
import { CallError, toIssues } from './firebase/calls.ts';
import { AuthFailure } from './firebase/session.ts';
import { preloadCatalogue } from './i18n/i18n.ts';
import { locale } from './i18n/locale.ts';
import { fieldMessage, messageOf, plainText, uploadMessageOf } from './messages.ts';

describe('messageOf', () => {
  it.each([
    [
      'a function’s refusal, with advice',
      new CallError('registration-limit-reached', 'registration limit reached'),
      'registration-limit-reached',
      'Your company has used all its seats for this event: ask your organiser for more.',
      'registration limit reached',
    ],
    [
      'a function’s refusal',
      new CallError('insufficient-points', 'x'),
      'insufficient-points',
      'You do not have enough points for this prize. Earn more by connecting with attendees and playing the games.',
    ],
    [
      'a function’s refusal with its reason',
      new CallError(
        'illegal-transition',
        'That step is not possible from here',
        'an event with registrants stays with its company',
      ),
      'illegal-transition',
      'That step is not possible from here: an event with registrants stays with its company.',
    ],
    [
      'a domain error with its reason, and advice',
      new DomainError('invalid-argument', 'stockSeen: the stock the form showed is needed to edit'),
      'invalid-argument',
      'The request is not valid: stockSeen: the stock the form showed is needed to edit. Check the fields above and try again.',
    ],
    [
      'input the functions’ schema refused, each reason once',
      new CallError('invalid-argument', 'The request is not valid', undefined, [
        { path: 'event', message: 'an event ends after it starts' },
        { path: 'input', message: 'a zero change changes nothing' },
        { path: 'event', message: 'an event ends after it starts' },
      ]),
      'invalid-argument',
      'The request is not valid: an event ends after it starts; a zero change changes nothing. Check the fields above and try again.',
    ],
    [
      'the schema’s default words, as the field’s label and what to do',
      new CallError('invalid-argument', 'The request is not valid', undefined, [
        { path: 'name', message: 'Invalid length: Expected >=1 but received 0' },
        { path: 'teamName', message: 'Invalid type: Expected "AGILE" | "MODERN" but received ""' },
        { path: 'qty', message: 'Invalid value: Expected <=10 but received 11' },
        { path: 'user.name', message: 'Invalid length: Expected >=1 but received 0' },
        { path: 'mystery', message: 'Invalid type: Expected string but received 3' },
      ]),
      'invalid-argument',
      'Name: enter a name, up to 100 characters, in plain text, not an email address. Team: choose your team. Quantity: choose from 1 to 10.',
    ],
    [
      'labelled fields first, then the reasons given in words',
      new CallError('invalid-argument', 'The request is not valid', undefined, [
        { path: 'event', message: 'an event ends after it starts' },
        { path: 'name', message: 'Invalid length: Expected >=1 but received 0' },
      ]),
      'invalid-argument',
      'Name: enter a name, up to 100 characters, in plain text, not an email address. The request is not valid: an event ends after it starts. Check the fields above and try again.',
    ],
    [
      'a refusal of the whole input, in its own words',
      new CallError('invalid-argument', 'The request is not valid', undefined, [
        { path: 'input', message: 'a zero change changes nothing' },
      ]),
      'invalid-argument',
      'The request is not valid: a zero change changes nothing. Check the fields above and try again.',
    ],
    [
      'an Auth refusal',
      new AuthFailure('wrong-credentials'),
      'wrong-credentials',
      'The email or password is not right.',
    ],
    [
      'a domain error',
      new DomainError('invalid-argument'),
      'invalid-argument',
      'The request is not valid. Check the fields above and try again.',
    ],
    [
      'a bare domain code',
      'invalid-colour',
      'invalid-colour',
      'Favourite colour: use a colour name of 3 to 7 letters, like “teal” or “orange”.',
      'invalid colour',
    ],
    [
      'a code the catalogue does not know',
      new CallError('internal', 'INTERNAL'),
      'internal',
      'Something went wrong. Try again.',
    ],
    ['an error without a code', new Error('boom'), 'unknown', 'Something went wrong. Try again.'],
  ] as [string, unknown, string, string, string?][])(
    'turns %s into words',
    (_name, failure, code, text, result) => {
      expect(messageOf(failure)).toEqual(
        result === undefined ? { code, text } : { code, text, result },
      );
    },
  );

  it('leads with a sentence; the spec’s results follow exactly as it writes them', async () => {
    const { ERROR_MESSAGES } = await import('@engage/domain/errors');
    const results = [
      'registration limit reached',
      'duplicate user',
      'no-event',
      'invalid colour',
      'unauthenticated',
      'unauthorized',
      'quota exceeded',
      'object not found',
      'retry limit exceeded',
    ];
    for (const [code, catalogue] of Object.entries(ERROR_MESSAGES)) {
      const message = messageOf(code);
      expect(message.text, code).toMatch(/^[A-Z“].*[.!?]$/u);
      if (results.includes(catalogue)) {
        expect(message.result, code).toBe(catalogue);
        expect(message.text, code).not.toContain(catalogue);
        expect(plainText(message), code).toBe(`${message.text} Result: ${catalogue}`);
      } else {
        expect(message.result, code).toBeUndefined();
        expect(message.text.startsWith(catalogue), code).toBe(true);
      }
    }
    expect(Object.values(ERROR_MESSAGES)).toEqual(expect.arrayContaining(results));
  });

  it('words a field the form itself refuses as the server’s refusal of it', () => {
    expect(fieldMessage('teamName')).toEqual({
      code: 'invalid-argument',
      text: 'Team: choose your team.',
    });
  });

  it('says the caller’s fallback for a failure the catalogue does not know', () => {
    expect(messageOf({ code: 42 }, 'The upload failed.')).toEqual({
      code: 'unknown',
      text: 'The upload failed.',
    });
  });
});

describe('a console form’s refused field', () => {
  /** The functions' refusal of input, as the callable wrapper sends it (`path: message`). */
  const refused = (...issues: string[]) =>
    new CallError('invalid-argument', 'The request is not valid', undefined, toIssues(issues));
  const LINK = 'paste a link that starts with https://, or leave it empty';

  it.each([
    ['speaker.linkedinUrl', 'LinkedIn', LINK],
    ['speaker.twitterURL', 'Twitter', LINK],
    ['speaker.instagramURL', 'Instagram', LINK],
    ['speaker.facebookURL', 'Facebook', LINK],
    ['speaker.name', 'Name', 'enter the speaker’s name, up to 100 characters'],
    ['speaker.about', 'About', 'use at most 5,000 characters'],
    ['speaker.image', 'Speaker photo', 'upload the photo again'],
    ['sponsor.SocialLinks.website', 'Website', LINK],
    ['sponsor.SocialLinks.linkedin', 'LinkedIn', LINK],
    ['sponsor.SocialLinks.twitter', 'Twitter', LINK],
    ['sponsor.SocialLinks.instagram', 'Instagram', LINK],
    ['sponsor.SocialLinks.facebook', 'Facebook', LINK],
    ['sponsor.SocialLinks.myspace', 'Social links', 'use only the links the form offers'],
    ['sponsor.name', 'Name', 'enter the sponsor’s name, up to 100 characters'],
    ['sponsor.Category', 'Category', 'enter a category like Gold or Silver, up to 100 characters'],
    ['sponsor.Paragraph', 'Paragraph', 'use at most 5,000 characters'],
    ['sponsor.Logo', 'Sponsor logo', 'upload the logo again'],
    ['prize.name', 'Name', 'enter the prize’s name, up to 100 characters'],
    ['prize.cost', 'Cost (points)', 'use a whole number from 1 to 1,000,000'],
    ['prize.stock', 'Stock', 'use a whole number from 0 to 1,000,000'],
    ['prize.image', 'Prize picture', 'upload the picture again'],
    ['userLimit', 'User limit', 'use a whole number, 0 or more'],
    ['subscription', 'Subscription', 'choose one of the listed plans'],
    ['formId', 'Invitation code (form id)', 'use at most 100 characters, or leave it empty'],
    ['logo', 'Company logo', 'upload the logo again'],
    ['event.name', 'Name', 'enter the event’s name, up to 100 characters'],
    ['event.endsAt', 'Ends (UTC)', 'choose a date and time after the start'],
    ['event.customerId', 'Customer company', 'choose the company the event is for'],
    ['teams.3', 'Teams', 'choose 1 to 8 teams, each once'],
    ['scheme.palette.nav', 'Palette', 'use colours like #1a2b3c'],
    ['delta', 'Points', 'use a whole number from -100,000 to 100,000, other than 0'],
    ['reason', 'Reason', 'say why, in up to 200 characters'],
  ])('names %s by its label (%s) and says what to do', (path, label, todo) => {
    expect(messageOf(refused(`${path}: Invalid length: Expected <=100 but received 101`))).toEqual({
      code: 'invalid-argument',
      text: `${label}: ${todo}.`,
    });
  });

  it('names which link is wrong, not only that a link is', () => {
    const message = messageOf(
      refused(
        'speaker.twitterURL: Invalid URL: Received "ftp:x"',
        'speaker.twitterURL: a link starts with https://',
      ),
    );
    expect(message.text).toBe(`Twitter: ${LINK}.`);
  });

  it('never shows the schema’s own words, whatever their case', () => {
    for (const words of [
      'Invalid URL: Received "ftp:x"',
      'INVALID TYPE: Expected string but received 3',
      'Invalid ISO timestamp: Received "x"',
      'Expected never but received "x"',
    ]) {
      const unknownField = messageOf(refused(`mystery: ${words}`));
      expect(unknownField.text, words).toBe(
        'The request is not valid. Check the fields above and try again.',
      );
      const asDetail = messageOf(new CallError('invalid-argument', 'x', words));
      expect(asDetail.text, words).toBe(
        'The request is not valid. Check the fields above and try again.',
      );
    }
  });
});

describe('a refused colour scheme (invalid-theme)', () => {
  it('reads as its field and what to do, then the catalogue’s result', () => {
    const refusal = new DomainError('invalid-theme', 'Theme colour: use a colour like #1a2b3c');
    expect(messageOf(refusal)).toEqual({
      code: 'invalid-theme',
      text: 'Theme colour: use a colour like #1a2b3c.',
      result: 'invalid colour',
    });
  });
});

describe('a picture that is not the event’s own (invalid-path)', () => {
  /** The domain's own refusal, as the content callables send it (code and detail). */
  const refusal = (field: string) => {
    const plan = decidePicture('summit', field, 'media/expo/sponsor_acme.png', undefined);
    if (plan.ok) throw new Error('expected a refusal');
    return new CallError(plan.error, 'x', plan.detail, [], plan.field);
  };

  it.each([
    ['Logo', 'Sponsor logo'],
    ['image', 'Picture'],
  ])('names the %s field by its label, with the next step', (field, label) => {
    expect(messageOf(refusal(field))).toEqual({
      code: 'invalid-path',
      text: `${label}: that file is not one of this event's pictures. Upload the picture here, then save again.`,
    });
  });

  it('reads the field from the refusal’s own `field`, not from the words of its detail', () => {
    const words = new CallError('invalid-path', 'x', "Logo: not one of this event's pictures");
    expect(messageOf(words).text).toBe(
      "That path segment is not allowed: Logo: not one of this event's pictures. Check the fields above and try again.",
    );
  });

  it('another path refusal keeps the catalogue’s sentence and says to check the fields', () => {
    expect(messageOf(new DomainError('invalid-path', 'a.b'))).toEqual({
      code: 'invalid-path',
      text: 'That path segment is not allowed: a.b. Check the fields above and try again.',
    });
  });
});

describe('uploadMessageOf', () => {
  const refused = { code: 'storage/unauthorized' };

  it('says the caller’s size limit, and for an organiser the rights that usually refuse it', () => {
    expect(uploadMessageOf(refused, { megabytes: 5 })).toEqual({
      code: 'storage/unauthorized',
      text: 'That file was not accepted: use a PNG, JPEG or WebP image under 5 MB.',
      result: 'unauthorized',
    });
    expect(uploadMessageOf(refused, { megabytes: 10, organiser: true })).toEqual({
      code: 'storage/unauthorized',
      text: 'That file was not accepted: use a PNG, JPEG or WebP image under 10 MB. If it is one, your organiser rights may not cover this event any more: sign in again, or ask another organiser.',
      result: 'unauthorized',
    });
  });

  it('says why the server did not publish an organiser’s picture: its bytes, or her rights now', () => {
    const notImage = { code: 'invalid-argument', field: 'file' };
    expect(uploadMessageOf(notImage, { megabytes: 10, organiser: true })).toEqual({
      code: 'invalid-argument',
      text: 'That file is not an image: use a PNG, JPEG or WebP image under 10 MB.',
    });
    expect(uploadMessageOf({ code: 'not-admin' }, { megabytes: 10, organiser: true })).toEqual({
      code: 'not-admin',
      text: 'Your organiser rights do not cover this picture any more: sign in again, or ask another organiser.',
    });
    // An attendee's photo is never refused not-admin: the catalogue's words, as messageOf says.
    expect(uploadMessageOf({ code: 'not-admin' }, { megabytes: 5 })).toEqual(
      messageOf('not-admin'),
    );
  });

  it('leaves other failures as messageOf words them, the upload’s fallback for unknown ones', () => {
    expect(uploadMessageOf({ code: 'storage/quota-exceeded' }, { megabytes: 5 })).toEqual(
      messageOf('storage/quota-exceeded'),
    );
    expect(uploadMessageOf(new Error('boom'), { megabytes: 5 }).text).toBe('The upload failed.');
  });
});

describe('toIssues', () => {
  it('splits each issue the functions send into its field path and what is wrong', () => {
    expect(
      toIssues(['event: an event ends after it starts', 'no path here', 3, '', 'a.b: x: y']),
    ).toEqual([
      { path: 'event', message: 'an event ends after it starts' },
      { path: 'input', message: 'no path here' },
      { path: 'a.b', message: 'x: y' },
    ]);
    expect(toIssues(undefined)).toEqual([]);
    expect(toIssues('event: x')).toEqual([]);
  });
});

describe('a refused field in Dutch', () => {
  afterEach(() => locale.set('en'));
  const refused = (issue: string) =>
    new CallError('invalid-argument', 'The request is not valid', undefined, toIssues([issue]));

  it('names the field and says what to do in the reader’s words, the limit Dutch-written', async () => {
    locale.set('nl');
    await preloadCatalogue();
    expect(messageOf(refused('prize.cost: Invalid value')).text).toBe(
      'Kosten (punten): gebruik een heel getal van 1 tot 1.000.000.',
    );
    expect(messageOf(refused('speaker.twitterURL: Invalid URL')).text).toBe(
      'Twitter: plak een link die begint met https://, of laat het leeg.',
    );
    // The spec's own result text stays as written, in English, after our Dutch sentence.
    expect(messageOf('invalid-email').text).toContain(
      'E-mail: vul een adres in zoals naam@example.com.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  decidePictureOwner,
  decidePictureType,
  decideTheme,
  planContent,
  planPictureNote,
} from './console-content.ts';
import { ACTOR, audit, ids, NOTHING } from './console-fixtures.ts';

describe('planContent', () => {
  const speaker = { name: 'Grace', topic: 'Compilers', location: 'A', time: '10:00', about: '' };
  it.each([
    ['speaker', 's1', 's1', 'speakers/summit/s1', 'audit/events/summit/id1'],
    ['sponsor', undefined, 'id1', 'sponsors/summit/id1', 'audit/events/summit/id2'],
  ] as const)('writes a %s under id %j (or a new one)', (kind, id, itemId, path, auditPath) => {
    expect(planContent(kind, 'summit', { id, before: null }, speaker, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { id: itemId },
      writes: {
        sets: {
          [path]: speaker,
          [auditPath]: audit('content.write', `${kind}/${itemId}`, null, speaker),
        },
        increments: {},
      },
    });
  });

  it('removes an item, recording what it was', () => {
    expect(
      planContent('speaker', 'summit', { id: 's1', before: speaker }, null, ACTOR, ids()),
    ).toStrictEqual({
      ok: true,
      value: { id: 's1' },
      writes: {
        sets: {
          'speakers/summit/s1': null,
          'audit/events/summit/id1': audit('content.delete', 'speaker/s1', speaker, null),
        },
        increments: {},
      },
    });
  });

  it('removing what is not there is not-found', () => {
    expect(
      planContent('prize', 'summit', { id: 'gone', before: null }, null, ACTOR, ids()),
    ).toStrictEqual({ ok: false, error: 'not-found', detail: 'prize', writes: NOTHING });
  });

  const sponsor = { Logo: 'media/summit/sponsor_acme.png', Paragraph: '', Category: 'Gold' };
  it.each([
    ['speaker', 'image', { ...speaker, image: 'speakers/expo__ada.png' }],
    ['speaker', 'image', { ...speaker, image: 'uploads/uid-ann/photo' }],
    ['sponsor', 'Logo', { ...sponsor, Logo: 'media/expo/sponsor_acme.png' }],
    ['sponsor', 'Logo', { ...sponsor, Logo: 'https://cdn.example.com/acme.png' }],
  ] as const)(
    'a %s whose %s is not one of the event’s pictures is refused: %j',
    (kind, field, value) => {
      expect(
        planContent(kind, 'summit', { id: 'x', before: null }, value, ACTOR, ids()),
      ).toStrictEqual({
        ok: false,
        error: 'invalid-path',
        detail: `${field}: not one of this event's pictures`,
        field,
        writes: NOTHING,
      });
    },
  );

  it.each([
    ['the event’s own picture', { ...speaker, image: 'speakers/summit__ada.png' }, null],
    [
      'the picture the item already has (the spec’s speakers/{name})',
      { ...speaker, image: 'speakers/ada.png' },
      { ...speaker, image: 'speakers/ada.png' },
    ],
    ['no picture', speaker, null],
  ])('a speaker with %s is written', (_name, value, before) => {
    expect(
      planContent('speaker', 'summit', { id: 'ada', before }, value, ACTOR, ids()),
    ).toMatchObject({ ok: true, writes: { sets: { 'speakers/summit/ada': value } } });
  });
});

describe('decideTheme', () => {
  it('stores a valid scheme as the event’s theme, before and after in the audit', () => {
    const scheme = { themeColor: '#123456', palette: { primary: '#654321' } };
    expect(decideTheme('summit', scheme, { themeColor: '#000000' }, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { eventId: 'summit' },
      writes: {
        sets: {
          'themes/summit': scheme,
          'audit/events/summit/id1': audit(
            'theme.set',
            'summit',
            { themeColor: '#000000' },
            scheme,
          ),
        },
        increments: {},
      },
    });
  });

  it.each([
    [{ themeColor: 'blue' }, 'Theme colour: use a colour like #1a2b3c', 'themeColor'],
    [
      { palette: { headerBackground: '#12345' } },
      'Header background: use a colour like #1a2b3c',
      'headerBackground',
    ],
    [{ palette: { primary: 5 } }, 'Primary: use a colour like #1a2b3c', 'primary'],
    [
      { palette: { sparkle: '#123456' } },
      'Palette: it has no colour named “sparkle”; use one of its 27 names',
      undefined,
    ],
    [{ themeColor: 5 }, 'Theme colour: use a colour like #1a2b3c', 'themeColor'],
    [
      { glitter: '#123456' },
      'Colour scheme: it has no field named “glitter”; give a theme colour and a palette',
      undefined,
    ],
    [
      { palette: 'red' },
      'Colour scheme: give a theme colour and a palette of named colours',
      undefined,
    ],
    [
      'not a scheme',
      'Colour scheme: give a theme colour and a palette of named colours',
      undefined,
    ],
  ])(
    'refuses %j with invalid-theme naming the field in words and a colour by its key, writing nothing',
    (scheme, detail, field) => {
      const plan = decideTheme('summit', scheme, null, ACTOR, ids());
      expect(plan).toMatchObject({ ok: false, error: 'invalid-theme', writes: NOTHING });
      expect(plan.ok ? '' : plan.detail).toBe(detail);
      expect(plan.ok ? '' : plan.field).toBe(field);
    },
  );
});

describe('publishing an organiser’s picture', () => {
  it('finds whose picture a path is, or refuses it naming the field', () => {
    expect(decidePictureOwner('logo/summit/logo.png')).toEqual({
      ok: true,
      value: { kind: 'event', id: 'summit' },
      writes: NOTHING,
    });
    expect(decidePictureOwner('uploads/uid-ann/photo')).toStrictEqual({
      ok: false,
      error: 'invalid-path',
      detail: "path: not an event's or a company's picture",
      field: 'path',
      writes: NOTHING,
    });
  });

  it.each([
    [{ kind: 'event', id: 'summit' }, 'main/summit/main_img.png', 'audit/events/summit/id1'],
    [{ kind: 'company', id: 'acme' }, 'companies/acme/logo.png', 'audit/companies/acme/id1'],
  ] as const)('records %j’s published %s', (owner, path, entry) => {
    expect(planPictureNote(owner, { path, stored: true }, ACTOR, ids())).toEqual({
      ok: true,
      value: { path },
      writes: {
        sets: { [entry]: audit('picture.upload', path, null, { picture: path }) },
        increments: {},
      },
    });
  });

  it('refuses a picture Storage does not hold, and records nothing', () => {
    const owner = { kind: 'event', id: 'summit' } as const;
    const path = 'logo/summit/logo.png';
    expect(planPictureNote(owner, { path, stored: false }, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'picture',
      writes: NOTHING,
    });
  });

  it.each([['image/png'], ['image/jpeg'], ['image/webp']] as const)(
    'serves a %s as what it is, whatever the upload declared',
    (contentType) => {
      expect(decidePictureType(contentType)).toEqual({
        ok: true,
        value: { contentType },
        writes: NOTHING,
      });
    },
  );

  // A GIF never was an organiser picture (the console offers PNG, JPEG and WebP); anything else
  // (HTML, SVG) is no image at all.
  it.each([['image/gif' as const], [null]])('refuses a %s file, naming the file', (type) => {
    expect(decidePictureType(type)).toStrictEqual({
      ok: false,
      error: 'invalid-argument',
      detail: 'file: not a PNG, JPEG or WebP image',
      field: 'file',
      writes: NOTHING,
    });
  });
});

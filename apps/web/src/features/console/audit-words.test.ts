import { AUDIT_ACTIONS } from '@engage/domain/store/organisers';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { changesOf } from './audit-changes.ts';
import { aboutOf, actionWords } from './audit-words.ts';

describe('actionWords', () => {
  it('says every action in words, none of them a code', () => {
    const words = actionWords.get();
    for (const action of AUDIT_ACTIONS) expect(words[action]).toMatch(/^[A-Z][a-z]+ [a-z ]+$/);
    expect(words['event.update']).toBe('Event updated');
    expect(words['organiser.set']).toBe('Organiser rights changed');
  });
});

describe('the audit log in Dutch', () => {
  afterEach(() => locale.set('en'));

  it('tells actions, subjects and changes in the reader’s words', async () => {
    locale.set('nl');
    await preloadCatalogue();
    expect(actionWords.get()['event.update']).toBe('Event gewijzigd');
    expect(actionWords.get()['organiser.set']).toBe('Organisatorrechten gewijzigd');
    expect(aboutOf('crawl.set', 'summit')).toEqual({
      kind: 'thing',
      text: 'Standentocht van event summit',
    });
    expect(
      aboutOf('content.write', 'speaker/-Nx1', { before: '{}', after: '{"name":"Ada Quinn"}' }),
    ).toEqual({ kind: 'thing', text: 'Spreker “Ada Quinn”' });
    expect(
      aboutOf('attendees.import', 'summit', { before: 'null', after: '{"imported":["a","b"]}' }),
    ).toEqual({ kind: 'thing', text: '2 deelnemers geïmporteerd' });
    expect(
      changesOf(
        '{"isRep":false,"organiser":null,"palette":{"headerBackground":"#222222"}}',
        '{"isRep":true,"organiser":"*","palette":{"headerBackground":"#333333"}}',
      ),
    ).toEqual([
      { field: 'Standvertegenwoordiger', before: 'nee', after: 'ja' },
      { field: 'Organisatorrechten', before: 'geen', after: 'elk event' },
      { field: 'Achtergrond kop (kleur)', before: '#222222', after: '#333333' },
    ]);
    expect(changesOf('{"stage":"open"}', '{"stage":"closed"}')).toEqual([
      { field: 'Stap', before: 'vraag open', after: 'antwoord getoond' },
    ]);
  });
});

describe('aboutOf', () => {
  it.each([
    ['organiser.set', 'b3JnYS0z', { kind: 'person', key: 'b3JnYS0z' }],
    ['points.adjust', 'a2V5', { kind: 'person', key: 'a2V5' }],
    ['organiser.set', 'uid:abc123', { kind: 'no-profile' }],
    ['event.update', 'summit-2026', { kind: 'thing', text: 'Event summit-2026' }],
    ['theme.set', 'summit-2026', { kind: 'thing', text: 'Event summit-2026' }],
    ['company.create', 'acme', { kind: 'thing', text: 'Company acme' }],
    ['content.write', 'speaker/-Nx1', { kind: 'thing', text: 'Speaker -Nx1' }],
    ['content.delete', 'prize/p1', { kind: 'thing', text: 'Prize p1' }],
    ['prize.handover', 'buy-1', { kind: 'thing', text: 'Purchase buy-1' }],
    ['picture.upload', 'logo/s/logo.png', { kind: 'thing', text: 'Picture logo/s/logo.png' }],
    ['crawl.set', 'summit', { kind: 'thing', text: 'Booth crawl of event summit' }],
    ['scoring.set', 'summit', { kind: 'thing', text: 'Points and levels of event summit' }],
    ['team.add', 'summit/AGILE', { kind: 'thing', text: 'Team AGILE' }],
    ['video.set', 'summit', { kind: 'thing', text: 'Welcome video of event summit' }],
  ] as const)('%s about %s', (action, target, about) => {
    expect(aboutOf(action, target)).toEqual(about);
  });

  it.each([
    ['content.write', 'speaker/-Nx1', '{}', '{"name":"Ada Quinn"}', 'Speaker “Ada Quinn”'],
    ['content.delete', 'sponsor/-Nx2', '{"name":"Contoso"}', 'null', 'Sponsor “Contoso”'],
    ['event.create', 'summit', 'null', '{"name":" Summit "}', 'Event “Summit”'],
    ['company.update', 'acme_x', '{"name":"Acme"}', '{"userLimit":5}', 'Company “Acme”'],
    ['content.write', 'prize/p1', 'not json', '{"name":""}', 'Prize p1'],
    ['theme.set', 'summit', '{}', '{"name":"a colour"}', 'Event summit'],
    ['team.rename', 'summit/AGILE', '{"name":"AGILE"}', '{"name":"Owls"}', 'Team “Owls”'],
    [
      'content.write',
      'trivia/summit__q1',
      'null',
      '{"question":"Which shape is this?"}',
      'Trivia question “Which shape is this?”',
    ],
    ['content.write', 'trivia/order', '["a","b"]', '["b","a"]', 'Trivia question order'],
    [
      'prize.handover',
      '-Nsale1',
      '{"name":"Mug","state":"bought"}',
      '{"name":"Mug","state":"allocated"}',
      'Purchase “Mug”',
    ],
    [
      'announcement.send',
      'announcement/-Na1',
      'null',
      '{"text":"Lunch is served in hall B"}',
      'Announcement “Lunch is served in hall B”',
    ],
    ['announcement.send', 'announcement/-Na2', 'null', 'not json', 'Announcement'],
    ['kiosk.create', 'kiosk/-Nk1', 'null', '{"label":"Hall A"}', 'Kiosk link “Hall A”'],
    ['kiosk.revoke', 'kiosk/-Nk1', '{"label":"Hall A"}', 'null', 'Kiosk link “Hall A”'],
    ['kiosk.revoke', 'kiosk/-Nk2', 'not json', 'null', 'Kiosk link'],
    ['attendees.import', 'summit', 'null', '{"imported":["a"]}', '1 attendee imported'],
    ['attendees.import', 'summit', 'null', '{"imported":["a","b"]}', '2 attendees imported'],
    ['sessions.import', 'summit', 'null', '{"added":["s1"]}', '1 session imported'],
    ['sessions.import', 'summit', 'null', 'null', '0 sessions imported'],
    ['content.write', 'other/x1', 'null', 'null', 'Item x1'],
  ] as const)('%s of %s names it by the name it holds', (action, target, before, after, text) => {
    expect(aboutOf(action, target, { before, after })).toEqual({ kind: 'thing', text });
  });
});

describe('changesOf', () => {
  it.each([
    [
      'a speaker’s photo and Twitter link',
      '{"image":"speakers/summit__a.png","twitterURL":""}',
      '{"image":"speakers/summit__b.png","twitterURL":"https://x.com/ada"}',
      [
        { field: 'Picture', before: 'picture summit__a.png', after: 'picture summit__b.png' },
        { field: 'Twitter', before: '—', after: 'https://x.com/ada' },
      ],
    ],
    [
      'teams added',
      '{"teams":["AGILE"]}',
      '{"teams":["AGILE","MODERN"]}',
      [{ field: 'Teams', before: 'AGILE', after: 'AGILE, MODERN' }],
    ],
    [
      'an end set and a mode changed',
      '{"endsAt":null,"mode":"hybrid"}',
      `{"endsAt":${Date.UTC(2026, 11, 3, 9)},"mode":"in_person"}`,
      [
        { field: 'Ends', before: '—', after: '3 Dec 2026, 09:00 UTC' },
        { field: 'Mode', before: 'hybrid', after: 'in_person' },
      ],
    ],
    [
      'organiser rights granted',
      '{"organiser":null}',
      '{"organiser":"|e:summit-2026|c:acme|"}',
      [{ field: 'Organiser rights', before: 'none', after: 'events summit-2026; companies acme' }],
    ],
    [
      'rights over every event',
      '{"organiser":"|e:a|"}',
      '{"organiser":"*"}',
      [{ field: 'Organiser rights', before: 'events a', after: 'every event' }],
    ],
    [
      'a removal, its email not shown',
      '{"name":"Ann","email":"ann@example.com","totalPoints":40}',
      'null',
      [
        { field: 'Name', before: 'Ann', after: '—' },
        { field: 'Points', before: '40', after: '—' },
      ],
    ],
    [
      'a whole theme, only what moved',
      '{"themeColor":"#111111","palette":{"headerBackground":"#222222"}}',
      '{"themeColor":"#111111","palette":{"headerBackground":"#333333"}}',
      [{ field: 'Header background colour', before: '#222222', after: '#333333' }],
    ],
    [
      'a theme, colour by colour',
      '{"themeColor":"#111111","palette":{"primary":"#123456","text":"#000000"}}',
      '{"themeColor":"#1d4ed8","palette":{"primary":"#654321","text":"#000000","link":"#0000ee"}}',
      [
        { field: 'Theme colour', before: '#111111', after: '#1d4ed8' },
        { field: 'Primary colour', before: '#123456', after: '#654321' },
        { field: 'Link colour', before: '—', after: '#0000ee' },
      ],
    ],
    [
      'a first theme',
      'null',
      '{"palette":{"primaryDark":"#000080"}}',
      [{ field: 'Primary dark colour', before: '—', after: '#000080' }],
    ],
    [
      'a booth rep',
      '{"isRep":false}',
      '{"isRep":true}',
      [{ field: 'Booth rep', before: 'no', after: 'yes' }],
    ],
    [
      'a prize handed over, named and not changed',
      '{"name":"Mug","state":"bought"}',
      '{"name":"Mug","state":"allocated"}',
      [{ field: 'State', before: 'bought', after: 'allocated' }],
    ],
    [
      'an announcement',
      'null',
      '{"text":"Lunch is served"}',
      [{ field: 'Text', before: '—', after: 'Lunch is served' }],
    ],
    [
      'a point value and a level of the event’s table',
      '{"points.qrConnection":10,"points.completion.act01":100,"levels.1":100,"levels.6":null}',
      '{"points.qrConnection":35,"points.completion.act01":0,"levels.1":50,"levels.6":4000}',
      [
        { field: 'A first QR connection (each side)', before: '10', after: '35' },
        { field: 'Completing network bingo', before: '100', after: '0' },
        { field: 'Level 1 needs', before: '100', after: '50' },
        { field: 'Level 6 needs', before: '—', after: '4000' },
      ],
    ],
    [
      'a live quiz question revealed',
      '{"question":"1. First?","stage":"open"}',
      '{"question":"1. First?","stage":"closed","answer":"Cat"}',
      [
        { field: 'Stage', before: 'question open', after: 'answer shown' },
        { field: 'Answer', before: '—', after: 'Cat' },
      ],
    ],
    ['nothing moved', '{"a":1}', '{"a":1}', []],
  ])('%s', (_, before, after, changes) => {
    expect(changesOf(before, after)).toEqual(changes);
  });

  it('says what a quiz step was about in words', () => {
    expect(aboutOf('quiz.reveal', '-Nround')).toEqual({ kind: 'thing', text: 'Live quiz round' });
  });

  it('shortens a long value', () => {
    const [change] = changesOf('null', JSON.stringify({ description: 'x'.repeat(200) }));
    expect(change?.after).toBe(`${'x'.repeat(79)}…`);
  });
});

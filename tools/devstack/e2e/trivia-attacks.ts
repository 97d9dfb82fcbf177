import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { get, ref, set } from 'firebase/database';
import { ref as fileRef, uploadBytes } from 'firebase/storage';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_EVENT, type Person, PNG } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** The seed's first question of the demo event, whose right option is "red". */
const SEEDED = `${DEMO_EVENT_ID}-q1`;
const png = { contentType: 'image/png' };

/** A question of the demo event as the console writes it, under a fresh id. */
const question = (id: string, text = 'Which colour?') => ({
  eventId: DEMO_EVENT_ID,
  questionId: id,
  question: {
    image: storagePaths.pictureTrivia(id, 'p.png'),
    question: text,
    options: ['red', 'blue'],
    points: 500,
  },
  right: 0,
});

/**
 * Picture trivia from a hostile client: the right options stay unread, and no attendee, organiser
 * of another event or revoked organiser writes a question, its answer, its order or its picture.
 */
export const triviaAttacks = (kit: AttackKit): void => {
  const paths = () => [
    eventNodes.trivia(DEMO_EVENT_ID),
    `triviaAnswers/${DEMO_EVENT_ID}`,
    organiserNodes.audit({ kind: 'event', id: DEMO_EVENT_ID }),
  ];

  it('an attendee reads the questions but never a right option, and writes none of it', async () => {
    const mallory = await kit.attendee('trivia-reader');
    const { db, storage } = mallory.client;
    const quiz = (await get(ref(db, eventNodes.trivia(DEMO_EVENT_ID)))).val();
    expect(Object.keys(quiz ?? {})).toContain(SEEDED);
    expect(JSON.stringify(quiz)).not.toMatch(/"answer"/);
    for (const path of [`triviaAnswers/${DEMO_EVENT_ID}`, eventNodes.answer(DEMO_EVENT_ID, SEEDED)])
      expect(await refusal(get(ref(db, path))), path).toBe('PERMISSION_DENIED');

    const before = await kit.admin.readAll(paths());
    const id = `${DEMO_EVENT_ID}__mallory`;
    expect(
      await refusal(set(ref(db, eventNodes.question(DEMO_EVENT_ID, id)), question(id).question)),
    ).toBe('PERMISSION_DENIED');
    expect(await refusal(set(ref(db, eventNodes.answer(DEMO_EVENT_ID, SEEDED)), 'blue'))).toBe(
      'PERMISSION_DENIED',
    );
    expect(await refusal(set(ref(db, eventNodes.questionOrder(DEMO_EVENT_ID, SEEDED)), 99))).toBe(
      'PERMISSION_DENIED',
    );
    for (const [name, data] of [
      ['adminWriteTrivia', question(id)],
      [
        'adminWriteTrivia',
        {
          ...question(SEEDED),
          question: {
            ...question(SEEDED).question,
            image: storagePaths.pictureTrivia(SEEDED, 'picture.png'),
          },
        },
      ],
      ['adminOrderTrivia', { eventId: DEMO_EVENT_ID, order: [SEEDED] }],
      ['adminDeleteTrivia', { eventId: DEMO_EVENT_ID, questionId: SEEDED }],
    ] as const)
      expect(await refusal(mallory.client.callRaw(name, data)), name).toBe('not-admin');
    const picture = storagePaths.pictureTrivia(SEEDED, 'picture.png');
    const seededPicture = await kit.admin.object(picture);
    expect(await refusal(uploadBytes(fileRef(storage, picture), PNG, png))).toBe(
      'storage/unauthorized',
    );
    expect(await kit.admin.object(picture)).toEqual(seededPicture);
    expect(await kit.admin.readAll(paths())).toEqual(before);
  });

  it('an organiser of another event neither edits this one’s questions nor publishes their pictures', async () => {
    const rival = await kit.attendee('trivia-rival', OTHER_EVENT);
    await kit.organiser.call('adminSetOrganiser', {
      userKey: rival.key,
      grant: true,
      events: [OTHER_EVENT],
    });
    await rival.user.getIdToken(true);
    const before = await kit.admin.readAll(paths());
    const id = `${DEMO_EVENT_ID}__rival`;
    // Her own event's id prefix is refused on this event, this event's on hers.
    for (const [name, data] of [
      ['adminWriteTrivia', question(id)],
      ['adminWriteTrivia', { ...question(`${OTHER_EVENT}__rival`), eventId: DEMO_EVENT_ID }],
      ['adminOrderTrivia', { eventId: DEMO_EVENT_ID, order: [SEEDED] }],
      ['adminDeleteTrivia', { eventId: DEMO_EVENT_ID, questionId: SEEDED }],
    ] as const)
      expect(await refusal(rival.client.callRaw(name, data)), name).toBe('not-admin');
    expect(
      await refusal(
        rival.client.callRaw('adminWriteTrivia', { ...question(id), eventId: OTHER_EVENT }),
      ),
    ).toBe('invalid-argument');
    expect(await refusal(get(ref(rival.client.db, `triviaAnswers/${OTHER_EVENT}`)))).toBe(
      'PERMISSION_DENIED',
    );
    // Her staged picture does not reach this event's question folder.
    const picture = storagePaths.pictureTrivia(id, 'p.png');
    await uploadBytes(
      fileRef(rival.client.storage, storagePaths.staged(rival.uid, picture)),
      PNG,
      png,
    );
    expect(await refusal(rival.client.call('adminPublishPicture', { path: picture }))).toBe(
      'not-admin',
    );
    expect(await kit.admin.object(picture)).toBeNull();
    expect(await kit.admin.readAll(paths())).toEqual(before);
  });

  it('a fired organiser’s old token writes, orders and deletes no question', async () => {
    const former: Person = await kit.attendee('trivia-fired');
    const grant = (on: boolean) =>
      kit.organiser.call('adminSetOrganiser', {
        userKey: former.key,
        events: [DEMO_EVENT_ID],
        grant: on,
      });
    await grant(true);
    await former.user.getIdToken(true);
    const id = `${DEMO_EVENT_ID}__fired-${Date.now()}`;
    expect(await refusal(former.client.call('adminWriteTrivia', question(id)))).toBe('accepted');
    // Revoked a second after she signed in, her token still names the event.
    const signedInAt = Number((await former.user.getIdTokenResult()).claims.auth_time);
    const wait = (signedInAt + 1) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
    await grant(false);
    expect((await former.user.getIdTokenResult()).claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    const before = await kit.admin.readAll(paths());
    for (const [name, data] of [
      ['adminWriteTrivia', question(id, 'Still mine?')],
      ['adminOrderTrivia', { eventId: DEMO_EVENT_ID, order: [id] }],
      ['adminDeleteTrivia', { eventId: DEMO_EVENT_ID, questionId: id }],
    ] as const)
      expect(await refusal(former.client.callRaw(name, data)), name).toBe('unauthenticated');
    expect(await refusal(get(ref(former.client.db, eventNodes.answer(DEMO_EVENT_ID, id))))).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      await refusal(set(ref(former.client.db, eventNodes.answer(DEMO_EVENT_ID, id)), 'blue')),
    ).toBe('PERMISSION_DENIED');
    expect(await kit.admin.readAll(paths())).toEqual(before);
    // The question she wrote while she could goes again, so the demo quiz stays the seed's.
    await kit.organiser.call('adminDeleteTrivia', { eventId: DEMO_EVENT_ID, questionId: id });
  });
};

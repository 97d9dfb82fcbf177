import { POINTS } from '@engage/domain/points';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { caller, EVENT, keyOf, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { publishPicture } from './content.ts';
import { answerTrivia } from './games.ts';
import { deleteTrivia, orderTrivia, writeTrivia } from './trivia-edit.ts';

const h = useHandlerStack({ instances: 2, users: ['ann'] });
const stack = () => h.stack();
const storage = useStorage('trivia-edit');
const read = h.read;
const ofEvent = caller('eve', { organiser: `|e:${EVENT}|` });
const ofOther = caller('olga', { organiser: '|e:other-event|c:other_company|' });
const ann = caller('ann');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const Q1 = `${EVENT}__q1`;
const Q2 = `${EVENT}__q2`;
const picture = (id: string) => storagePaths.pictureTrivia(id, 'p.png');
const question = (id: string, text: string, options: string[], points = 20) => ({
  image: picture(id),
  question: text,
  options,
  points,
});
/** Q1 ('Colour?': Red or Blue), written by its event's organiser. */
const writeColour = (deps: Deps, right: number) =>
  writeTrivia(
    deps,
    { eventId: EVENT, questionId: Q1, question: question(Q1, 'Colour?', ['Red', 'Blue']), right },
    ofEvent,
  );

const auditTargets = async () =>
  Object.values(
    ((await read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
      string,
      { action: string; target: string; after: string }
    >,
  );

describe('organisers’ picture trivia', () => {
  it('writes questions an attendee answers and is paid their points, in the order set', async () => {
    const deps = stack().deps();
    await writeColour(deps, 1);
    await writeTrivia(
      deps,
      {
        eventId: EVENT,
        questionId: Q2,
        question: question(Q2, 'Shape?', ['Round', 'Square', 'Star'], 30),
        right: 2,
      },
      ofEvent,
    );
    expect(await read(eventNodes.trivia(EVENT))).toEqual({
      [Q1]: { ...question(Q1, 'Colour?', ['Red', 'Blue']), order: 1 },
      [Q2]: { ...question(Q2, 'Shape?', ['Round', 'Square', 'Star'], 30), order: 2 },
    });
    expect(await read(eventNodes.answer(EVENT, Q2))).toBe('Star');

    await orderTrivia(deps, { eventId: EVENT, order: [Q2, Q1] }, ofEvent);
    expect(await read(eventNodes.questionOrder(EVENT, Q2))).toBe(1);
    expect(await read(eventNodes.questionOrder(EVENT, Q1))).toBe(2);

    expect(await answerTrivia(deps, { questionId: Q2, answer: 'star' }, ann)).toEqual({
      correct: true,
      right: 'Star',
      picked: 'star',
      awarded: 30,
      paid: { right: 30, completion: 0 },
      answered: 1,
      total: 2,
      complete: false,
    });
    expect(await read(userNodes.totalPoints(keyOf('ann@example.com')))).toBe(30);
    expect((await auditTargets()).map((e) => `${e.action} ${e.target}`)).toEqual([
      `content.write trivia/${Q1}`,
      `content.write trivia/${Q2}`,
      'content.write trivia/order',
    ]);
    // The audit log, which organisers read, says the right option changed, never which it is.
    const [, second] = await auditTargets();
    expect(JSON.parse(second?.after ?? '')).toEqual({
      ...question(Q2, 'Shape?', ['Round', 'Square', 'Star'], 30),
      order: 2,
      rightAnswerChanged: true,
    });
  });

  it('keeps an answer already paid paid when its question is edited, and keeps its place', async () => {
    const deps = stack().deps();
    const key = keyOf('ann@example.com');
    await writeColour(deps, 0);
    await answerTrivia(deps, { questionId: Q1, answer: 'Red' }, ann);
    // The right option changes, and so do the points: what was paid stays as it was.
    await writeTrivia(
      deps,
      {
        eventId: EVENT,
        questionId: Q1,
        question: question(Q1, 'Which colour?', ['Red', 'Blue', 'Green'], 50),
        right: 2,
      },
      ofEvent,
    );
    // Left out, the right option stays the one it was.
    await writeTrivia(
      deps,
      {
        eventId: EVENT,
        questionId: Q1,
        question: question(Q1, 'Which colour is it?', ['Green', 'Red', 'Blue'], 50),
      },
      ofEvent,
    );
    expect(await read(eventNodes.answer(EVENT, Q1))).toBe('Green');
    expect(await read(eventNodes.questionOrder(EVENT, Q1))).toBe(1);
    expect(await read(userNodes.triviaAnswers(key))).toMatchObject({ [Q1]: { correct: true } });
    expect(await read(userNodes.totalPoints(key))).toBe(20 + POINTS.completion.act02);
    await expect(
      answerTrivia(deps, { questionId: Q1, answer: 'Green' }, ann),
    ).rejects.toMatchObject({ code: 'already-completed' });
    expect(await read(userNodes.totalPoints(key))).toBe(20 + POINTS.completion.act02);
  });

  it('deletes a question, its right option and its picture; answers paid stay', async () => {
    const deps = { ...stack().deps(), files: storage.files() };
    const key = keyOf('ann@example.com');
    await storage.bucket().file(picture(Q1)).save(PNG, { contentType: 'image/png' });
    await writeColour(deps, 0);
    await answerTrivia(deps, { questionId: Q1, answer: 'Red' }, ann);
    expect(await deleteTrivia(deps, { eventId: EVENT, questionId: Q1 }, ofEvent)).toEqual({
      id: Q1,
    });
    expect(await read(eventNodes.question(EVENT, Q1))).toBeNull();
    expect(await read(eventNodes.answer(EVENT, Q1))).toBeNull();
    expect(await storage.contentOf(picture(Q1))).toBeNull();
    expect(await read(userNodes.triviaAnswers(key))).toMatchObject({ [Q1]: { correct: true } });
    await expect(
      deleteTrivia(deps, { eventId: EVENT, questionId: Q1 }, ofEvent),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses another event’s organiser, another event’s ids and a wrong order, writing nothing', async () => {
    const deps = stack().deps();
    await writeColour(deps, 0);
    const before = await stack().root();
    const edit = {
      eventId: EVENT,
      questionId: Q1,
      question: question(Q1, 'Mine now?', ['Yes', 'No']),
      right: 0,
    };
    await expect(writeTrivia(deps, edit, ofOther)).rejects.toMatchObject({ code: 'not-admin' });
    await expect(orderTrivia(deps, { eventId: EVENT, order: [Q1] }, ofOther)).rejects.toMatchObject(
      { code: 'not-admin' },
    );
    await expect(
      deleteTrivia(deps, { eventId: EVENT, questionId: Q1 }, ofOther),
    ).rejects.toMatchObject({ code: 'not-admin' });
    // An attendee is no organiser.
    await expect(writeTrivia(deps, edit, ann)).rejects.toMatchObject({ code: 'not-admin' });
    // Its own event cannot take the id, nor the folder, of another event's question.
    const foreign = 'other-event__q1';
    await expect(
      writeTrivia(
        deps,
        {
          eventId: EVENT,
          questionId: foreign,
          question: question(foreign, 'Q?', ['a', 'b']),
          right: 0,
        },
        ofEvent,
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument', field: 'questionId' });
    await expect(
      writeTrivia(deps, { ...edit, question: question(Q2, 'Q?', ['a', 'b']) }, ofEvent),
    ).rejects.toMatchObject({ code: 'invalid-path', field: 'image' });
    await expect(
      orderTrivia(deps, { eventId: EVENT, order: [Q1, Q2] }, ofEvent),
    ).rejects.toMatchObject({ code: 'invalid-argument', field: 'order' });
    expect(await stack().root()).toEqual(before);
  });

  it('publishes a question’s picture to its folder for its own event’s organisers only', async () => {
    const as = async (who: ReturnType<typeof caller>) => {
      await stack()
        .deps()
        .db.ref(organiserNodes.organiser(who.uid))
        .set({ claim: who.token.organiser });
      return { ...stack().deps(), files: storage.files(), accounts: claimsStore(who).accounts };
    };
    for (const who of [ofEvent, ofOther])
      await storage
        .bucket()
        .file(storagePaths.staged(who.uid, picture(Q1)))
        .save(PNG, { contentType: 'image/png' });
    await expect(
      publishPicture(await as(ofOther), { path: picture(Q1) }, ofOther),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await storage.contentOf(picture(Q1))).toBeNull();
    expect(await publishPicture(await as(ofEvent), { path: picture(Q1) }, ofEvent)).toEqual({
      path: picture(Q1),
    });
    expect(await storage.contentOf(picture(Q1))).toEqual(PNG);
    // The seed's questions are named otherwise: no organiser publishes into their folders.
    await expect(
      publishPicture(await as(ofEvent), { path: picture('test-q1') }, ofEvent),
    ).rejects.toMatchObject({ code: 'invalid-path', field: 'path' });
  });
});

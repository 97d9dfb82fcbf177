import { SESSION_FIXTURE } from '@engage/domain/session-fixtures';
import { eventNodes } from '@engage/domain/store/events';
import { sessionNodes } from '@engage/domain/store/sessions';
import { describe, expect, it } from 'vitest';
import { eventAuditActions } from '../testing/audit.ts';
import { SPEAKER } from '../testing/content.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { deleteSession, importSessions, setSession } from './sessions.ts';

/**
 * An event's programme through the real handlers: sessions added, edited, deleted and imported
 * by its organisers with an audit entry each, refused in the catalogue's words for a stranger as
 * speaker, bad times, another event's organiser or an attendee, changing nothing.
 */
const h = useHandlerStack({
  users: ['ann'],
  setup: async (started) => {
    await started.deps().db.ref(eventNodes.speaker(EVENT, 'grace')).set(SPEAKER);
  },
});
const deps = () => h.stack().deps();
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const HOUR = 3_600_000;
const T0 = SESSION_FIXTURE.startsAt;
const SESSION = { ...SESSION_FIXTURE, speakerIds: ['grace'], capacity: 120 };
const auditActions = () => eventAuditActions(h.read);

describe('an event’s sessions', () => {
  it('adds, edits and deletes a session, each in the audit log', async () => {
    const { id } = await setSession(
      deps(),
      { eventId: EVENT, id: null, session: SESSION },
      organiser,
    );
    expect(await h.read(sessionNodes.session(EVENT, id))).toEqual(SESSION);
    await setSession(
      deps(),
      { eventId: EVENT, id, session: { ...SESSION, speakerIds: [], capacity: null } },
      organiser,
    );
    const edited = await h.read(sessionNodes.session(EVENT, id));
    expect(edited).not.toHaveProperty('speakerIds');
    expect(edited).not.toHaveProperty('capacity');
    await deleteSession(deps(), { eventId: EVENT, id }, organiser);
    expect(await h.read(sessionNodes.session(EVENT, id))).toBeNull();
    expect(await auditActions()).toEqual(['session.write', 'session.write', 'session.delete']);
  });

  it.each([
    ['a speaker who is not the event’s', { speakerIds: ['bob'] }, 'session-unknown-speaker'],
    ['an end before the start', { endsAt: T0 - 1 }, 'session-ends-before-start'],
  ])('refuses %s, writing nothing', async (_name, change, code) => {
    await expect(
      setSession(
        deps(),
        { eventId: EVENT, id: null, session: { ...SESSION, ...change } },
        organiser,
      ),
    ).rejects.toMatchObject({ code });
    expect(await h.read(sessionNodes.list(EVENT))).toBeNull();
    expect(await auditActions()).toEqual([]);
  });

  it('refuses an edit of a session that is not there, and another event', async () => {
    await expect(
      setSession(deps(), { eventId: EVENT, id: 'nope', session: SESSION }, organiser),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      deleteSession(deps(), { eventId: EVENT, id: 'nope' }, organiser),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses an attendee and another event’s organiser', async () => {
    const foreign = caller('olga', { organiser: '|e:other-event|' });
    for (const who of [caller('ann'), foreign])
      await expect(
        setSession(deps(), { eventId: EVENT, id: null, session: SESSION }, who),
      ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.read(sessionNodes.list(EVENT))).toBeNull();
  });

  it('imports the good rows of a batch and answers the bad ones by row', async () => {
    const answer = await importSessions(
      deps(),
      {
        eventId: EVENT,
        rows: [
          { row: 2, session: SESSION },
          { row: 3, session: { ...SESSION, speakerIds: ['bob'] } },
          {
            row: 4,
            session: { ...SESSION, title: 'Panel', startsAt: T0 + HOUR, endsAt: T0 + 2 * HOUR },
          },
        ],
      },
      organiser,
    );
    expect(answer).toEqual({
      imported: 2,
      refused: [{ row: 3, error: 'session-unknown-speaker', field: 'speakerIds' }],
    });
    const stored = Object.values((await h.read(sessionNodes.list(EVENT))) ?? {});
    expect(stored.map((s) => s.title).sort()).toEqual(['Opening keynote', 'Panel']);
    expect(await auditActions()).toEqual(['sessions.import']);
  });
});

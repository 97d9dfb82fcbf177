import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listsForObjects } from './input-shape.ts';
import { setThemeInput, signOutInput, writeSponsorInput } from './inputs.ts';
import { writeEventInput } from './inputs-console.ts';

describe('listsForObjects', () => {
  it('finds the list valibot would take as an object, at its path', () => {
    // What the walk guards against: valibot alone takes these.
    expect(v.safeParse(signOutInput, []).success).toBe(true);
    expect(v.safeParse(setThemeInput, { eventId: 'e', scheme: [] }).success).toBe(true);
    expect(listsForObjects(signOutInput, [])).toEqual(['input']);
    expect(listsForObjects(setThemeInput, { eventId: 'e', scheme: [] })).toEqual(['scheme']);
    expect(listsForObjects(setThemeInput, { eventId: 'e', scheme: { palette: ['#fff'] } })).toEqual(
      ['scheme.palette'],
    );
    expect(
      listsForObjects(writeSponsorInput, {
        eventId: 'e',
        sponsor: { Logo: 'x', SocialLinks: [] },
      }),
    ).toEqual(['sponsor.SocialLinks']);
  });

  it('finds lists inside a record and inside a list', () => {
    const schema = v.object({
      byName: v.record(v.string(), v.object({ a: v.string() })),
      rows: v.array(v.object({ b: v.string() })),
    });
    expect(listsForObjects(schema, { byName: { x: [] }, rows: [{ b: '1' }, []] })).toEqual([
      'byName.x',
      'rows.1',
    ]);
  });

  it('leaves well-formed input, and what the schema refuses anyway, to the schema', () => {
    expect(listsForObjects(signOutInput, {})).toEqual([]);
    expect(listsForObjects(setThemeInput, { eventId: 'e', scheme: {} })).toEqual([]);
    expect(listsForObjects(writeEventInput, { teams: ['AGILE'], event: 'text' })).toEqual([]);
    expect(listsForObjects(writeEventInput, null)).toEqual([]);
    expect(listsForObjects(v.optional(v.object({})), undefined)).toEqual([]);
    expect(listsForObjects(v.optional(v.object({})), [])).toEqual(['input']);
  });
});

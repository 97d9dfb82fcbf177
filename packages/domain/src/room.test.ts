import { describe, expect, it } from 'vitest';
import { confirmRoom, planDisconnect } from './room.ts';

describe('room status', () => {
  it('goes from pending to confirmed, and only from pending', () => {
    expect(confirmRoom('pending')).toEqual({ ok: true, value: 'confirmed' });
    expect(confirmRoom('confirmed')).toEqual({
      ok: false,
      error: { code: 'illegal-transition', from: 'confirmed' },
    });
  });
});

describe('planDisconnect', () => {
  it('deletes the room, marks every player inactive and disconnected, notifies, then resets', () => {
    const plan = planDisconnect('room-1', ['alice', 'bob']);
    expect(plan.deleteRoom).toBe('room-1');
    expect([...plan.first]).toEqual([
      ['alice', { active: false, disconnected: true }],
      ['bob', { active: false, disconnected: true }],
    ]);
    expect(plan.notification).toBe('Disconnected. Try Connecting With Someone Again!');
    expect([...plan.afterwards]).toEqual([
      ['alice', { disconnected: false }],
      ['bob', { disconnected: false }],
    ]);
  });
});

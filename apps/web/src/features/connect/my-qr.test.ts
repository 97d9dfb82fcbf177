import { describe, expect, it } from 'vitest';
import { validity } from './my-qr.tsx';

const AT = Date.UTC(2026, 11, 3, 9, 30);

describe('a badge code’s validity', () => {
  it('says until when on the event’s clock, not the phone’s', () => {
    expect(new Date(AT).getHours()).toBe(9);
    expect(validity(AT, AT - 14 * 24 * 3_600_000, 'Pacific/Auckland')).toBe(
      'Valid until 3 Dec 2026, 22:30 Pacific/Auckland',
    );
  });

  it('counts down to a short-lived code’s renewal', () => {
    expect(validity(AT, AT - 10 * 60_000, 'Pacific/Auckland')).toMatch(/^New code in \d+:\d\d$/);
  });
});

import { describe, expect, it } from 'vitest';
import { hostLogoPaths } from './host-logo.ts';

describe('hostLogoPaths', () => {
  it('tries the event’s customer logo, then its company’s logo, then the placeholder', () => {
    expect(hostLogoPaths('summit', 'northwind_abc_xyz')).toEqual({
      path: 'media/summit/customer_logo.png',
      orPaths: ['companies/northwind_abc_xyz/logo.png', 'media/placeholder/logo.png'],
    });
  });

  it('skips the company’s logo for an event with no company', () => {
    expect(hostLogoPaths('summit', undefined).orPaths).toEqual(['media/placeholder/logo.png']);
  });
});

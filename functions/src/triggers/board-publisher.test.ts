import { boardNodes } from '@engage/domain/store/boards';
import { describe, expect, it } from 'vitest';
import { DUE_PATTERN } from './board-publisher.ts';

describe('the board publisher trigger', () => {
  it('fires on the due marker the committer sets, as the store names it', () => {
    expect(DUE_PATTERN).toBe(boardNodes.due('{eventId}'));
  });
});

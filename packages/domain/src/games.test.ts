import { describe, expect, it } from 'vitest';
import {
  BADGE_QR_TOKEN_TTL_MS,
  CONVERSATION_PROMPTS,
  NOTIFICATION_CAP,
  PAIR_REQUEST_TTL_MS,
  QR_REFRESH_LEAD_MS,
  QR_TOKEN_TTL_MS,
  RPS_MOVE_TIMEOUT_MS,
  SMALL_TALK_MIN_MESSAGES,
} from './games.ts';

describe('game timings and limits', () => {
  it('are the product’s decisions', () => {
    expect({
      PAIR_REQUEST_TTL_MS,
      RPS_MOVE_TIMEOUT_MS,
      QR_TOKEN_TTL_MS,
      QR_REFRESH_LEAD_MS,
      BADGE_QR_TOKEN_TTL_MS,
      NOTIFICATION_CAP,
      SMALL_TALK_MIN_MESSAGES,
    }).toEqual({
      PAIR_REQUEST_TTL_MS: 120_000,
      RPS_MOVE_TIMEOUT_MS: 30_000,
      QR_TOKEN_TTL_MS: 60_000,
      QR_REFRESH_LEAD_MS: 30_000,
      BADGE_QR_TOKEN_TTL_MS: 2_592_000_000,
      NOTIFICATION_CAP: 50,
      SMALL_TALK_MIN_MESSAGES: 2,
    });
  });

  it('a printed badge’s token outlives a screen’s, and a move times out before a request lapses', () => {
    expect(BADGE_QR_TOKEN_TTL_MS).toBeGreaterThan(QR_TOKEN_TTL_MS);
    expect(RPS_MOVE_TIMEOUT_MS).toBeLessThan(PAIR_REQUEST_TTL_MS);
  });

  it('a shown code rotates every 30 to 60 s: renewed while it still has time to be scanned', () => {
    const shown = QR_TOKEN_TTL_MS - QR_REFRESH_LEAD_MS;
    expect(shown).toBeGreaterThanOrEqual(30_000);
    expect(QR_TOKEN_TTL_MS).toBeLessThanOrEqual(60_000);
    expect(QR_REFRESH_LEAD_MS).toBeGreaterThan(0);
  });
});

describe('CONVERSATION_PROMPTS', () => {
  it('are distinct questions', () => {
    expect(CONVERSATION_PROMPTS.length).toBeGreaterThan(0);
    expect(new Set(CONVERSATION_PROMPTS).size).toBe(CONVERSATION_PROMPTS.length);
    for (const prompt of CONVERSATION_PROMPTS) expect(prompt).toMatch(/^[A-Z].*\?$/);
  });
});

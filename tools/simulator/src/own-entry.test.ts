import { describe, expect, it } from 'vitest';
import { OwnEntryClock } from './own-entry.ts';

const clock = () => {
  const delays: number[] = [];
  return { delays, clock: new OwnEntryClock((ms) => delays.push(ms)) };
};

describe('OwnEntryClock', () => {
  it('times a paying call from its sending to the entry showing the score it reached', () => {
    const { delays, clock: own } = clock();
    own.shows(100, 1_000);
    own.paid(2_000, 25);
    own.shows(110, 2_050);
    expect(delays).toEqual([]);
    own.shows(125, 2_180);
    expect(delays).toEqual([180]);
    own.shows(140, 2_300);
    expect(delays).toEqual([180]);
  });

  it('times an entry that showed the score before the call answered', () => {
    const { delays, clock: own } = clock();
    own.shows(0, 1_000);
    own.shows(30, 1_120);
    own.paid(1_000, 30);
    expect(delays).toEqual([120]);
  });

  it('counts from the score shown when the call was sent, not from an earlier one', () => {
    const { delays, clock: own } = clock();
    own.shows(10, 1_000);
    own.shows(20, 1_500);
    own.paid(1_600, 5);
    own.shows(25, 1_700);
    expect(delays).toEqual([100]);
  });

  it('ignores calls that paid nothing', () => {
    const { delays, clock: own } = clock();
    own.shows(10, 1_000);
    own.paid(1_100, 0);
    own.shows(10, 1_200);
    expect(delays).toEqual([]);
  });

  it('drops an award whose score never shows within a minute', () => {
    const { delays, clock: own } = clock();
    own.shows(50, 1_000);
    own.paid(1_000, 20);
    own.shows(40, 2_000);
    own.shows(45, 62_000);
    own.shows(70, 62_100);
    expect(delays).toEqual([]);
  });

  it('counts from the last score shown before the call, however long ago', () => {
    const { delays, clock: own } = clock();
    own.shows(5, 1_000);
    own.shows(8, 100_000);
    own.paid(90_000, 3);
    expect(delays).toEqual([10_000]);
  });
});

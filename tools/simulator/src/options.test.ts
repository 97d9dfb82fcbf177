import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('simulate options', () => {
  it('has defaults for a small run', () => {
    expect(parseOptions([])).toEqual({
      ok: true,
      value: {
        attendees: 200,
        durationS: 60,
        seed: 'engage',
        stack: 'auto',
        portBase: null,
        viewers: 20,
        concurrency: 4,
        rate: 10,
        ring: 0,
        latencyMs: 0,
        faults: 'all',
        json: null,
      },
    });
  });

  it('reads every flag, and derives viewers and rate from the size', () => {
    const parsed = parseOptions([
      '--',
      '--attendees',
      '2000',
      '--duration',
      '600',
      '--seed',
      'readme',
      '--stack',
      'start',
      '--port-base',
      '19300',
      '--concurrency',
      '12',
      '--json',
      'out.json',
    ]);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        attendees: 2000,
        durationS: 600,
        seed: 'readme',
        stack: 'start',
        portBase: 19300,
        viewers: 200,
        concurrency: 12,
        rate: 10,
        json: 'out.json',
      },
    });
    expect(parseOptions(['--attendees', '8'])).toMatchObject({ value: { viewers: 1, rate: 2 } });
    expect(parseOptions(['--attendees', '50'])).toMatchObject({ value: { rate: 5 } });
    expect(parseOptions(['--rate', '2.5'])).toMatchObject({ value: { rate: 2.5 } });
    expect(parseOptions(['--ring', '10'])).toMatchObject({ value: { ring: 10 } });
    expect(parseOptions(['--latency', '20'])).toMatchObject({ value: { latencyMs: 20 } });
    expect(parseOptions(['--faults', 'none'])).toMatchObject({ value: { faults: 'none' } });
    expect(parseOptions(['--latency', '-1'])).toMatchObject({ ok: false });
  });

  it.each([
    [['--attendees'], '--attendees needs a value'],
    [['--attendees', '--duration', '5'], '--attendees needs a value'],
    [['--attendees', '3'], '--attendees takes a whole number from 4 to 20000'],
    [['--attendees', '2.5'], '--attendees takes a whole number from 4 to 20000'],
    [['--duration', 'soon'], '--duration takes a whole number from 10 to 86400'],
    [['--rate', '0'], '--rate takes a number from 0.1 to 1000'],
    [['--stack', 'maybe'], '--stack is auto, start or reuse'],
    [['--attendees', '10', '--viewers', '11'], '--viewers cannot be more than --attendees'],
    [['--ring', '1'], '--ring takes 0, or 2 to half of --attendees'],
    [['--attendees', '10', '--ring', '6'], '--ring takes 0, or 2 to half of --attendees'],
    [['--fast'], 'unknown option --fast'],
    [['200'], 'unknown option 200'],
  ])('refuses %j: %s', (argv, message) => {
    expect(parseOptions(argv)).toEqual({ ok: false, error: message });
  });
});

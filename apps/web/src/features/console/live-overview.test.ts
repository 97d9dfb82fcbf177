import { activitySeries, MINUTE_MS, minuteKey } from '@engage/domain/activity';
import type { ActivityMinute } from '@engage/domain/store/events';
import { describe, expect, it } from 'vitest';
import { onlineLine } from './live-overview.tsx';

const NOW = 29_000_000 * MINUTE_MS;
const at = (minutesAgo: number) => NOW - minutesAgo * MINUTE_MS;

describe('onlineLine', () => {
  it('keeps the previous sample while the current minute is not sampled yet', () => {
    // This minute has points but no online sample yet: the level stays at 7, not 0.
    const stored: Record<string, ActivityMinute> = {
      [minuteKey(at(2))]: { online: 4 },
      [minuteKey(at(1))]: { online: 7, points: 5 },
      [minuteKey(at(0))]: { points: 3 },
    };
    const line = onlineLine(activitySeries(stored, NOW, 3), stored);
    expect(line.map((point) => point.value)).toEqual([4, 7, 7]);
    expect(line.map((point) => point.at)).toEqual([at(2), at(1), at(0)]);
  });

  it('shows the current sample once it lands, a sampled 0 included', () => {
    const stored = { [minuteKey(at(1))]: { online: 7 }, [minuteKey(at(0))]: { online: 0 } };
    expect(onlineLine(activitySeries(stored, NOW, 2), stored).map((p) => p.value)).toEqual([7, 0]);
  });

  it('carries only into the current minute: an earlier minute without a sample is 0', () => {
    const stored = { [minuteKey(at(2))]: { online: 5 } };
    expect(onlineLine(activitySeries(stored, NOW, 3), stored).map((p) => p.value)).toEqual([
      5, 0, 0,
    ]);
    expect(onlineLine(activitySeries({}, NOW, 1), {})).toEqual([{ at: NOW, value: 0 }]);
  });
});

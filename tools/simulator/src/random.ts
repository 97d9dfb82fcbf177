/**
 * A seeded random source, so that `--seed` replays the same choices: who is invited, what is
 * scanned, which faults land when. (The interleaving of calls still depends on timing; the
 * choices do not.) mulberry32 over a 32-bit FNV-1a hash of the seed text and a label, so each
 * attendee draws from its own stream and adding one attendee does not change the others.
 */
export type Rng = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An exponentially distributed wait with this mean (think times, arrivals). */
  exponential(mean: number): number;
  /** An independent stream for `label`. */
  fork(label: string): Rng;
};

const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const seededRandom = (seed: string): Rng => {
  let state = fnv1a(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    exponential: (mean) => -mean * Math.log(1 - next()),
    fork: (label) => seededRandom(`${seed}/${label}`),
  };
};

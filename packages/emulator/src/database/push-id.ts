/** Push ids as the SDK makes them: 8 characters of time, then 12 random, in lexical time order. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let lastTime = 0;
let lastRandom: number[] = [];

export const pushId = (now: number = Date.now(), random: () => number = Math.random): string => {
  const duplicateTime = now === lastTime;
  lastTime = now;
  let time = now;
  const timeChars: string[] = [];
  for (let i = 7; i >= 0; i -= 1) {
    timeChars[i] = PUSH_CHARS.charAt(time % 64);
    time = Math.floor(time / 64);
  }
  if (!duplicateTime) {
    lastRandom = Array.from({ length: 12 }, () => Math.floor(random() * 64));
  } else {
    let i = 11;
    while (i >= 0 && lastRandom[i] === 63) {
      lastRandom[i] = 0;
      i -= 1;
    }
    lastRandom[i] = (lastRandom[i] ?? 0) + 1;
  }
  return timeChars.join('') + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
};

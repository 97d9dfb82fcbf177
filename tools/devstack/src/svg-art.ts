/**
 * The demo event's pictures as SVG drawn by code: illustrated portraits for speakers, brand marks
 * (a shape and the company's name) for sponsors and hosts, and a hero scene for the event. Each
 * is decided by its seed alone (no clock, no Math.random, nothing fetched), so a seed always gives
 * the same bytes, and text is set in the reader's own sans-serif, in no particular typeface.
 */

/** A stream of numbers in [0, 1) decided by `seed` (FNV-1a, then mulberry32). */
export const seededRandom = (seed: string): (() => number) => {
  let hash = 2166136261;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: () => number, list: readonly [T, ...T[]]): T =>
  list[Math.floor(random() * list.length)] ?? list[0];

/** A coordinate with at most one decimal, so the same seed prints the same text everywhere. */
const n = (value: number): string => String(Math.round(value * 10) / 10);

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  );

const SANS = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** A whole SVG document; its ids are its own (an image's document is apart from the page's). */
const svg = (
  width: number,
  height: number,
  body: string,
  label: string,
  viewBox = `0 0 ${width} ${height}`,
): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const SKIN = ['#f9d7bd', '#efc19e', '#d9a179', '#b97c55', '#8e5b3c', '#5e3c29'] as const;
const HAIR = ['#1f2937', '#3b2619', '#6b3e26', '#a16207', '#d6d3d1', '#7c2d12'] as const;
const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'side'] as const;

/**
 * A speaker's illustrated portrait: head and shoulders over a two-colour ground (`colours`, light
 * then dark), with skin, hair, hairstyle and glasses decided by `seed`.
 */
export const portraitSvg = (options: {
  readonly seed: string;
  readonly name: string;
  readonly colours: readonly [string, string];
  readonly size?: number;
}): string => {
  const { seed, name, colours, size = 192 } = options;
  const random = seededRandom(`portrait:${seed}`);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const style = pick(random, HAIR_STYLES);
  const glasses = random() < 0.3;
  const smile = 4 + random() * 6;
  const back =
    style === 'long'
      ? `<path d="M58 92 C50 36 150 36 142 92 L148 156 C120 168 80 168 52 156 Z" fill="${hair}"/>`
      : '';
  const top = {
    short: `<path d="M63 88 C58 44 142 44 137 88 C128 66 112 60 100 60 C86 60 72 66 63 88 Z" fill="${hair}"/>`,
    long: `<path d="M62 92 C58 46 142 46 138 92 C124 70 108 62 92 66 C80 70 70 78 62 92 Z" fill="${hair}"/>`,
    bun: `<circle cx="100" cy="40" r="17" fill="${hair}"/><path d="M63 86 C60 46 140 46 137 86 C126 64 74 64 63 86 Z" fill="${hair}"/>`,
    curly: [0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const angle = Math.PI * (1.05 + (i / 6) * 0.9);
        return `<circle cx="${n(100 + Math.cos(angle) * 36)}" cy="${n(84 + Math.sin(angle) * 38)}" r="${n(15 + random() * 4)}" fill="${hair}"/>`;
      })
      .join(''),
    side: `<path d="M62 94 C56 42 144 42 138 84 C120 72 96 62 72 70 C68 78 64 86 62 94 Z" fill="${hair}"/>`,
  }[style];
  const specs = glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="86" cy="92" r="10"/><circle cx="114" cy="92" r="10"/><path d="M96 92 H104"/></g>`
    : '';
  const body = [
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>`,
    `<clipPath id="round"><circle cx="100" cy="100" r="100"/></clipPath></defs>`,
    `<g clip-path="url(#round)">`,
    `<rect width="200" height="200" fill="url(#ground)"/>`,
    back,
    `<path d="M22 200 C24 152 62 136 100 136 C138 136 176 152 178 200 Z" fill="${colours[1]}"/>`,
    `<path d="M84 136 L100 158 L116 136 Z" fill="#ffffff" fill-opacity="0.85"/>`,
    `<rect x="87" y="112" width="26" height="28" rx="8" fill="${skin}"/>`,
    `<rect x="87" y="112" width="26" height="10" fill="#000000" fill-opacity="0.12"/>`,
    `<circle cx="63" cy="94" r="7" fill="${skin}"/><circle cx="137" cy="94" r="7" fill="${skin}"/>`,
    `<ellipse cx="100" cy="90" rx="37" ry="43" fill="${skin}"/>`,
    top,
    `<circle cx="86" cy="93" r="3.6" fill="#1f2937"/><circle cx="114" cy="93" r="3.6" fill="#1f2937"/>`,
    `<path d="M79 82 Q86 78 93 82 M107 82 Q114 78 121 82" fill="none" stroke="${hair}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="78" cy="106" r="6" fill="#f472b6" fill-opacity="0.25"/><circle cx="122" cy="106" r="6" fill="#f472b6" fill-opacity="0.25"/>`,
    `<path d="M89 ${n(110)} Q100 ${n(110 + smile)} 111 ${n(110)}" fill="none" stroke="#7f1d1d" stroke-width="3" stroke-linecap="round"/>`,
    specs,
    '</g>',
  ].join('');
  return svg(size, size, body, `Portrait of ${name}`, '0 0 200 200');
};

const SHAPES = ['hexagon', 'rings', 'bars', 'diamond', 'sunrise', 'leaf'] as const;
type Shape = (typeof SHAPES)[number];

/** A brand's shape in a 100×100 box: filled with `main`, detailed in `detail`. */
const shapeOf = (shape: Shape, main: string, detail: string): string =>
  ({
    hexagon: `<polygon points="50,4 90,27 90,73 50,96 10,73 10,27" fill="${main}"/><polygon points="50,28 70,39 70,61 50,72 30,61 30,39" fill="${detail}"/>`,
    rings: `<circle cx="38" cy="50" r="32" fill="${main}"/><circle cx="64" cy="50" r="28" fill="none" stroke="${detail}" stroke-width="10"/>`,
    bars: `<rect x="8" y="52" width="22" height="42" rx="5" fill="${main}"/><rect x="39" y="28" width="22" height="66" rx="5" fill="${detail}"/><rect x="70" y="6" width="22" height="88" rx="5" fill="${main}"/>`,
    diamond: `<rect x="18" y="18" width="64" height="64" rx="8" transform="rotate(45 50 50)" fill="${main}"/><rect x="36" y="36" width="28" height="28" rx="4" transform="rotate(45 50 50)" fill="${detail}"/>`,
    sunrise: `<path d="M6 70 A44 44 0 0 1 94 70 Z" fill="${main}"/><rect x="6" y="78" width="88" height="8" rx="4" fill="${detail}"/><rect x="22" y="90" width="56" height="6" rx="3" fill="${main}"/>`,
    leaf: `<path d="M50 4 C86 20 94 60 50 96 C6 60 14 20 50 4 Z" fill="${main}"/><path d="M50 20 V86" stroke="${detail}" stroke-width="6" stroke-linecap="round"/>`,
  })[shape];

/**
 * A company's logo as a brand would have one, wide (a sponsor's card): its shape, decided by
 * `seed`, beside its `name` in a bold sans-serif, on white, in its two `colours`.
 */
export const brandMarkSvg = (options: {
  readonly seed: string;
  readonly name: string;
  readonly colours: readonly [string, string];
  readonly width?: number;
  readonly height?: number;
}): string => {
  const { seed, name, colours, width = 320, height = 128 } = options;
  const shape = pick(seededRandom(`mark:${seed}`), SHAPES);
  const box = height * 0.6;
  const left = height * 0.2;
  const textX = left + box + height * 0.16;
  const room = width - textX - height * 0.14;
  const fontSize = Math.min(height * 0.3, room / (name.length * 0.68));
  const body = [
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${n(height * 0.16)}" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>`,
    `<g transform="translate(${n(left)} ${n((height - box) / 2)}) scale(${n(box / 100)})">${shapeOf(shape, colours[0], colours[1])}</g>`,
    `<text x="${n(textX)}" y="${n(height / 2)}" dominant-baseline="central" font-family="${SANS}" font-size="${n(fontSize)}" font-weight="700" letter-spacing="-0.5" fill="${colours[1]}">${escapeXml(name)}</text>`,
  ].join('');
  return svg(width, height, body, `${name} logo`);
};

/**
 * A square logo (an event's, a host's): the brand's shape in white over a blend of its two
 * `colours`, and `label` (a short word, in capitals) under it.
 */
export const emblemSvg = (options: {
  readonly seed: string;
  readonly label: string;
  readonly colours: readonly [string, string];
  readonly size?: number;
}): string => {
  const { seed, label, colours, size = 128 } = options;
  const shape = pick(seededRandom(`mark:${seed}`), SHAPES);
  const word = label.toUpperCase();
  const fontSize = Math.min(18, 96 / (word.length * 0.8));
  const body = [
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>`,
    `<rect width="128" height="128" rx="26" fill="url(#ground)"/>`,
    `<g transform="translate(36 18) scale(0.56)">${shapeOf(shape, '#ffffff', colours[1])}</g>`,
    `<text x="64" y="${n(100 + fontSize * 0.1)}" text-anchor="middle" dominant-baseline="central" font-family="${SANS}" font-size="${n(fontSize)}" font-weight="800" letter-spacing="1" fill="#ffffff">${escapeXml(word)}</text>`,
  ].join('');
  return svg(size, size, body, `${label} logo`, '0 0 128 128');
};

/**
 * An event's hero: a harbour city at dusk under stage lights, in the event's `colours` (sky light
 * to deep, then an accent), with the skyline, lights and confetti placed by `seed`.
 */
export const heroSvg = (options: {
  readonly seed: string;
  readonly title: string;
  readonly colours: readonly [string, string, string];
  readonly width?: number;
  readonly height?: number;
}): string => {
  const { seed, title, colours, width = 960, height = 320 } = options;
  const [light, deep, accent] = colours;
  const random = seededRandom(`hero:${seed}`);
  const horizon = height * 0.68;
  const beams = [0.2, 0.5, 0.8]
    .map((at) => {
      const x = width * at;
      const spread = width * (0.12 + random() * 0.08);
      return `<polygon points="${n(x)},0 ${n(x - spread)},${n(horizon)} ${n(x + spread)},${n(horizon)}" fill="#ffffff" fill-opacity="${n(0.08 + random() * 0.06)}"/>`;
    })
    .join('');
  const buildings: string[] = [];
  for (let x = 0; x < width; ) {
    const w = 28 + random() * 46;
    const h = height * (0.12 + random() * 0.3);
    buildings.push(
      `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h + 2)}" fill="${deep}" fill-opacity="${n(0.7 + random() * 0.3)}"/>`,
    );
    for (let wy = horizon - h + 10; wy < horizon - 8; wy += 14)
      if (random() < 0.45)
        buildings.push(
          `<rect x="${n(x + 6 + random() * (w - 16))}" y="${n(wy)}" width="5" height="6" fill="${light}" fill-opacity="0.8"/>`,
        );
    x += w + 2 + random() * 6;
  }
  const waves = [0, 1, 2, 3]
    .map((i) => {
      const y = horizon + 16 + i * 20;
      const step = width / 8;
      let d = `M0 ${n(y)}`;
      for (let k = 0; k < 8; k += 1) d += ` q${n(step / 2)} ${i % 2 === 0 ? -6 : 6} ${n(step)} 0`;
      return `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`;
    })
    .join('');
  const confetti = Array.from({ length: 36 }, () => {
    const x = random() * width;
    const y = random() * horizon * 0.9;
    const colour = pick(random, [accent, light, '#ffffff', '#fcd34d'] as const);
    return random() < 0.5
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2 + random() * 4)}" fill="${colour}" fill-opacity="0.85"/>`
      : `<rect x="${n(x)}" y="${n(y)}" width="${n(4 + random() * 6)}" height="${n(3 + random() * 3)}" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})" fill="${colour}" fill-opacity="0.85"/>`;
  }).join('');
  const sun = { x: width * (0.15 + random() * 0.7), r: height * (0.14 + random() * 0.06) };
  const body = [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.6" stop-color="${accent}"/><stop offset="1" stop-color="${light}"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0f172a"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff7ed"/><stop offset="0.6" stop-color="#fde68a"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${n(sun.x)}" cy="${n(horizon - sun.r * 0.4)}" r="${n(sun.r * 1.6)}" fill="url(#sun)"/>`,
    beams,
    buildings.join(''),
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="url(#sea)"/>`,
    waves,
    confetti,
  ].join('');
  return svg(width, height, body, title);
};

import { describe, expect, it } from 'vitest';
import { brandMarkSvg, emblemSvg, heroSvg, portraitSvg, seededRandom } from './svg-art.ts';

/**
 * Checks that `text` is one well-formed SVG element: every tag closed in order, attributes
 * quoted, no raw `<` or stray `&` in text or values, ids defined before any url(#id) uses them.
 * Returns the root's attributes and every element's name.
 */
const parseSvg = (text: string): { root: Record<string, string>; tags: string[] } => {
  const open: string[] = [];
  const tags: string[] = [];
  const ids = new Set<string>();
  let root: Record<string, string> | undefined;
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let match = token.exec(text); match !== null; match = token.exec(text)) {
    at = token.lastIndex;
    const [, closing, name, attributes = '', selfClosing, chars] = match;
    if (chars !== undefined) {
      expect(open.length, `text outside the root: ${chars}`).toBeGreaterThan(0);
      expect(chars).not.toMatch(/&(?!(lt|gt|amp|quot|apos);)/);
      continue;
    }
    if (name === undefined) throw new Error('no tag name');
    if (closing) {
      expect(open.pop(), `</${name}>`).toBe(name);
      continue;
    }
    expect(root === undefined || open.length > 0, `a second root <${name}>`).toBe(true);
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
    );
    for (const value of Object.values(attrs) as string[]) {
      expect(value).not.toMatch(/&(?!(lt|gt|amp|quot|apos);)/);
      for (const [, ref] of value.matchAll(/url\(#([^)]+)\)/g))
        expect(ids.has(ref ?? ''), `url(#${ref}) before its definition`).toBe(true);
    }
    if (attrs.id !== undefined) ids.add(attrs.id);
    root ??= attrs;
    tags.push(name);
    if (!selfClosing) open.push(name);
  }
  expect(at, `unparsed text from ${text.slice(at, at + 40)}`).toBe(text.length);
  expect(open).toEqual([]);
  if (root === undefined) throw new Error('no root element');
  expect(tags[0]).toBe('svg');
  expect(root.xmlns).toBe('http://www.w3.org/2000/svg');
  return { root, tags };
};

const speaker = {
  seed: 'helena-okoye',
  name: 'Helena Okoye',
  colours: ['#a78bfa', '#4c1d95'],
} as const;
const sponsor = {
  seed: 'woodgrove',
  name: 'Woodgrove Bank',
  colours: ['#22c55e', '#14532d'],
} as const;
const hero = {
  seed: 'summit-2026',
  title: 'Northwind Summit 2026',
  colours: ['#ede9fe', '#4c1d95', '#db2777'],
} as const;

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, others for another, all in [0, 1)', () => {
    const take = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => random());
    };
    expect(take('a')).toEqual(take('a'));
    expect(take('a')).not.toEqual(take('b'));
    for (const value of take('a')) expect(value >= 0 && value < 1).toBe(true);
    expect(new Set(take('a').map((v) => Math.floor(v * 10))).size).toBeGreaterThan(5);
  });
});

describe.each([
  [
    'portraitSvg',
    () => portraitSvg(speaker),
    () => portraitSvg({ ...speaker, seed: 'priyanka-rao' }),
  ],
  [
    'brandMarkSvg',
    () => brandMarkSvg(sponsor),
    () => brandMarkSvg({ ...sponsor, seed: 'contoso' }),
  ],
  [
    'emblemSvg',
    () => emblemSvg({ seed: 'summit-2026', label: 'Summit', colours: ['#7c3aed', '#4c1d95'] }),
    () => emblemSvg({ seed: 'northwind', label: 'Summit', colours: ['#7c3aed', '#4c1d95'] }),
  ],
  ['heroSvg', () => heroSvg(hero), () => heroSvg({ ...hero, seed: 'other-event' })],
])('%s', (_, draw, drawOther) => {
  it('draws the same picture for the same seed and another for another seed', () => {
    expect(draw()).toBe(draw());
    expect(drawOther()).not.toBe(draw());
  });

  it('is one well-formed SVG document with its size and a name', () => {
    const { root } = parseSvg(draw());
    expect(Number(root.width)).toBeGreaterThan(0);
    expect(Number(root.height)).toBeGreaterThan(0);
    expect(root.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(root['aria-label']?.length).toBeGreaterThan(0);
  });
});

describe('the pictures read as a real event’s', () => {
  it('a portrait has a face (head, eyes, mouth) and its own hair, skin and clothes', () => {
    const { tags } = parseSvg(portraitSvg(speaker));
    expect(tags).toContain('ellipse');
    expect(tags.filter((t) => t === 'circle').length).toBeGreaterThanOrEqual(4);
    const others = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) =>
      portraitSvg({ ...speaker, seed }),
    );
    expect(new Set(others).size).toBe(others.length);
    expect(portraitSvg(speaker)).toContain('fill="#4c1d95"');
  });

  it('a brand mark shows its shape and its whole name, escaped, in a sans-serif', () => {
    const mark = brandMarkSvg({ ...sponsor, name: 'Smith & <Sons>' });
    parseSvg(mark);
    expect(mark).toContain('>Smith &amp; &lt;Sons&gt;</text>');
    expect(mark).toMatch(/font-family="[^"]*sans-serif"/);
    expect(brandMarkSvg(sponsor)).toContain('>Woodgrove Bank</text>');
    const shapes = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map(
      (seed) => /<g transform="[^"]*">(.*?)<\/g>/.exec(brandMarkSvg({ ...sponsor, seed }))?.[1],
    );
    expect(new Set(shapes).size).toBeGreaterThan(2);
  });

  it('a long name shrinks to fit the mark', () => {
    const size = (name: string) =>
      Number(/font-size="([\d.]+)"/.exec(brandMarkSvg({ ...sponsor, name }))?.[1]);
    expect(size('Contoso Interplanetary Logistics')).toBeLessThan(size('Contoso'));
    expect(size('Contoso Interplanetary Logistics') * 0.68 * 31).toBeLessThan(320);
  });

  it('a hero is a scene: a sky, a skyline and many colours and shapes', () => {
    const scene = heroSvg(hero);
    const { root, tags } = parseSvg(scene);
    expect([root.width, root.height]).toEqual(['960', '320']);
    expect(tags.filter((t) => t === 'rect').length).toBeGreaterThan(30);
    expect(tags).toContain('linearGradient');
    const colours = new Set(scene.match(/#[0-9a-f]{6}/gi));
    expect(colours.size).toBeGreaterThanOrEqual(5);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, STORAGE } from '../testing/handlers.ts';
import { server } from '../testing/server.ts';
import { avatarPalette, DEFAULT_PALETTE } from './avatar-palette.ts';
import { StoredImage } from './image-with-fallback.tsx';
import { PersonAvatar } from './person-avatar.tsx';

/** Storage holds exactly `stored`; any other name is not found. */
const storage = (stored: readonly string[]) =>
  server.use(
    http.get(`${STORAGE}/:name`, ({ params }) => {
      const name = String(params.name);
      return stored.includes(name)
        ? HttpResponse.json(
            { name, bucket: 'demo-engage.appspot.com', downloadTokens: 'tok' },
            { headers: CORS },
          )
        : HttpResponse.json(
            { error: { code: 404, message: 'Not found' } },
            { status: 404, headers: CORS },
          );
    }),
  );

/** The drawing's markup once its lazily loaded code has arrived. */
const drawn = async (container: HTMLElement): Promise<Element> => {
  await waitFor(() => expect(container.querySelector('svg[data-avatar]')).not.toBeNull());
  const svg = container.querySelector('svg[data-avatar]');
  if (svg === null) throw new Error('no drawn avatar');
  return svg;
};

/** The colours a drawing paints with (its ids, which React makes per render, left out). */
const paint = (svg: Element): string[] =>
  [...svg.querySelectorAll('[fill], [stroke]')]
    .flatMap((n) => [n.getAttribute('fill'), n.getAttribute('stroke')])
    .filter((c): c is string => typeof c === 'string' && c.startsWith('#'));

describe('PersonAvatar', () => {
  it('shows the initials while the drawing loads, then the drawing: decorative, never read', async () => {
    const { container } = render(<PersonAvatar seed="p1" name="Grace Hopper" className="pic" />);
    const initials = container.querySelector('[data-initials]');
    expect(initials?.getAttribute('data-initials')).toBe('GH');
    // Drawn by CSS (content: attr(data-initials) / ""): the span itself holds no text to read.
    expect(initials?.textContent).toBe('');
    const svg = await drawn(container);
    expect(container.querySelector('[data-initials]')).toBeNull();
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('data-avatar')).toBe('beam');
    expect(svg.querySelector('title')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the same picture for the same seed, another for another, in the colour’s palette', async () => {
    const markup = async (seed: string, colour?: string) => {
      const { container, unmount } = render(
        <PersonAvatar seed={seed} name="Grace Hopper" colour={colour} className="pic" />,
      );
      const svg = await drawn(container);
      const colours = paint(svg);
      const shape = svg.innerHTML.replace(/(id|mask)="[^"]*"/g, '');
      unmount();
      return { colours, shape };
    };
    const first = await markup('p1', 'purple');
    expect(await markup('p1', 'purple')).toEqual(first);
    expect((await markup('p2', 'purple')).shape).not.toBe(first.shape);
    const purple = avatarPalette('purple');
    expect(first.colours.filter((c) => purple.includes(c)).length).toBeGreaterThan(0);
    for (const colour of (await markup('p1')).colours.filter(
      (c) => c !== '#FFFFFF' && c !== '#000000',
    ))
      expect(DEFAULT_PALETTE).toContain(colour);
  });

  it('draws a hostile name or seed as data: no markup gets in, the colour stays a palette’s', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const { container } = render(
      <PersonAvatar
        seed={hostile}
        name={hostile}
        colour={'red" onload="alert(3)'}
        className="pic"
      />,
    );
    const svg = await drawn(container);
    expect(container.querySelectorAll('script, img, [onerror], [onload]')).toHaveLength(0);
    for (const colour of paint(svg).filter((c) => c !== '#FFFFFF' && c !== '#000000'))
      expect(DEFAULT_PALETTE).toContain(colour);
  });

  it('gives every user and team colour a palette of its own, unknown colours the default one', () => {
    const named = [
      'red',
      'blue',
      'green',
      'orange',
      'purple',
      'pink',
      'yellow',
      'grey',
      'black',
      'white',
    ];
    const palettes = named.map((colour) => avatarPalette(colour).join());
    expect(new Set(palettes).size).toBe(named.length);
    expect(avatarPalette('Purple')).toEqual(avatarPalette('purple'));
    expect(avatarPalette('teal')).toBe(DEFAULT_PALETTE);
    expect(avatarPalette(undefined)).toBe(DEFAULT_PALETTE);
  });
});

describe('StoredImage with a drawn avatar', () => {
  const avatar = { seed: 'p1', name: 'Grace Hopper' };

  it('shows the photo, named, when one is stored', async () => {
    storage(['speakers/grace.png']);
    const { container } = render(
      <StoredImage
        path="speakers/grace.png"
        alt="Photo of Grace Hopper"
        avatar={avatar}
        className="pic"
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo of Grace Hopper' });
    await waitFor(() => expect(photo.getAttribute('data-state')).toBe('stored'));
    expect(photo.getAttribute('src')).toContain('token=tok');
    expect(container.querySelector('[data-avatar]')).toBeNull();
  });

  it('draws the avatar, not the default logo, when no photo is stored or there is no path', async () => {
    storage([]);
    const stored = render(
      <StoredImage
        path="speakers/nobody.png"
        alt="Photo of Grace Hopper"
        avatar={avatar}
        className="pic"
      />,
    );
    expect((await drawn(stored.container)).getAttribute('class')).toBe('pic');
    expect(screen.queryByRole('img', { name: 'Photo of Grace Hopper' })).toBeNull();
    stored.unmount();
    const none = render(
      <StoredImage path={undefined} alt="Photo" avatar={avatar} className="pic" />,
    );
    await drawn(none.container);
    expect(none.container.querySelector('img')).toBeNull();
  });
});

import { decideTheme } from '@engage/domain/console-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { ThemeEditor } from './theme-editor.tsx';

const ACTOR = { by: 'uid-boss' };

/** The server's refusal of a scheme, as the domain decides it and the functions send it. */
const refusing = (scheme: unknown) => {
  const plan = decideTheme('summit', scheme, null, ACTOR, { newId: () => 'id1' });
  if (plan.ok) throw new Error('expected a refusal');
  server.use(
    callable.options(),
    callable.refuse(
      'adminSetTheme',
      'INVALID_ARGUMENT',
      plan.error,
      'That colour scheme is not valid',
      plan.detail,
      plan.field,
    ),
  );
};

describe('ThemeEditor', () => {
  it('refuses a colour that is not #rrggbb by its field, with the catalogue’s result, calling nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('adminSetTheme', {}, (data) => sent.push(data)),
    );
    await renderInRouter(<ThemeEditor eventId="summit" current={null} preview={null} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Header background');
    await user.clear(field);
    await user.type(field, 'crimson');
    await user.click(screen.getByRole('button', { name: 'Save the theme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Header background: use a colour like #1a2b3c. Result: invalid colour',
    );
    expect(sent).toEqual([]);
  });

  it('words the server’s refusal (the domain’s own detail) the same way', async () => {
    refusing({ palette: { navText: 'navy' } });
    await renderInRouter(<ThemeEditor eventId="summit" current={null} preview={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save the theme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nav text: use a colour like #1a2b3c. Result: invalid colour',
    );
  });

  describe('for a Dutch organiser', () => {
    afterEach(() => locale.set('en'));

    it('says the refused field and what to do in Dutch, the spec’s result as written', async () => {
      locale.set('nl');
      await preloadCatalogue();
      refusing({ palette: { navText: 'navy' } });
      await renderInRouter(<ThemeEditor eventId="summit" current={null} preview={null} />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Sla het thema op' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Tekst navigatie: gebruik een kleur als #1a2b3c. Resultaat: invalid colour',
      );
      // The editor's own check reads the same, and follows a change of language.
      const field = screen.getByLabelText('Achtergrond kop');
      await user.clear(field);
      await user.type(field, 'crimson');
      await user.click(screen.getByRole('button', { name: 'Sla het thema op' }));
      expect(screen.getByRole('alert').textContent).toBe(
        'Achtergrond kop: gebruik een kleur als #1a2b3c. Resultaat: invalid colour',
      );
      locale.set('en');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Header background: use a colour like #1a2b3c. Result: invalid colour',
      );
    });

    it('says a refusal that names no colour as the domain words it', async () => {
      locale.set('nl');
      await preloadCatalogue();
      refusing({ palette: { sparkle: '#123456' } });
      await renderInRouter(<ThemeEditor eventId="summit" current={null} preview={null} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sla het thema op' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Palette: it has no colour named “sparkle”; use one of its 27 names. Resultaat: invalid colour',
      );
    });
  });
});

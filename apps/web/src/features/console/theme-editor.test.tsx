import { decideTheme } from '@engage/domain/console-content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { ThemeEditor } from './theme-editor.tsx';

const ACTOR = { by: 'uid-boss' };

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
    const plan = decideTheme('summit', { palette: { navText: 'navy' } }, null, ACTOR, {
      newId: () => 'id1',
    });
    if (plan.ok) throw new Error('expected a refusal');
    server.use(
      callable.options(),
      callable.refuse(
        'adminSetTheme',
        'INVALID_ARGUMENT',
        plan.error,
        'That colour scheme is not valid',
        plan.detail,
      ),
    );
    await renderInRouter(<ThemeEditor eventId="summit" current={null} preview={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save the theme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nav text: use a colour like #1a2b3c. Result: invalid colour',
    );
  });
});

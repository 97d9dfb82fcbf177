import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { PrizeForm, SponsorForm } from './content-forms.tsx';

/** The prize form on a live item: three mugs sell while the organiser has it open. */
const LivePrize = () => {
  const [item, setItem] = useState({ id: 'mug', name: 'Mug', cost: 20, stock: 20 });
  return (
    <>
      <button type="button" onClick={() => setItem({ ...item, stock: 17 })}>
        Three sell
      </button>
      <PrizeForm eventId="summit" itemId="mug" item={item} onDone={() => undefined} />
    </>
  );
};

describe('PrizeForm', () => {
  it('sends the stock the form showed when it opened, so sales made meanwhile are not overwritten', async () => {
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('adminWritePrize', { id: 'mug' }, (data) => sent.push(data)),
    );
    await renderInRouter(<LivePrize />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Three sell' }));
    const stock = screen.getByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '30');
    await user.click(screen.getByRole('button', { name: 'Save prize' }));
    await screen.findByText('Prize saved.');
    expect(sent).toEqual([
      {
        eventId: 'summit',
        prizeId: 'mug',
        prize: { name: 'Mug', cost: 20, stock: 30 },
        stockSeen: 20,
      },
    ]);
  });
});

describe('SponsorForm', () => {
  it('sends the name attendees know the sponsor by, with its category, logo path and links', async () => {
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('adminWriteSponsor', { id: 'acme' }, (data) => sent.push(data)),
    );
    await renderInRouter(
      <SponsorForm eventId="summit" itemId="acme" item={undefined} onDone={() => undefined} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), ' Acme Corp ');
    await user.type(screen.getByLabelText('Category'), 'Gold');
    await user.type(screen.getByLabelText('Paragraph'), 'Makes everything.');
    await user.type(screen.getByLabelText('Website'), 'https://acme.example.com');
    await user.click(screen.getByRole('button', { name: 'Save sponsor' }));
    await screen.findByText('Sponsor saved.');
    expect(sent).toEqual([
      {
        eventId: 'summit',
        sponsorId: 'acme',
        sponsor: {
          name: ' Acme Corp ',
          Logo: 'media/summit/sponsor_acme.png',
          Paragraph: 'Makes everything.',
          Category: 'Gold',
          SocialLinks: { website: 'https://acme.example.com' },
        },
      },
    ]);
  });

  it('opens on the sponsor’s stored name, and asks for one', async () => {
    await renderInRouter(
      <SponsorForm
        eventId="summit"
        itemId="acme"
        item={{ id: 'acme', name: 'Acme Corp', Category: 'Gold', Paragraph: '' }}
        onDone={() => undefined}
      />,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toHaveProperty('value', 'Acme Corp');
    expect(name).toHaveProperty('required', true);
  });
});

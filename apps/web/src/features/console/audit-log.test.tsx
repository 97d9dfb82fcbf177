import type { AuditAction } from '@engage/domain/store/organisers';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../lib/firebase/console-desk.ts';
import { testDatabase } from '../../testing/database.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { About, Changes, Who } from './audit-log.tsx';

const ANN = 'YW5uJTQwZXhhbXBsZS5jb20=';
const BEA = 'YmVhJTQwZXhhbXBsZS5jb20=';
const GONE = 'Z29uZSU0MGV4YW1wbGUuY29t';
const TREE = {
  users: {
    [ANN]: { metadata: { name: 'Ann Organiser', email: 'ann@example.com' } },
    [BEA]: { metadata: { name: 'Bea', email: 'bea@example.com' } },
  },
};
const live = testDatabase;

const entry = (
  action: AuditAction,
  target: string,
  more: Partial<AuditEntry> = {},
): AuditEntry => ({
  id: 'e1',
  at: 0,
  by: ANN,
  action,
  target,
  before: 'null',
  after: 'null',
  ...more,
});

const shown = async (ui: ReactNode) => {
  live.reset(TREE);
  const view = await renderInRouter(<div data-testid="cell">{ui}</div>);
  return view;
};

describe('the audit log’s cells', () => {
  it('names the person an entry is about, never by their key', async () => {
    await shown(<About entry={entry('organiser.set', BEA)} />);
    expect((await screen.findByText('Bea')).textContent).toBe('Bea');
    expect(screen.getByTestId('cell').textContent).not.toContain(BEA);
  });

  it('names a removed person from the entry itself, without their email', async () => {
    const removal = entry('user.remove', GONE, {
      before: '{"name":"Gus","email":"gus@example.com","totalPoints":4}',
    });
    await shown(
      <>
        <About entry={removal} /> | <Changes entry={removal} />
      </>,
    );
    const cell = screen.getByTestId('cell').textContent;
    expect(cell).toBe('Gus | Name: Gus → —Points: 4 → —');
    expect(cell).not.toContain('gus@example.com');
  });

  it('says what a person is when their name cannot be read, never their key', async () => {
    live.reset(TREE);
    live.refuse(`/users/${GONE}/metadata/name`);
    await renderInRouter(
      <>
        <p data-testid="refused">
          <About entry={entry('points.adjust', GONE)} />
        </p>
        <p data-testid="missing">
          <About entry={entry('rep.set', 'bm9ib2R5')} />
        </p>
        <p data-testid="no-profile">
          <About entry={entry('organiser.set', 'uid:abc')} />
        </p>
      </>,
    );
    await screen.findByText('A person outside your events');
    expect(screen.getByTestId('refused').textContent).toBe('A person outside your events');
    await screen.findByText('A person with no profile');
    expect(screen.getByTestId('missing').textContent).toBe('A person with no profile');
    expect(screen.getByTestId('no-profile').textContent).toBe('An account with no profile');
    live.refuse(`/users/${GONE}/metadata/name`, false);
  });

  it('names the organiser who acted by their sign-in, or by name where the entry has none', async () => {
    await shown(
      <>
        <Who entry={entry('event.update', 'x', { email: 'orga@example.com' })} /> |{' '}
        <Who entry={entry('event.update', 'x', { by: ANN })} />
      </>,
    );
    expect(await screen.findByText(/Ann Organiser/)).toBeDefined();
    expect(screen.getByTestId('cell').textContent).toBe('orga@example.com | Ann Organiser');
  });
});

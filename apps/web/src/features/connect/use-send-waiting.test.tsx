import type { ConnectionResult, QrToken } from '@engage/domain/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { callable } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { annTree, signedInAs } from '../../testing/signed-in.ts';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryDelay } from './use-send-waiting.ts';

// The phone's IndexedDB, which jsdom has not, kept in memory for this test (scan-queue.ts).
vi.mock('./scan-queue.ts', async () => {
  type Scan = import('./scan-queue.ts').QueuedScan;
  const kept = new Map<string, Scan[]>();
  return {
    queuedScans: async (uid: string) => kept.get(uid) ?? [],
    queueScan: async (uid: string, qr: string, scannedAt = Date.now()) => {
      const scans = kept.get(uid) ?? [];
      if (!scans.some((scan) => scan.qr === qr))
        kept.set(uid, [...scans, { id: crypto.randomUUID(), qr, scannedAt }]);
    },
    dropScan: async (uid: string, id: string) =>
      kept.set(
        uid,
        (kept.get(uid) ?? []).filter((scan) => scan.id !== id),
      ),
  };
});

const TOKEN: QrToken = {
  qr: 'engage:2:{"uid":"pub-ann","color":"teal","isRep":false,"t":"ABCD2345"}',
  code: 'ABCD2345',
  expiresAt: Date.now() + 5 * 60_000,
};

const BOB: ConnectionResult = {
  awarded: 35,
  paid: { connection: 35, completion: 0, bingo: 0 },
  partnerAwarded: 35,
  partnerPaid: { connection: 35, completion: 0, bingo: 0 },
  partner: { name: 'Bob', color: 'orange' },
  boothVisit: false,
};

describe('a scan the server could not be reached for', () => {
  signedInAs('uid-ann', 'ann@example.com');

  it('waits on the phone and is sent again by itself, without the network going away', async () => {
    const awards: unknown[] = [];
    testDatabase.reset({ ...annTree(), events: { summit: { metadata: { name: 'Summit' } } } });
    server.use(
      callable.options(),
      callable.ok('issueQrToken', TOKEN),
      callable.answer('awardConnection', (data) => {
        awards.push(data);
        return BOB;
      }),
    );
    await renderApp('/connect');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Their code', {}, { timeout: 5_000 }), 'WXYZ6789');
    // The phone says online; the call dies on the way (the venue's route, a server restart).
    server.use(callable.lost('awardConnection'));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('1 scan waiting to be sent', {}, { timeout: 5_000 });

    const paid = await screen.findByText(
      '+35 points for you, +35 for Bob',
      {},
      { timeout: 3 * (FIRST_RETRY_MS + 3_000) },
    );
    expect(paid).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
    // Sent once, as a queued scan with its id and times.
    expect(awards).toHaveLength(1);
    expect(awards[0]).toMatchObject({ qr: 'WXYZ6789', queued: { id: expect.any(String) } });
  });

  it('waits 2 s, then twice as long each time, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([
      2_000,
      4_000,
      8_000,
      16_000,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
    ]);
  });
});

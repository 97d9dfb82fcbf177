import { encodeQrPayload } from '@engage/domain/qr-payload';
import { screen } from '@testing-library/react';
import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { ANN, annTree, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { renderApp } from '../../testing/render.tsx';

/** The image the QrCode component draws for `text`. */
const qrImage = (text: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`;

describe('the profile’s QR code', { timeout: 15_000 }, () => {
  signedInAsAnn();

  it('shows the public id in the spec’s uid field, never the uid, even when the stored code has it', async () => {
    const tree = annTree();
    const users = tree.users as Record<string, { metadata: object }>;
    const metadata = {
      ...users[ANN.key]?.metadata,
      isRep: false,
      // A profile made before QR codes carried the public id stores one with the uid.
      qr_code: encodeQrPayload({ uid: ANN.uid, color: 'teal', isRep: false }),
    };
    serveDatabase({ ...tree, users: { [ANN.key]: { ...users[ANN.key], metadata } } });
    await renderApp('/profile');
    const qr = await screen.findByRole('img', { name: 'QR code of Ann' });
    const shown = encodeQrPayload({ uid: 'pub-ann', color: 'teal', isRep: false });
    expect(qr.getAttribute('src')).toBe(qrImage(shown));
    expect(qr.getAttribute('src')).not.toBe(qrImage(metadata.qr_code));
  });
});

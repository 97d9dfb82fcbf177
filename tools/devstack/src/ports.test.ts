import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortsFree } from './ports.ts';

describe('assertPortsFree', () => {
  it('names the busy port and what needed it', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await expect(assertPortsFree([{ name: 'Realtime Database emulator', port }])).rejects.toThrow(
      `Port ${port} (Realtime Database emulator) is already in use`,
    );
    server.close();
    await expect(
      assertPortsFree([{ name: 'Realtime Database emulator', port }]),
    ).resolves.toBeUndefined();
  });
});

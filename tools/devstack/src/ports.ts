import { createServer } from 'node:net';

type NamedPort = { readonly name: string; readonly port: number };

/** Resolves when the port can be bound on 127.0.0.1; rejects with a message naming it otherwise. */
const probe = ({ name, port }: NamedPort): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${name}) is already in use. Stop whatever runs there (see: lsof -i :${port}) and start again.`
            : `Port ${port} (${name}) cannot be used: ${error.message}`,
        ),
      );
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

export const assertPortsFree = async (ports: readonly NamedPort[]): Promise<void> => {
  for (const port of ports) await probe(port);
};

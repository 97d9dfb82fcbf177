import { describe, expect, it } from 'vitest';
import { databaseUrl, instanceUrl } from './app.ts';

describe('databaseUrl', () => {
  it.each([
    [
      'the emulator: WebSockets only',
      'http://127.0.0.1:9000?ns=demo-engage-default-rtdb',
      true,
      'ws://127.0.0.1:9000?ns=demo-engage-default-rtdb',
    ],
    ['an emulator behind TLS', 'https://db.local:9000?ns=x', true, 'wss://db.local:9000?ns=x'],
    [
      'production: as configured, both transports',
      'https://engage-default-rtdb.firebaseio.com',
      false,
      'https://engage-default-rtdb.firebaseio.com',
    ],
  ])('%s', (_name, configured, useEmulators, expected) => {
    expect(databaseUrl(configured, useEmulators)).toBe(expected);
  });
});

describe('instanceUrl', () => {
  it.each([
    [
      'the emulator: the namespace',
      'http://127.0.0.1:9000?ns=demo-engage-default-rtdb',
      'http://127.0.0.1:9000/?ns=summit-2027',
    ],
    [
      'production: the first label of the host',
      'https://engage-default-rtdb.europe-west1.firebasedatabase.app',
      'https://summit-2027.europe-west1.firebasedatabase.app',
    ],
  ])('%s', (_name, configured, expected) => {
    expect(instanceUrl(configured, 'summit-2027')).toBe(expected);
  });
});

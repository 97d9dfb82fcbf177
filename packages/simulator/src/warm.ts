import { HOST, PROJECT_ID, type StackPorts } from '@engage/devstack/stack';

/**
 * The Functions emulator runs each request of a function in a worker process of its own and
 * starts a new one (seconds of CPU) whenever none is idle; a rush of first calls on a small
 * machine starts dozens at once and stalls for minutes. So the simulator warms each callable it
 * uses first: one call each, one after the other, answered `unauthenticated` (no work done).
 */
export const CALLABLES_PLAYED = [
  'register',
  'eventSignIn',
  'issueQrToken',
  'awardConnection',
  'startBingo',
  'answerTrivia',
  'buyPrize',
  'levelUp',
  'requestPair',
  'respondPair',
  'disconnectPair',
  'playRps',
  'claimRpsForfeit',
  'adminAdjustPoints',
  'adminListUsers',
] as const;

export const warmFunctions = async (ports: StackPorts, names: readonly string[]): Promise<void> => {
  for (const name of names) {
    await fetch(`http://${HOST}:${ports.functions}/${PROJECT_ID}/us-central1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(120_000),
    }).catch(() => undefined);
  }
};

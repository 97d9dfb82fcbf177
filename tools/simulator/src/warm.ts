import { FUNCTIONS_WORKERS, HOST, PROJECT_ID, type StackPorts } from '@engage/devstack/stack';
import type { CallableName } from '@engage/domain/contract';

/**
 * The Functions emulator runs each request of a function in a worker process of its own and
 * starts a new one (seconds of CPU) whenever none is idle; a rush of first calls on a small
 * machine starts dozens at once and stalls for minutes. So the simulator warms each callable it
 * uses first, answered `unauthenticated` (no work done): the games played all the time with as
 * many workers as calls may be in flight (within the stack's cap on workers), the others with one.
 */
/** The callables the simulation plays: the hot ones with a worker per call in flight. */
export const CALLABLES_PLAYED: Readonly<Partial<Record<CallableName, 'hot' | 'cold'>>> = {
  register: 'hot',
  eventSignIn: 'hot',
  issueQrToken: 'hot',
  awardConnection: 'hot',
  startBingo: 'hot',
  answerTrivia: 'hot',
  requestPair: 'hot',
  respondPair: 'hot',
  disconnectPair: 'hot',
  playRps: 'hot',
  buyPrize: 'cold',
  levelUp: 'cold',
  claimRpsForfeit: 'cold',
  adminAdjustPoints: 'cold',
  adminRingReport: 'cold',
  adminVoidAwards: 'cold',
};

const knock = (ports: StackPorts, name: string) =>
  fetch(`http://${HOST}:${ports.functions}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
    signal: AbortSignal.timeout(150_000),
  }).catch(() => undefined);

/**
 * Workers per hot callable: one per call in flight, within the stack's cap on live workers
 * (FUNCTIONS_WORKERS): a warm-up past the cap would only stop the workers it warmed first.
 */
export const hotWorkers = (
  callables: Readonly<Partial<Record<CallableName, 'hot' | 'cold'>>>,
  concurrency: number,
  cap: number,
): number => {
  const heats = Object.values(callables);
  const hot = heats.filter((heat) => heat === 'hot').length;
  const cold = heats.length - hot;
  return Math.max(1, Math.min(concurrency, Math.floor((cap - cold) / Math.max(1, hot))));
};

export const warmFunctions = async (
  ports: StackPorts,
  callables: Readonly<Partial<Record<CallableName, 'hot' | 'cold'>>>,
  concurrency: number,
): Promise<void> => {
  const perHot = hotWorkers(callables, concurrency, FUNCTIONS_WORKERS);
  for (const [name, heat] of Object.entries(callables)) {
    const workers = heat === 'hot' ? perHot : 1;
    await Promise.all(Array.from({ length: workers }, () => knock(ports, name)));
  }
};

import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PURCHASE_SETTLE_MS } from '@engage/domain/market-purchases';
import { runCleanup } from '@engage/server/cleanup';
import { settlePurchases } from '@engage/server/purchase-sweep';
import type { Unsubscribe } from 'firebase/database';
import type { SimAttendee } from './attendee.ts';
import { checkRing, farmingOf } from './farming.ts';
import { checkMalformed, runFaults } from './faults.ts';
import { checkAll } from './invariants.ts';
import { Journal, percentile } from './journal.ts';
import { latencyByKind } from './latency.ts';
import { limiter } from './limiter.ts';
import type { SimOptions } from './options.ts';
import { play } from './play.ts';
import { seededRandom } from './random.ts';
import { compactJournal, type SimReport } from './report.ts';
import { playRing } from './ring.ts';
import { registrationRush } from './rush.ts';
import { runOrganiser, watchLeaderboard } from './screens.ts';
import { adminHandle, setUpEvent } from './setup.ts';
import { readSnapshot } from './snapshot.ts';
import { openStack } from './stack.ts';
import { readTraffic, sourcesBetween, type TrafficSample } from './traffic.ts';
import { CALLABLES_PLAYED, warmFunctions } from './warm.ts';
import { sleep, type World } from './world.ts';

/**
 * One simulation, start to end: the stack (reused or started), the simulation's event, the
 * registration rush, `durationS` of play with the organiser, leaderboard viewers and the fault
 * schedule, then everyone leaves, the room cleanup runs, and the database is checked against
 * the invariants and the acknowledgements.
 */
export type RunHooks = {
  readonly log: (message: string) => void;
  /** The progress line, about once a second during play. */
  readonly progress: (line: string) => void;
};

/** The machine's 1-minute load average. */
const loadNow = () => loadavg()[0] ?? 0;
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const n = (value: number) => Math.round(value).toLocaleString('en');

export const simulate = async (options: SimOptions, hooks: RunHooks): Promise<SimReport> => {
  const started = Date.now();
  const stack = await openStack(options.stack, options.portBase, hooks.log, options.latencyMs);
  const admin = adminHandle(stack.ports, 'run');
  try {
    const rng = seededRandom(options.seed);
    const setup = await setUpEvent(admin, {
      attendees: options.attendees,
      seed: options.seed,
      rng: rng.fork('setup'),
    });
    const journal = new Journal();
    const world: World = {
      setup,
      ports: stack.ports,
      journal,
      rng,
      clientDeps: { ports: stack.ports, journal, limiter: limiter(options.concurrency) },
      playEndsAt: Number.POSITIVE_INFINITY,
      peers: new Map(),
      awaitedScores: new Map(),
      malformed: { accepted: [], untyped: [], refused: 0, unanswered: 0 },
      faultTimes: {},
      stopping: false,
    };
    hooks.log('warming the functions (a worker per call in flight)...');
    await warmFunctions(stack.ports, CALLABLES_PLAYED, options.concurrency);
    const setupDone = Date.now();
    const rush = await registrationRush(world, admin, options.attendees, hooks.log);
    const attendees = rush.seated;
    for (const attendee of attendees) world.peers.set(attendee.publicId, attendee);
    // The ring: the first seated accounts, who then play only each other (ring.ts).
    const ring = attendees.slice(0, options.ring);
    for (const member of ring) member.ring = true;
    hooks.log(`${n(attendees.length)} seated; signing in to the event...`);
    await Promise.all(attendees.map((attendee) => attendee.enter()));
    const viewers = [...attendees].sort(() => rng.next() - 0.5).slice(0, options.viewers);
    const stopViewers: Unsubscribe[] = viewers.map((viewer) => watchLeaderboard(viewer, world));
    const registrationDone = Date.now();

    const before = await readTraffic(stack.ports);
    const callsBefore = journal.summary().calls;
    const playStart = Date.now();
    world.playEndsAt = playStart + options.durationS * 1_000;
    const meanThinkMs = (attendees.length / options.rate) * 1_000;
    hooks.log(
      `play: ${options.durationS} s, about ${options.rate} actions/s (an attendee acts every ${seconds(meanThinkMs)} s on average)`,
    );
    let peak = 0;
    // The last sample the emulator answered: the end of play falls back to it when the emulator
    // is too busy to answer then (2,000 sockets reconnecting), rather than counting nothing.
    let lastSample = before;
    // Whether the simulator itself keeps up: its event loop's delay, shown on the progress line.
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
    const playLoopDelay = monitorEventLoopDelay({ resolution: 20 });
    playLoopDelay.enable();
    const load = { start: loadNow(), max: loadNow(), end: loadNow() };
    const ticker = setInterval(() => {
      if (Date.now() <= world.playEndsAt) {
        load.end = loadNow();
        load.max = Math.max(load.max, load.end);
      }
      void readTraffic(stack.ports).then((sample) => {
        peak = Math.max(peak, sample?.responsesPerSecond ?? 0);
        if (sample !== null && Date.now() <= world.playEndsAt) lastSample = sample;
        const lagMs = loopDelay.max / 1e6;
        loopDelay.reset();
        hooks.progress(progressLine(world, attendees, playStart, options.durationS, sample, lagMs));
      });
    }, 1_000);
    const loops = attendees.map((attendee) =>
      attendee.ring ? playRing(attendee, world, ring) : play(attendee, world, meanThinkMs),
    );
    const organiser = runOrganiser(world, attendees, rng.fork('organiser'), 1_500);
    const faults =
      options.faults === 'all'
        ? runFaults(world, attendees, stack, rng.fork('faults'))
        : Promise.resolve();
    await sleep(world.playEndsAt - Date.now());
    const playDone = Date.now();
    playLoopDelay.disable();
    world.stopping = true;
    // Calls still queued behind the limiter were never sent: the screens that asked are gone.
    world.clientDeps.limiter.drain();
    for (const attendee of attendees) attendee.interrupt();
    const callsDuringPlay = journal.summary().calls - callsBefore;
    const after = (await readTraffic(stack.ports)) ?? lastSample;

    // Everyone leaves: some by the Leave button, some by closing the app in the middle of a room.
    hooks.log('play over: everyone leaves...');
    const leaving = attendees.flatMap((a) =>
      a.room === null ? [] : [a.room.leave(a.rng.chance(0.5))],
    );
    await Promise.race([
      Promise.allSettled([...loops, organiser, faults, ...leaving]),
      sleep(120_000),
    ]);
    clearInterval(ticker);
    loopDelay.disable();
    for (const stop of stopViewers) stop();
    await Promise.all(attendees.map((attendee) => attendee.close()));
    // The onDisconnect writes of the closed apps land, then the scheduled cleanup runs.
    await sleep(2_000);
    await runCleanup({ db: admin.db, now: Date.now, log: () => undefined });
    // Every call has ended, so the purchase sweep may settle what they left now rather than a
    // minute later, as the schedule would.
    await settlePurchases({
      db: admin.db,
      now: () => Date.now() + PURCHASE_SETTLE_MS,
      log: () => undefined,
    });
    hooks.log('checking the invariants...');
    const snapshot = await readSnapshot(admin.db, setup);
    const farming = farmingOf(snapshot, new Set(ring.map((member) => member.key)));
    const checks = [
      ...checkAll(snapshot, journal.acks),
      checkMalformed(world),
      ...checkRing(farming),
    ];
    const summary = journal.summary();
    const latencies = Object.values(summary.byCallable).flatMap((r) => r.latenciesMs);
    const playS = (playDone - playStart) / 1_000;
    // Database traffic over the window the two samples span (the whole of play, unless the
    // emulator could not answer at its end).
    const trafficS = before === null || after === null ? 0 : (after.at - before.at) / 1_000;
    const traffic = (pick: (s: TrafficSample) => number) =>
      before === null || after === null ? 0 : pick(after) - pick(before);
    return {
      attendees: options.attendees,
      durationS: options.durationS,
      seed: options.seed,
      stack: stack.owned ? 'started' : 'reused',
      databaseLatencyMs: stack.owned ? options.latencyMs : null,
      faults: options.faults,
      concurrency: options.concurrency,
      rate: options.rate,
      timingsS: {
        setup: seconds(setupDone - started),
        registration: seconds(registrationDone - setupDone),
        play: seconds(playDone - playStart),
        wrapUp: seconds(Date.now() - playDone),
        total: seconds(Date.now() - started),
      },
      registration: {
        accounts: rush.accounts,
        limit: setup.userLimit,
        seated: attendees.length,
        turnedAway: rush.turnedAway,
        failed: rush.failed,
      },
      calls: {
        total: summary.calls,
        duringPlay: callsDuringPlay,
        perSecond: callsDuringPlay / playS,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
      },
      acknowledged: { actions: journal.acks.length, perSecond: journal.acks.length / playS },
      viewers: {
        count: viewers.length,
        screenDelays: journal.screenDelaysMs.length,
        p50Ms: percentile(journal.screenDelaysMs, 50),
        p95Ms: percentile(journal.screenDelaysMs, 95),
      },
      latency: latencyByKind(summary, {
        boardMs: journal.screenDelaysMs,
        ownEntryMs: journal.ownEntryDelaysMs,
      }),
      loadAverage: load,
      database: {
        responses: traffic((s) => s.responses),
        bytes: traffic((s) => s.bytes),
        responsesPerSecond: trafficS > 0 ? traffic((s) => s.responses) / trafficS : 0,
        peakResponsesPerSecond: peak,
        measuredS: seconds(trafficS * 1_000),
        bySource: before === null || after === null ? {} : sourcesBetween(before, after),
      },
      functionsRestartMs: world.faultTimes.functionsRestartMs ?? null,
      simulatorLoopDelayMs: {
        p50: playLoopDelay.percentile(50) / 1e6,
        p99: playLoopDelay.percentile(99) / 1e6,
        max: playLoopDelay.max / 1e6,
      },
      journal: compactJournal(summary),
      farming,
      checks,
      passed: checks.every((check) => check.violations.length === 0),
    };
  } finally {
    await admin.close();
    await stack.stop();
  }
};

const progressLine = (
  world: World,
  attendees: readonly SimAttendee[],
  playStart: number,
  durationS: number,
  sample: TrafficSample | null,
  lagMs: number,
): string => {
  const summary = world.journal.summary();
  const elapsed = Math.min(durationS, Math.round((Date.now() - playStart) / 1_000));
  const inRooms = attendees.filter((a) => a.room !== null).length;
  const offline = attendees.filter((a) => a.offline).length;
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
  return [
    `[sim] play ${elapsed}/${durationS} s`,
    `${n(attendees.length)} attendees (${n(inRooms)} in rooms, ${n(offline)} offline)`,
    `calls ${n(summary.calls)}, ${n(world.clientDeps.limiter.active + world.clientDeps.limiter.waiting)} pending`,
    `refused ${n(sum(summary.expectedRefusals))}+${n(sum(summary.unexpectedRefusals))}`,
    `failed ${n(sum(summary.failures))}`,
    `acks ${n(world.journal.acks.length)}`,
    // An unanswered stats read (the emulator busy past the timeout) is not a quiet second.
    `db ${sample === null ? '?' : n(sample.responsesPerSecond)} resp/s`,
    `loop delay ${n(lagMs)} ms`,
  ].join(' | ');
};

import { HOST, NAMESPACE, PROJECT_ID, type StackPorts } from '@engage/devstack/stack';
import { TEAM_COLORS, TEAM_NAMES } from '@engage/domain/colors';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { applyWrites } from '@engage/server/placed';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import type { Rng } from './random.ts';
import type { PrizeItem, Setup, TriviaItem } from './world.ts';

/**
 * The operator's side of a simulation, with the admin SDK: a company whose user limit is the
 * run's size and its event (as an organiser would have set them up), with prizes whose stock runs
 * out and trivia questions whose answers only the server (and this simulator) knows. Each run gets
 * its own ids, so a reused stack can take run after run.
 */
export type AdminHandle = { readonly app: App; readonly db: Database; close(): Promise<void> };

export const adminHandle = (ports: StackPorts, label: string): AdminHandle => {
  // The admin SDKs find the emulators through these, as the dev stack's own seed does.
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${HOST}:${ports.database}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${ports.auth}`;
  const app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `http://${HOST}:${ports.database}?ns=${NAMESPACE}` },
    `simulator-${label}-${Date.now()}`,
  );
  return { app, db: getDatabase(app), close: () => deleteApp(app) };
};

const COLOURS = ['red', 'blue', 'green', 'orange', 'purple', 'yellow'];

export const setUpEvent = async (
  admin: AdminHandle,
  options: { readonly attendees: number; readonly seed: string; readonly rng: Rng },
): Promise<Setup> => {
  const slug =
    options.seed
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 20) || 'run';
  const runId = `${slug}-${Date.now().toString(36)}`;
  const eventId = `sim-${runId}`;
  const customerId = `sim-co-${runId}`;
  const invitationCode = `sim-invite-${runId}`;
  const userLimit = options.attendees;
  const trivia: TriviaItem[] = Array.from({ length: 5 }, (_, i) => {
    const options3 = [0, 1, 2].map((j) => COLOURS[(i + j) % COLOURS.length] ?? 'grey');
    return { id: `${eventId}-q${i + 1}`, answer: options.rng.pick(options3), options: options3 };
  });
  // A mug most can afford, a hoodie for the keen, and headphones that run out at once.
  const prizes: (PrizeItem & { name: string; stock: number })[] = [
    { id: 'mug', name: 'Simulated mug', cost: 50, stock: Math.ceil(options.attendees / 3) },
    { id: 'hoodie', name: 'Simulated hoodie', cost: 150, stock: Math.ceil(options.attendees / 20) },
    { id: 'headphones', name: 'Simulated headphones', cost: 300, stock: 2 },
  ];
  const sets: Record<string, unknown> = {
    [organiserNodes.companyMetadata(customerId)]: {
      name: 'Simulated Traders',
      subscription: 'premium',
      events: { [eventId]: true },
      eventTotal: 1,
      userLimit,
      formId: invitationCode,
    },
    // The guest list is the simulated addresses' domain; the others hold the invitation code.
    [organiserNodes.admission(customerId)]: { code: true, domains: ['sim.engage.test'] },
    [organiserNodes.userCount(customerId)]: 0,
    [eventNodes.metadata(eventId)]: {
      name: `Simulation ${runId}`,
      customerId,
      venue: 'The simulator',
      startsAt: Date.now(),
      description: 'Simulated attendees playing every game at once.',
      registrants: 0,
    },
  };
  for (const team of TEAM_NAMES)
    sets[eventNodes.team(eventId, team)] = { name: team, color: TEAM_COLORS[team] };
  for (const { id, name, cost, stock } of prizes)
    sets[marketNodes.prize(eventId, id)] = { name, cost, stock };
  for (const question of trivia) {
    sets[eventNodes.question(eventId, question.id)] = {
      image: storagePaths.pictureTrivia(question.id, 'picture.png'),
      question: 'Which colour is this picture?',
      options: question.options,
    };
    sets[eventNodes.answer(eventId, question.id)] = question.answer;
  }
  await applyWrites(admin.db, { sets, increments: {} });
  return {
    runId,
    eventId,
    customerId,
    invitationCode,
    userLimit,
    trivia,
    prizes: prizes.map(({ id, cost }) => ({ id, cost })),
  };
};

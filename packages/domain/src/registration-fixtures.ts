import type { RegistrationInput } from './new-profile.ts';

/** Fixtures of the registration plans' tables: Ada, her user key and her registration. */
export const ADA_KEY = 'YWRhJTQwZXhhbXBsZS5jb20=';

/** A plan's context: `random` as given, and push ids in order (id1, id2, …). */
export const context = (random = 0) => {
  let n = 0;
  return { random: () => random, newId: () => `id${++n}` };
};

/** Ada registering for the summit, on team AGILE, under the company acme. */
export const input: RegistrationInput = {
  uid: 'uid-1',
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Acme',
  department: 'R&D',
  teamName: 'AGILE',
  customerId: 'acme',
  eventId: 'summit',
};

export const leadKeys = {
  all: ['leads'] as const,
  mine: (eventId: string, repPublicId: string) =>
    [...leadKeys.all, 'mine', eventId, repPublicId] as const,
  consents: (key: string) => [...leadKeys.all, 'consents', key] as const,
};

export const marketKeys = {
  all: ['prizes'] as const,
  prizes: (eventId: string) => [...marketKeys.all, eventId] as const,
};

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (key: string) => [...inboxKeys.all, 'list', key] as const,
  conversation: (eventId: string, id: string) =>
    [...inboxKeys.all, 'conversation', eventId, id] as const,
};

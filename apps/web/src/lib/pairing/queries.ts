/** Query keys of the live pairing data both game screens read (filled by listeners, see live.ts). */
export const pairingKeys = {
  all: ['pairing'] as const,
  online: (eventId: string) => [...pairingKeys.all, 'online', eventId] as const,
  flags: (key: string) => [...pairingKeys.all, 'flags', key] as const,
  clockOffset: () => [...pairingKeys.all, 'clock-offset'] as const,
  room: (roomId: string) => [...pairingKeys.all, 'room', roomId] as const,
};

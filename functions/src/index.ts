export { health } from './health.ts';
export { cleanupStaleRooms } from './scheduled.ts';

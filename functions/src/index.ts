export { health } from './health.ts';

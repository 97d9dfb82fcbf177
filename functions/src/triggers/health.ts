import { GAME_CODES } from '@engage/domain/points';
import { onRequest } from 'firebase-functions/v2/https';

/**
 * Liveness of the deployed functions: the dev stack waits on it before it reports ready, and an
 * organiser can open it after a deploy. It names the game codes so a wrong bundle shows at once.
 */
const healthBody = () => ({ ok: true, games: Object.keys(GAME_CODES) });

export const health = onRequest((_request, response) => {
  response.json(healthBody());
});

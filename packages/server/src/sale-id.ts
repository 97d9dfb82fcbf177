import { createHash } from 'node:crypto';

/**
 * The sale's id on the prize's public node and on the prize desk: stable for one buyer's request
 * (so a retry and the sweeper find it) and naming neither the buyer nor the request, which only
 * the buyer's own node and the organisers' desk keep.
 */
export const saleIdFor = (key: string, requestId: string): string =>
  createHash('sha256').update(`${key}|${requestId}`).digest('base64url').slice(0, 22);

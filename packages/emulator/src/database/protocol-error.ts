/** A request the protocol cannot carry out: it is answered `invalid_request`, the session goes on. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

/** A request the Storage APIs refuse, with the status they answer it with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

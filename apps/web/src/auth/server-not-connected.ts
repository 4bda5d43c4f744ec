/** A refresh that could not produce a token although the provider says the person is signed in. */
export class ServerNotConnectedError extends Error {
  constructor(cause?: unknown) {
    super('Server Not Connected', { cause });
    this.name = 'ServerNotConnectedError';
  }
}

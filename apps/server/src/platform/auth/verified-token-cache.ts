/**
 * Remembers which exact token strings verified, until the earlier of their expiry and their
 * maximum age, so that the signature (an ES256 verification, about a sixth of a signed-in
 * request's processor time) is checked once per token rather than on every request. Safe because
 * a verified token's claims cannot change and access tokens cannot be revoked before they expire;
 * what the person may do is still read from the database on every request (access-gate.ts).
 * Refused tokens are never remembered.
 */
export class VerifiedTokenCache<Value> {
  readonly #entries = new Map<string, { value: Value; validUntilMs: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { maxEntries: number; now?: () => number }) {
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get(token: string): Value | undefined {
    const entry = this.#entries.get(token);
    if (entry === undefined) return undefined;
    if (this.#now() >= entry.validUntilMs) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: Value, validUntilMs: number): void {
    if (validUntilMs <= this.#now()) return;
    if (this.#entries.size >= this.#maxEntries) {
      // Maps iterate in insertion order: drop the oldest token, which also expires first.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { value, validUntilMs });
  }

  get size(): number {
    return this.#entries.size;
  }
}

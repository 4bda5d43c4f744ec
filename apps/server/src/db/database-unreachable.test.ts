import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionFailureReason, DatabaseUnreachableError } from './database-unreachable.ts';

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('connectionFailureReason', () => {
  it('names a refused connection of the real driver', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://u:p@127.0.0.1:${await closedPort()}/x` });
    const error = await pool.query('select 1').catch((caught: unknown) => caught);
    await pool.end();
    expect(connectionFailureReason(error)).toBe(
      'the connection was refused (nothing listens on that host and port)',
    );
  });

  it('passes on the server message for a refused password or a missing database, also as a cause', () => {
    const auth = Object.assign(new Error('password authentication failed for user "atrium"'), {
      code: '28P01',
    });
    expect(connectionFailureReason(new Error('Failed query: select 1', { cause: auth }))).toBe(
      'password authentication failed for user "atrium"',
    );
    const missing = Object.assign(new Error('database "atrium" does not exist'), { code: '3D000' });
    expect(connectionFailureReason(missing)).toBe('database "atrium" does not exist');
  });

  it('leaves other errors alone', () => {
    expect(connectionFailureReason(new Error('syntax error at or near "selec"'))).toBeNull();
    expect(connectionFailureReason(Object.assign(new Error('x'), { code: '42601' }))).toBeNull();
    expect(connectionFailureReason('text')).toBeNull();
  });
});

describe('DatabaseUnreachableError', () => {
  it('names DATABASE_URL and never prints its password', () => {
    const error = new DatabaseUnreachableError(
      'postgres://atrium:s3cret@db.example:5432/atrium',
      'the host does not answer',
    );
    expect(error.message).toContain('DATABASE_URL (postgres://atrium:***@db.example:5432/atrium)');
    expect(error.message).toContain('the host does not answer');
    expect(error.message).not.toContain('s3cret');
  });
});

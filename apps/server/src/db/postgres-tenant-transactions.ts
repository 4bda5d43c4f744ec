import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Drizzle, TenantContext, Transaction } from './database.ts';
import { tenantSettingsSql, type DrizzleInternals } from './tenant-transaction.ts';

/** A statement that only reads and whose effects cannot outlive it (decision 087). */
const PLAIN_READ = /^\s*select\s/i;
/** Allowed in a read-only transaction, but meant to last until the work ends: never a lone read. */
const LASTING_EFFECT = /\b(pg_advisory\w*|set_config|pg_notify)\s*\(/i;
/** PostgreSQL's refusal of a write or a row lock inside a read-only transaction. */
const READ_ONLY_REFUSED = '25006';

type QueryConfig = { text: string } & Record<string, unknown>;

/** pg's socket, corked so that one exchange's messages leave in one write. */
interface ClientInternals {
  connection?: { stream?: { cork?(): void; uncork?(): void } };
}

/**
 * idle: nothing sent yet; lone: the first statement went out as a lone read (its own read-only
 * transaction, committed in the same exchange); open: a transaction is open for the work's
 * statements; ended: the work is over and the connection is on its way back to the pool.
 */
type Phase = 'idle' | 'lone' | 'open' | 'ended';

/**
 * One pooled connection's tenant transactions, each sent ahead without waiting (the pool runs in
 * pipeline mode): the transaction opens, takes the tenant settings and runs the work's first
 * statement in one network exchange, and a work that is a single plain read is also committed in
 * that exchange (decision 087). Drizzle's session talks to `query` as it would to the connection.
 */
class TenantPipeline {
  readonly handle: Transaction;
  private readonly connection: pg.PoolClient;
  private phase: Phase = 'ended';
  private settings = '';
  /** The commit that travelled with a lone read: true once it is answered, false if it failed. */
  private loneCommit: Promise<boolean> | undefined;
  /** False once the session's state is unknown: the connection must not serve anyone else. */
  reusable = true;

  constructor(connection: pg.PoolClient, { dialect, session }: DrizzleInternals) {
    this.connection = connection;
    // Built once per pooled connection: constructing a handle builds a relational query builder per
    // table, which showed in the request profile.
    const connectionSession = new NodePgSession(this as never, dialect, session.schema, session.options);
    this.handle = new NodePgTransaction(dialect, connectionSession, session.schema) as unknown as Transaction;
  }

  start(settings: string): void {
    this.phase = 'idle';
    this.settings = settings;
    this.loneCommit = undefined;
  }

  /** What Drizzle's session calls for every statement of the work. */
  query(config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const statement: QueryConfig = typeof config === 'string' ? { text: config } : config;
    if (this.phase === 'ended') return Promise.reject(new Error('The tenant transaction has already ended'));
    if (this.phase === 'open') return this.connection.query(statement, values);
    if (this.phase === 'idle' && PLAIN_READ.test(statement.text) && !LASTING_EFFECT.test(statement.text)) {
      return this.loneRead(statement, values);
    }
    return this.open(statement, values);
  }

  /** Ends the work's transaction after it succeeded; throws when its commit fails (then roll back). */
  async commit(): Promise<void> {
    if (this.phase === 'open') await this.connection.query('commit');
    this.phase = 'ended';
    await this.settleLoneCommit();
  }

  /** Ends the work's transaction after it failed; a failed rollback makes the connection unusable. */
  async rollback(): Promise<void> {
    const wasOpen = this.phase === 'open';
    this.phase = 'ended';
    if (wasOpen) {
      try {
        await this.connection.query('rollback');
      } catch {
        // The session's state is unknown (tenant role, settings): never hand it to anyone else.
        this.reusable = false;
      }
    }
    await this.settleLoneCommit();
  }

  private async settleLoneCommit(): Promise<void> {
    if (this.loneCommit && !(await this.loneCommit)) this.reusable = false;
  }

  /**
   * `begin` travels alone, as a constant: whatever happens to the settings after it, the statement
   * behind them runs inside the transaction, where a failed setting aborts it, never as the owner.
   */
  private open(statement: QueryConfig, values: unknown[] | undefined): Promise<pg.QueryResult> {
    this.phase = 'open';
    return this.sendTogether('begin', statement, values);
  }

  /**
   * A plain read as the whole transaction: read-only, so PostgreSQL refuses it if it would write
   * or lock rows after all (a function, `for update`), and then it is sent again in an open
   * transaction. Its commit goes in the same exchange; if the work has more to do, the next
   * statement opens a transaction of its own.
   */
  private loneRead(statement: QueryConfig, values: unknown[] | undefined): Promise<pg.QueryResult> {
    this.phase = 'lone';
    let commit: Promise<boolean> | undefined;
    const result = this.sendTogether('begin read only', statement, values, () => {
      commit = this.connection.query('commit').then(
        () => true,
        () => false,
      );
    });
    this.loneCommit = commit;
    return result.catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== READ_ONLY_REFUSED) throw error;
      if (this.phase === 'ended') throw error;
      return this.phase === 'open' ? this.connection.query(statement, values) : this.open(statement, values);
    });
  }

  /** Writes begin, settings, the statement (and what `after` adds) in one write to the socket. */
  private sendTogether(
    begin: string,
    statement: QueryConfig,
    values: unknown[] | undefined,
    after?: () => void,
  ): Promise<pg.QueryResult> {
    const stream = (this.connection as unknown as ClientInternals).connection?.stream;
    stream?.cork?.();
    let begun: Promise<unknown>;
    let result: Promise<pg.QueryResult>;
    try {
      begun = Promise.all([this.connection.query(begin), this.connection.query(this.settings)]);
      result = this.connection.query(statement, values);
      after?.();
    } finally {
      stream?.uncork?.();
    }
    // The settings' own error, not "transaction aborted"; and no rows unless the settings applied.
    return begun.then(
      () => result,
      (error: unknown) => {
        result.catch(() => undefined);
        throw error;
      },
    );
  }
}

/**
 * PostgreSQL: every tenant transaction through its connection's pipeline (decision 087). A work
 * that is one plain read costs one network exchange (begin, settings, statement, commit); any
 * other work one exchange for its first statement and one for each further statement and the
 * commit.
 */
export function postgresTenantTransactions(pool: pg.Pool, owner: Drizzle) {
  const internals = owner as unknown as DrizzleInternals;
  const pipelines = new WeakMap<pg.PoolClient, TenantPipeline>();
  return async function runAsTenant<T>(
    context: TenantContext,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const settings = tenantSettingsSql(context);
    const connection = await pool.connect();
    let pipeline = pipelines.get(connection);
    if (!pipeline) {
      pipeline = new TenantPipeline(connection, internals);
      pipelines.set(connection, pipeline);
    }
    pipeline.start(settings);
    try {
      const result = await work(pipeline.handle);
      await pipeline.commit();
      return result;
    } catch (error) {
      await pipeline.rollback();
      throw error;
    } finally {
      connection.release(!pipeline.reusable);
    }
  };
}

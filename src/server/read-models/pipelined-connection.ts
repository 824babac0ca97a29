import type { Duplex } from 'node:stream';
import pg from 'pg';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { log } from '../observe/log.ts';

/**
 * One PostgreSQL connection in node-postgres' pipeline mode, shared by the hot reads of every
 * request in flight: each statement is written without waiting for the one before, and the
 * statements of one event-loop turn leave in one write. On a pool every read is a write to an
 * idle backend that the kernel must wake, on the server's time and PostgreSQL's; on one busy
 * connection the backend rarely sleeps (docs/decisions/0009, 0012).
 *
 * Only statements that stand alone belong here: no transactions (a BEGIN would take in every
 * other request's statements) and nothing that must see the caller's own uncommitted writes.
 * A broken connection fails what was in flight on it, with node-postgres' connection errors
 * (answered 503), and the next statement opens a new one.
 */
export class PipelinedConnection {
  readonly #config: pg.ClientConfig;
  #client: pg.Client | undefined;
  #corked: Duplex | undefined;
  #ended = false;

  constructor(config: pg.ClientConfig) {
    this.#config = config;
  }

  query(config: pg.QueryConfig): Promise<pg.QueryResult> {
    if (this.#ended) return Promise.reject(new Error('Connection terminated: the database was closed'));
    const client = this.#live();
    this.#corkForThisTurn(client.connection.stream);
    const result = client.query(config);
    // A backend that is going away (terminated, shutting down) says so on the statements in flight
    // before its socket closes; nothing more is sent to it from then on.
    result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) this.#retire(client);
    });
    return result;
  }

  /** Ends the connection after what was sent on it has been answered. */
  async end(): Promise<void> {
    this.#ended = true;
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }

  #live(): pg.Client {
    if (this.#client) return this.#client;
    const client = new pg.Client({ ...this.#config, pipeline: true });
    client.on('error', (error) => {
      this.#retire(client);
      log.warn(`[db] shared read connection lost: ${error.message}`);
    });
    client.on('end', () => this.#retire(client));
    // A failed connect fails the statements queued on it; the next one tries again.
    client.connect().catch(() => this.#retire(client));
    this.#client = client;
    return client;
  }

  #retire(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => undefined);
  }

  /**
   * Holds the connection's writes until the end of this turn of the event loop (setImmediate runs
   * after the poll phase that delivered this turn's requests), so they leave together.
   */
  #corkForThisTurn(stream: Duplex): void {
    if (this.#corked === stream) return;
    this.#corked?.uncork();
    this.#corked = stream;
    stream.cork();
    setImmediate(() => {
      if (this.#corked === stream) this.#corked = undefined;
      stream.uncork();
    });
  }
}

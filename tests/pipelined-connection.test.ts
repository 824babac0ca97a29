import { Socket } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PipelinedConnection } from '../src/server/read-models/pipelined-connection.ts';
import { isDatabaseUnavailable } from '../src/server/db/unavailable.ts';
import { freePort } from './support/local-server.ts';
import { POSTGRES, POSTGRES_ADMIN_URL, servicesAnswer } from './support/services.ts';

// The shared connection of the hot reads, against the PostgreSQL server on this machine. The
// statements need no tables, so they run in the server's own `postgres` database.

const opened: PipelinedConnection[] = [];
function connect(url = POSTGRES_ADMIN_URL): PipelinedConnection {
  const connection = new PipelinedConnection({ connectionString: url, connectionTimeoutMillis: 3_000, query_timeout: 15_000 });
  opened.push(connection);
  return connection;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.end()));
});

const backendPid = async (connection: PipelinedConnection) => (await connection.query({ text: 'select pg_backend_pid() as pid' })).rows[0].pid as number;

const available = await servicesAnswer(import.meta.filename, [POSTGRES]);

describe.runIf(available)('the shared read connection', () => {
  it('answers many statements in flight at once, each with its own rows, on one backend', async () => {
    const connection = connect();
    const values = Array.from({ length: 200 }, (_, i) => i);
    const results = await Promise.all(
      values.map((value) => connection.query({ name: 'echo_value', text: 'select $1::int as value, pg_backend_pid() as pid', values: [value] })),
    );
    expect(results.map((result) => result.rows[0].value)).toEqual(values);
    expect(new Set(results.map((result) => result.rows[0].pid)).size).toBe(1);
  });

  it('fails only the statement that fails: those sent with it still answer', async () => {
    const connection = connect();
    const [before, failed, after] = await Promise.allSettled([
      connection.query({ text: 'select 1 as value' }),
      connection.query({ text: 'select 1 / $1::int as value', values: [0] }),
      connection.query({ text: 'select 3 as value' }),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ value: 1 }] } });
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ value: 3 }] } });
  });

  it('writes the statements of one event-loop turn to the socket at once', async () => {
    const connection = connect();
    await backendPid(connection); // connected, so only the statements below are written
    const write = vi.spyOn(Socket.prototype, '_write');
    const writev = vi.spyOn(Socket.prototype, '_writev');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => connection.query({ name: 'echo_value', text: 'select $1::int as value, pg_backend_pid() as pid', values: [i] })),
    );
    const writes = write.mock.calls.length + writev.mock.calls.length;
    write.mockRestore();
    writev.mockRestore();
    expect(results.map((result) => result.rows[0].value)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(writes).toBe(1);
  });

  it('fails what was in flight when its backend goes away, as unavailable, and opens a new one for the next statement', async () => {
    const connection = connect();
    const firstPid = await backendPid(connection);
    const slow = connection.query({ text: 'select pg_sleep(5)' }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [firstPid]);
    } finally {
      await admin.end();
    }
    const error = await slow;
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    const nextPid = await backendPid(connection);
    expect(nextPid).not.toBe(firstPid);
  });

  it('fails fast, as unavailable, when the server cannot be reached, and tries again on the next statement', async () => {
    const port = await freePort();
    const url = new URL(POSTGRES_ADMIN_URL);
    url.port = String(port);
    const nowhere = connect(url.toString());
    const startedAt = Date.now();
    const results = await Promise.allSettled([nowhere.query({ text: 'select 1' }), nowhere.query({ text: 'select 2' })]);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(isDatabaseUnavailable(result.reason), String(result.reason)).toBe(true);
    }
    // A second attempt makes a new connection rather than reusing the failed one.
    await expect(nowhere.query({ text: 'select 3' })).rejects.toSatisfy(isDatabaseUnavailable);
  });

  it('lets statements already sent finish on end(), and refuses new ones after it', async () => {
    const connection = connect();
    await backendPid(connection);
    const inFlight = connection.query({ text: 'select pg_sleep(0.2), 7 as value' });
    await connection.end();
    await expect(inFlight).resolves.toMatchObject({ rows: [{ value: 7 }] });
    await expect(connection.query({ text: 'select 1' })).rejects.toSatisfy(isDatabaseUnavailable);
  });
});

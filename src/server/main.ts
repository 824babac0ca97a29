import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { pickAdapters } from './adapters/pick-adapters.ts';
import { openDatabase } from './db/client.ts';
import { EnvError, readProcessEnv } from './env.ts';

async function main() {
  const env = readProcessEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  const adapters = pickAdapters(env, database.db);
  const auth = createAuth({ env, db: database.db, secret: await loadAuthSecret(database.db, env.AUTH_SECRET) });
  const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
  const app = createApp(
    { env, db: database.db, auth, randomInt, ...adapters },
    { clientDir: existsSync(clientDir) ? clientDir : undefined },
  );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `Tarot Insights on ${env.PUBLIC_URL} (listening on ${info.address}:${info.port}; database: ${database.engine}; reader: ${adapters.reader.id}; mail: ${adapters.mailer.id})`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight (up to ${env.SHUTDOWN_GRACE_MS} ms)`);
    const force = setTimeout(() => {
      console.warn('Grace period over; closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(async () => {
      await adapters.counters.close();
      await database.close();
      console.log('Stopped cleanly');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});

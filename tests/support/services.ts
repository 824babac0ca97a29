import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the suites that run real server processes find PostgreSQL; they create and drop databases of their own on it. */
export const POSTGRES_ADMIN_URL = process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_BASE_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379';

const CHECK_TIMEOUT_MS = 2_000;

/** A server a suite needs on this machine, and how to tell whether it answers. */
export interface Service {
  name: string;
  url: string;
  /** The variable that points the suites elsewhere. */
  variable: string;
  answers(url: string): Promise<boolean>;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CHECK_TIMEOUT_MS });
  // A refused connection also emits 'error' on the client; the rejected connect() says enough.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Sends PING in Redis's inline protocol and waits for +PONG (or an error reply asking for a password: it answers). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    let reply = '';
    const finish = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(CHECK_TIMEOUT_MS, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG') || reply.startsWith('-NOAUTH'));
    });
  });
}

export const POSTGRES: Service = { name: 'PostgreSQL', url: POSTGRES_ADMIN_URL, variable: 'FAULTS_POSTGRES_URL', answers: postgresAnswers };
export const REDIS: Service = { name: 'Redis', url: REDIS_BASE_URL, variable: 'FAULTS_REDIS_URL', answers: redisAnswers };

/**
 * Checks once that every service `suiteFile` needs answers. When one does not, it prints one line
 * saying what to start and returns false (the suite skips), so `npm test` passes on a laptop
 * without them; under CI=true it throws that line instead, so a missing service fails the run.
 */
export async function servicesAnswer(suiteFile: string, services: readonly Service[], ci = process.env.CI === 'true'): Promise<boolean> {
  const suite = path.relative(root, suiteFile);
  for (const service of services) {
    if (await service.answers(service.url)) continue;
    const { host } = new URL(service.url);
    const line = `${service.name} not reachable at ${host}: start it, or set ${service.variable}; ${ci ? `CI=true, so ${suite} fails` : `skipping ${suite}`}`;
    if (ci) throw new Error(line);
    console.log(line);
    return false;
  }
  return true;
}

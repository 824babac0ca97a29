import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { listenLocally } from './support/local-server.ts';
import { POSTGRES, REDIS, servicesAnswer, type Service } from './support/services.ts';

// The check that lets suites needing PostgreSQL or Redis skip on a laptop and fail under CI.

const NOWHERE = 'postgres://postgres@127.0.0.1:1/x';
const SUITE = new URL('./faults-database.test.ts', import.meta.url).pathname;
const down: Service = { ...POSTGRES, url: NOWHERE };
const up: Service = { ...REDIS, answers: async () => true };

describe('servicesAnswer', () => {
  it('says what to start in one line and skips outside CI', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const answered = await servicesAnswer(SUITE, [up, down], false);
    const lines = [...log.mock.calls];
    log.mockRestore();
    expect(answered).toBe(false);
    expect(lines).toEqual([['PostgreSQL not reachable at 127.0.0.1:1: start it, or set FAULTS_POSTGRES_URL; skipping tests/faults-database.test.ts']]);
  });

  it('fails with that line under CI', async () => {
    await expect(servicesAnswer(SUITE, [down], true)).rejects.toThrow(
      'PostgreSQL not reachable at 127.0.0.1:1: start it, or set FAULTS_POSTGRES_URL; CI=true, so tests/faults-database.test.ts fails',
    );
  });

  it('lets the suite run when every service answers', async () => {
    expect(await servicesAnswer(SUITE, [up], true)).toBe(true);
  });
});

describe('telling whether Redis answers', () => {
  const fakeRedis = async (reply: string) => {
    const server = createServer((socket) => socket.once('data', () => socket.end(reply)));
    const { port, close } = await listenLocally(server);
    return { url: `redis://127.0.0.1:${port}`, close };
  };

  it('takes +PONG, or a request for a password, as an answer', async () => {
    for (const reply of ['+PONG\r\n', '-NOAUTH Authentication required.\r\n']) {
      const redis = await fakeRedis(reply);
      expect(await REDIS.answers(redis.url), reply).toBe(true);
      await redis.close();
    }
  });

  it('takes anything else, or nothing listening, as no answer', async () => {
    const other = await fakeRedis('HTTP/1.1 400 Bad Request\r\n\r\n');
    expect(await REDIS.answers(other.url)).toBe(false);
    await other.close();
    expect(await REDIS.answers('redis://127.0.0.1:1')).toBe(false);
  });

  it('does not take a refused PostgreSQL connection for an answer', async () => {
    expect(await POSTGRES.answers(NOWHERE)).toBe(false);
  });
});

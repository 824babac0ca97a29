import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/local-server.ts';
import { E2E_ADMIN_EMAIL } from './admin-account.ts';
import { E2E_AUTH_SECRET } from './journal-links.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server's outbox mailer (the default, no SMTP_URL) writes each mail as an .eml file. */
    outboxDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/** Builds the front end, starts the real server on a free port with a fresh data folder. */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test the production one.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-'));
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // Each browser context sends its own X-Forwarded-For, as clients behind a proxy would,
      // so per-address limits stay on without the tests tripping over each other.
      TRUST_PROXY: '1',
      OPENAI_API_KEY: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      REDIS_URL: '',
      // Warnings and errors in the test output; a line per request only when asked for.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // One admin for the admin console's tests, once it has verified its address.
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Known to the check-back test, which signs a mail's one-tap link with it.
      AUTH_SECRET: E2E_AUTH_SECRET,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, child, 60_000);
  project.provide('baseURL', baseURL);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

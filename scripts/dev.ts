// Development: the API server restarts on change (node --watch) and Vite serves the front end
// with hot reload on http://localhost:5173, forwarding /api and /cards to the API server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const VITE_URL = 'http://localhost:5173';
// The browser talks to Vite, which forwards the API: that is the origin the server must accept.
// Log lines readable in the terminal, unless asked for JSON.
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? VITE_URL, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' };
const children = [
  spawn(process.execPath, ['--env-file-if-exists=.env', '--watch-path=src', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());

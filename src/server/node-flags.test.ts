import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('the V8 flags of the server', () => {
  it('are passed by npm start, before the server script', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
    const command = (manifest.scripts.start.split('&&').at(-1) ?? '').trim().split(/\s+/);
    expect(command[0]).toBe('node');
    const script = command.indexOf('src/server/main.ts');
    expect(script).toBeGreaterThan(0);
    expect(command.slice(1, script)).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
  });
});

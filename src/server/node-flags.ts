/**
 * The V8 flags the server runs with. `npm start` passes them (package.json, which a test holds to
 * this list), and so do the benchmark, the dev server and the tests that start the real process.
 *
 * --no-allocation-site-pretenuring: early in a process's life V8 decided to allocate
 * node-postgres' rows straight in the old generation, where each row then kept its young strings
 * alive through every young-generation collection until the next full one: 5–7 MB copied per
 * collection, 7–10 ms pauses several times a second under load, and the long tail of the hot
 * reads' latency (docs/decisions/0009).
 */
export const SERVER_NODE_FLAGS = ['--no-allocation-site-pretenuring'] as const;

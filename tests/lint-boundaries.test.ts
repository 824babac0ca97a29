import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers live in eslint.config.js (docs/decisions/0013). Each case lints a planted file inside
// a zone, as `npm run lint` would, so a zone that stops holding fails here and not in review.

const root = path.resolve(import.meta.dirname, '..');

interface Planted {
  what: string;
  filePath: string;
  code: string;
  rule: string;
}

const PLANTED: Planted[] = [
  {
    what: 'a feature importing a page',
    filePath: 'src/web/features/ask/planted.ts',
    code: "import AskPage from '../../routes/ask-page.tsx';\nexport const planted = AskPage;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a shared component importing the router',
    filePath: 'src/web/components/planted.ts',
    code: "import * as router from '../app/router.tsx';\nexport const planted = router;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'read-models/ importing the domain',
    filePath: 'src/server/read-models/planted.ts',
    code: "import { resolveCards } from '../domain/draw/cards.ts';\nexport const planted = resolveCards;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'read-models/ importing the session',
    filePath: 'src/server/read-models/planted.ts',
    code: "import { requireUser } from '../session/require-viewer.ts';\nexport const planted = requireUser;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a route importing the database schema',
    filePath: 'src/server/routes/planted.ts',
    code: "import { user } from '../db/schema.ts';\nexport const planted = user;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the session importing a route',
    filePath: 'src/server/session/planted.ts',
    code: "import * as account from '../routes/account.ts';\nexport const planted = account;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the domain importing an adapter',
    filePath: 'src/server/domain/planted.ts',
    code: "import { createOfflineReader } from '../adapters/llm/offline-reader/reader.ts';\nexport const planted = createOfflineReader;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the domain importing an http/ helper',
    filePath: 'src/server/domain/planted.ts',
    code: "import { clientAddress } from '../http/client-address.ts';\nexport const planted = clientAddress;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an http/ helper importing a route',
    filePath: 'src/server/http/planted.ts',
    code: "import { authRoutes } from '../routes/auth.ts';\nexport const planted = authRoutes;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an http/ helper importing the database schema',
    filePath: 'src/server/http/planted.ts',
    code: "import { user } from '../db/schema.ts';\nexport const planted = user;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a new import cycle (credits.ts importing payments.ts, which imports credits.ts)',
    filePath: 'src/server/domain/billing/credits.ts',
    code: "import { fulfilCheckout } from './payments.ts';\nexport const planted = fulfilCheckout;\n",
    rule: 'import-x/no-cycle',
  },
  {
    what: 'process.env read outside env.ts',
    filePath: 'src/server/domain/planted.ts',
    code: 'export const planted = process.env.PORT;\n',
    rule: 'no-restricted-properties',
  },
  {
    what: 'process.env taken apart outside env.ts',
    filePath: 'src/web/planted.ts',
    code: 'const { env } = process;\nexport const planted = env;\n',
    rule: 'no-restricted-syntax',
  },
  {
    what: 'env imported from node:process outside env.ts',
    filePath: 'src/server/routes/planted.ts',
    code: "import { env } from 'node:process';\nexport const planted = env;\n",
    rule: 'no-restricted-imports',
  },
];

describe('eslint.config.js keeps the layers', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // The planted files exist only in memory, outside the TypeScript project: the rules that need
    // type information are checked by `npm run lint` on the real tree, not here.
    eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
  });

  async function rulesBroken(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    if (!result) throw new Error(`ESLint returned nothing for ${filePath}`);
    return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
  }

  it.each(PLANTED)('refuses $what', async ({ filePath, code, rule }) => {
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });

  it('lets the imports the layers allow through', async () => {
    const allowed = [
      "import { requireUser } from '../session/require-viewer.ts';\nimport { startCreditCheckout } from '../domain/billing/payments.ts';\nimport { decodeCursor } from '../read-models/history-page.ts';\nexport const planted = [requireUser, startCreditCheckout, decodeCursor];\n",
      "import { jsonBody } from '../http/validate.ts';\nimport { isDatabaseUnavailable } from '../db/unavailable.ts';\nexport const planted = [jsonBody, isDatabaseUnavailable];\n",
    ];
    for (const code of allowed) expect(await rulesBroken('src/server/routes/planted.ts', code)).toEqual([]);
    // http/ sits beside the routes: over the domain, under the session and the app.
    const fromHttp =
      "import { LIMITS } from '../domain/limits/rate-limit.ts';\nimport { isDatabaseUnavailable } from '../db/unavailable.ts';\nexport const planted = [LIMITS, isDatabaseUnavailable];\n";
    expect(await rulesBroken('src/server/http/planted.ts', fromHttp)).toEqual([]);
    const fromSession = "import type { RequestContext } from '../http/request-context.ts';\nexport type Planted = RequestContext;\n";
    expect(await rulesBroken('src/server/session/planted.ts', fromSession)).toEqual([]);
    expect(await rulesBroken('src/server/env.ts', 'export const planted = process.env.PORT;\n')).toEqual([]);
    expect(await rulesBroken('scripts/planted.ts', 'export const planted = process.env.CI;\n')).toEqual([]);
  });
});

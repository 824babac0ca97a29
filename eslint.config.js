import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The layers and who may import whom (docs/decisions/0013-layers-and-lint.md).

const FEATURES = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverLayers = [
  {
    target: 'src/server/observe',
    from: 'src/server',
    // The request observer is middleware: it names the request's variables' type, nothing more.
    except: ['./observe', './http/request-context.ts'],
    message: 'observe/ (logs, metrics) is used by every layer, so it imports none of them.',
  },
  {
    target: 'src/server/domain',
    from: [
      'src/server/routes',
      'src/server/session',
      'src/server/adapters',
      'src/server/auth',
      'src/server/http',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/deps.ts',
    ],
    message: 'The domain imports no outer layer: it takes a user id, and adapters implement its ports (domain/ports).',
  },
  {
    target: 'src/server/read-models',
    from: 'src/server',
    except: ['./read-models', './db', './observe', './errors.ts'],
    message: 'read-models/ sits under the domain and the session: it reads the database and knows neither of them.',
  },
  {
    target: 'src/server/db',
    from: 'src/server',
    // observe/ (the logger, the metrics) sits beside every layer and imports none of them.
    except: ['./db', './observe'],
    message: 'db/ is the bottom server layer.',
  },
  {
    target: ['src/server/routes', 'src/server/http'],
    from: 'src/server/db',
    // Telling a driver error from others is not reaching the data.
    except: ['./unavailable.ts'],
    message: 'Routes reach the data through the domain or read-models/, never the schema or the client.',
  },
  {
    target: 'src/server/http',
    from: ['src/server/routes', 'src/server/session', 'src/server/app.ts', 'src/server/main.ts'],
    message:
      'http/ holds what the routes and app.ts share (the request context, body and query checks, cookies, headers): it imports no route, nor the session or the app.',
  },
  {
    target: 'src/server/session',
    from: ['src/server/routes', 'src/server/app.ts', 'src/server/main.ts'],
    message: 'The session is resolved before any route runs: it imports no route.',
  },
  {
    target: 'src/server/auth',
    from: ['src/server/routes', 'src/server/http', 'src/server/session', 'src/server/app.ts', 'src/server/main.ts'],
    message: 'auth/ (Better Auth) sits under the session and the routes that mount it.',
  },
  {
    target: 'src/server/adapters',
    from: ['src/server/routes', 'src/server/http'],
    message: "Adapters implement the domain's ports; they know nothing of HTTP routes.",
  },
  {
    // Routes included: they reach an adapter only through the domain and the deps main.ts chose.
    target: ['src/server/!(adapters)/**', 'src/server/!(main).ts'],
    from: 'src/server/adapters',
    message: "Only main.ts picks adapters (adapters/pick-adapters.ts); everything else uses the domain's ports.",
  },
];

const sides = [
  { target: 'src/shared', from: ['src/server', 'src/web'], message: 'src/shared is imported by both sides and imports neither.' },
  {
    target: 'src/web',
    from: 'src/server',
    // The contract's type (docs/decisions/0026); only a type import of it passes (webTypesOnly below).
    except: ['./app.ts'],
    message: 'The web app talks to the server over HTTP only.',
  },
  { target: 'src/server', from: 'src/web', message: 'The server does not import the web app.' },
];

/** What composes the pages: features and components sit under all of it. */
const webPages = ['src/web/routes', 'src/web/app/app.tsx', 'src/web/app/router.tsx', 'src/web/main.tsx', 'src/web/prerender.tsx'];

const webFeatures = [
  ...FEATURES.map((feature) => ({
    target: `src/web/features/${feature}`,
    from: 'src/web/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to the app level or to components/.',
  })),
  { target: 'src/web/components', from: 'src/web/features', message: 'Shared components import no feature.' },
  {
    target: ['src/web/features', 'src/web/components'],
    from: webPages,
    message: 'Pages compose features and components, never the other way round.',
  },
];

/** Every way to reach the environment: only env.ts parses it (one zod schema, every bad variable listed). */
const ENV_ONLY_IN_ENV_TS = 'Only src/server/env.ts reads the environment: take the value from Env (deps.env or an argument).';
const environmentReads = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_ONLY_IN_ENV_TS }],
  'no-restricted-syntax': [
    'error',
    { selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']", message: ENV_ONLY_IN_ENV_TS },
  ],
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'process', importNames: ['env'], message: ENV_ONLY_IN_ENV_TS },
        { name: 'node:process', importNames: ['env'], message: ENV_ONLY_IN_ENV_TS },
      ],
    },
  ],
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'src/server/db/migrations/**', 'src/web/i18n/paraglide/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      // One TypeScript program per tsconfig, shared by every file, as the editor builds it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A test builds an adapter whose callbacks close over the app it is then given to.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The browser takes the server's AppType and nothing else: a value import would ship the server.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/app.ts'], allowTypeImports: true, message: 'Only `import type { AppType }` crosses to the server.' }] },
      ],
    },
  },
  {
    // scripts/, tests/ and the tools' config files run as their own processes, with their own
    // variables (CI, CHROME_PATH, the test databases), and are not the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: environmentReads,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests may reach anything they exercise (they pick adapters as main.ts does).
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Without these no-cycle reads only .js files, and so follows none of our imports.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...sides, ...serverLayers, ...webFeatures] }],
      // Our modules only (a package's own circles are its business). import-x skips type-only
      // imports here: they vanish at run time, so only a circle of values can fail to load.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);

import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
    except: ['./observe', './request-context.ts', './deps.ts', './session'],
    message: 'observe/ (logs, metrics) is used by every layer, so it imports none of them.',
  },
  {
    target: 'src/server/domain',
    from: ['src/server/routes', 'src/server/adapters', 'src/server/auth', 'src/server/app.ts', 'src/server/main.ts'],
    message: 'The domain imports no outer layer: adapters implement its ports (domain/ports).',
  },
  {
    target: 'src/server/db',
    from: 'src/server',
    // observe/ (the logger, the metrics) sits beside every layer and imports none of them.
    except: ['./db', './observe'],
    message: 'db/ is the bottom server layer.',
  },
  {
    target: 'src/server/adapters',
    from: 'src/server/routes',
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
  { target: 'src/web', from: 'src/server', message: 'The web app talks to the server over HTTP only.' },
  { target: 'src/server', from: 'src/web', message: 'The server does not import the web app.' },
];

const webFeatures = [
  ...FEATURES.map((feature) => ({
    target: `src/web/features/${feature}`,
    from: 'src/web/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to the app level or to components/.',
  })),
  { target: 'src/web/components', from: 'src/web/features', message: 'Shared components import no feature.' },
];

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'src/server/db/migrations/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // A test builds an adapter whose callbacks close over the app it is then given to.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests may reach anything they exercise (they pick adapters as main.ts does).
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...sides, ...serverLayers, ...webFeatures] }],
    },
  },
);

// ESLint flat config: TypeScript + React hooks rules for src/, e2e/ and the tool configs; the import layers of src/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  // src/**/*.gen.ts: written by `npm run gen:api` from openapi.json.
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'screenshots', 'src/**/*.gen.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports flow components/lib/locales → features → app: a feature never imports another feature or the app,
    // and the shared code imports neither (src/test, the test helpers, may import anything).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature does not import another feature: move the shared piece to src/components or src/lib.',
            })),
            { target: './src/features', from: './src/app', message: 'A feature does not import the app; the app imports features.' },
            {
              target: ['./src/components', './src/lib', './src/locales'],
              from: ['./src/features', './src/app'],
              message: 'Shared code (components, lib, locales) does not import a feature or the app.',
            },
          ],
        },
      ],
    },
  },
);

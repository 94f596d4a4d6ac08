import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const frontEnd = ['shell', 'student-app', 'teacher-app', 'admin-app'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS config files (Jest) load their dependencies with require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // shared-ui is the only door to Chakra, Emotion and the router (DESIGN §3): apps import them from it, so
    // each ships tree-shaken inside shared-ui's chunk and there is one router instance.
    files: frontEnd.map((app) => `${app}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*', '@emotion/*'],
              message: 'Import the design system from @pathshala/shared-ui.',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message:
                'Import the router from @pathshala/shared-ui (Link is RouterLink there; createMemoryRouter and RouterProvider are in @pathshala/shared-ui/testing).',
            },
            {
              group: ['@pathshala/shell', '@pathshala/*-app'],
              message: 'A remote never imports another app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/**', 'shared-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@pathshala/shell', '@pathshala/*-app'], message: 'Shared packages import no app.' },
          ],
        },
      ],
    },
  },
);

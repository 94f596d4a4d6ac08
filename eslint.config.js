import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const frontEnd = ['shell', 'student-app', 'teacher-app', 'admin-app'];
const packageSources = [...frontEnd, 'shared-ui', 'shared-api'];

export default tseslint.config(
  {
    // .release-*: the copies of a role app the ship-alone browser tests build while they run.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'server/drizzle/**',
      '.release-*/**',
    ],
  },
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
  // shared-ui is the only door to Chakra, Emotion and the router (DESIGN §3): apps import them from it, so each
  // ships tree-shaken inside shared-ui's chunk and there is one router instance. An app reaches no other app, and
  // the student and teacher apps never load the admin's hooks.
  ...frontEnd.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
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
              group: [
                '@pathshala/shell',
                '@pathshala/*-app',
                ...packageSources.filter((dir) => dir !== app).map((dir) => `**/${dir}/src/**`),
              ],
              message:
                "An app never imports another app, nor a shared package by its files: use the package's entries.",
            },
            ...(app === 'student-app' || app === 'teacher-app'
              ? [
                  {
                    group: ['@pathshala/shared-api/admin'],
                    message: "The admin's hooks load on admin pages only.",
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    // The design system fetches nothing (DESIGN §1): from shared-api it takes the contract (types, schemas,
    // constants, reading an error envelope) and types, never the client, the session or a hook.
    files: ['shared-ui/**/*.{ts,tsx}'],
    ignores: ['shared-ui/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any entry of shared-api but the contract's (and its messages' Bangla table).
              regex: '^@pathshala/shared-api(/(?!(contract(/|$)|locales/)).*)?$',
              allowTypeImports: true,
              message: 'shared-ui fetches nothing: take only the contract (or types) from shared-api.',
            },
            {
              group: ['axios', '@tanstack/*', 'msw', 'msw/*'],
              message: 'shared-ui fetches nothing: data hooks live in shared-api or in the app.',
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
  {
    // Every text a person reads comes from the catalogue of the app that shows it, in English and Bangla
    // (DESIGN §6.12): a letter written in JSX, in a labelling attribute or in a labelling property fails lint.
    files: [...frontEnd, 'shared-ui'].map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', 'shared-ui/src/testing.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...untranslatedText()],
    },
  },
);

/** Selectors of user-facing text written in code instead of a catalogue. */
function untranslatedText() {
  const letters = '/\\p{L}/u';
  const labels =
    '/^(label|placeholder|title|alt|aria-label|aria-description|description|helperText|heading|message|text|emptyText|confirmLabel|cancelLabel|actionLabel)$/';
  const message =
    'User-facing text comes from the catalogue of the app that shows it (useText), in English and Bangla.';
  return [
    `JSXText[value=${letters}]`,
    // Children of an element (an attribute's value is a prop, judged by the labelling selectors below).
    ...[
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal',
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > Literal',
    ].map((path) => `${path}[value=${letters}]`),
    `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
    `JSXAttribute[name.name=${labels}] > Literal[value=${letters}]`,
    `Property[key.name=${labels}] > Literal[value=${letters}]`,
  ].map((selector) => ({ selector, message }));
}

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const ROLE_FIELD = '/^(role|userType)$/';
const ROLE_NUMBER_SELECTORS = [
  `BinaryExpression[left.property.name=${ROLE_FIELD}][right.raw=/^\\d+$/]`,
  `BinaryExpression[right.property.name=${ROLE_FIELD}][left.raw=/^\\d+$/]`,
  `BinaryExpression[left.name=${ROLE_FIELD}][right.raw=/^\\d+$/]`,
  `SwitchStatement[discriminant.property.name=${ROLE_FIELD}]`,
  `CallExpression[callee.property.name='includes'][callee.object.type='ArrayExpression'][arguments.0.property.name=${ROLE_FIELD}]`,
  `CallExpression[callee.name=/^(eq|ne|inArray)$/][arguments.0.property.name=${ROLE_FIELD}] > Literal[raw=/^\\d+$/]`,
  `CallExpression[callee.name=/^(eq|ne|inArray)$/][arguments.0.property.name=${ROLE_FIELD}] > ArrayExpression > Literal[raw=/^\\d+$/]`,
];

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'data/', 'artifacts/', 'node_modules/', 'server/db/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  // Roles have names (contract/permissions.ts: isCustomer, isTerminalDesk, …): outside contract/ no
  // code compares a role or user type with a number.
  {
    files: ['server/**/*.ts', 'demo/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ROLE_NUMBER_SELECTORS.map((selector) => ({
          selector,
          message: 'Compare roles and user types through the named predicates of contract/permissions.ts.',
        })),
      ],
    },
  },
  // The seams between the three parts: the server never reaches into the browser app, and the
  // contract, which both use, depends on neither (nor on React or Node).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              message: 'The server does not import browser files: what both sides need lives in contract/.',
            },
          ],
        },
      ],
    },
  },
  // Queries live in a module's repositories, an allowlist: a file that is a service in all but its
  // name (a notifier, a workbook, a job) would otherwise query. Tests may set up rows directly.
  // The server's seam with the browser is repeated here, as this block replaces the earlier options.
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              message: 'The server does not import browser files: what both sides need lives in contract/.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                "Queries live in the module's repository (<module>.<part>.repository.ts); no other module file imports drizzle-orm.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**'],
              message: 'contract/ is shared by browser and server and imports neither.',
            },
            {
              group: ['react', 'react-*', '@mui/*', 'node:*', 'fastify', 'drizzle-orm', 'pg'],
              message: 'contract/ stays free of React and Node.',
            },
          ],
        },
      ],
    },
  },
  // Accessibility of what the screens render (labels, roles, keyboard).
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    // A dialog's first field or its safe action takes the focus through MUI's own props (focus is managed there).
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

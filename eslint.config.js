// Code rules for the whole tree; the walls between modules and features are in .dependency-cruiser.cjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const STORE_MESSAGE = "A module's store is its own: call a named function of its service instead.";
// Tenancy's stores are named for their rows (memberships, companies), so those names are forbidden on the tenancy
// service only: other services answer to the same names (`services.companies` is the companies service).
const TENANCY_STORES = '/^(memberships|companies)$/';
const NO_STORE_REACH_THROUGH = [
  { selector: "MemberExpression[property.name='store'][object.type='MemberExpression']", message: STORE_MESSAGE },
  {
    selector: `MemberExpression[property.name=${TENANCY_STORES}]:matches([object.property.name='tenancy'], [object.name='tenancy'])`,
    message: STORE_MESSAGE,
  },
  {
    selector: `VariableDeclarator:matches([init.property.name='tenancy'], [init.name='tenancy']) > ObjectPattern > Property[key.name=${TENANCY_STORES}]`,
    message: STORE_MESSAGE,
  },
  {
    // Handing one out: a property of the object a service factory returns that holds such a store, not a function.
    selector:
      'FunctionDeclaration[id.name=/^create\\w*Service$/] > BlockStatement > ReturnStatement > ObjectExpression > ' +
      `Property[key.name=/^(store|memberships|companies)$/]:not([value.type=/FunctionExpression$/])`,
    message: 'A service does not hand out a store: export named functions that answer what callers need.',
  },
];
const API_PATH = String.raw`/^\/(api|auth|oauth)\//`;
const NO_API_PATH_LITERALS = [
  {
    selector: `Literal[value=${API_PATH}]`,
    message: 'Use the API path constant from @atrium/contract (API.area.name, apiPath(...)), not a literal path.',
  },
  {
    selector: `TemplateElement[value.raw=${API_PATH}]`,
    message: 'Use the API path constant from @atrium/contract (API.area.name, apiPath(...)), not a literal path.',
  },
];
const TESTS = ['**/*.test.{ts,tsx}', '**/*test-support.ts', '**/test/**', 'bench/**', 'e2e/**', 'scripts/codemods/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/results/**', 'packages/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // API paths live in packages/contract (API, apiPath). Tests keep literal paths on purpose: a test then pins the
    // wire path, so a wrong constant cannot pass unnoticed; e2e/ and bench/ drive the server from outside too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/contract/**', 'packages/server/src/**', ...TESTS],
    rules: { 'no-restricted-syntax': ['error', ...NO_API_PATH_LITERALS] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...NO_STORE_REACH_THROUGH, ...NO_API_PATH_LITERALS] },
  },
  {
    files: TESTS.map((p) => `packages/server/src/${p}`),
    rules: { 'no-restricted-syntax': ['error', ...NO_STORE_REACH_THROUGH] },
  },
  {
    // Tests and benches poke at untyped JSON replies.
    files: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/test/**', 'bench/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import prettierOff from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Build settings are read and checked once, in web/src/app/env.ts. */
const ENV_ONLY_IN_ONE_MODULE = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read build settings through web/src/app/env.ts, which checks them.',
};
/** A focused test (vitest's it/describe/test.only, Playwright's test.only and test.describe[.serial].only) silently skips the rest. */
const NO_FOCUSED_TESTS = {
  selector:
    "MemberExpression[property.name='only'][object.name=/^(describe|it|test|suite|bench)$/], MemberExpression[property.name='only'][object.property.name=/^(describe|serial|parallel)$/]",
  message: 'No .only in tests: it skips every other test of the run.',
};
const TEST_FILES = ['**/*.{test,spec}.{js,mjs,ts,tsx}', 'tests/**/*.{js,mjs,ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'functions/lib/**',
      '.cache/**',
      'emulator-data/**',
      'test-results/**',
      'playwright-report/**',
      'tools/storage-rules-runtime/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Bench code also hands functions to Playwright to run inside pages.
    files: ['bench/**/*.{mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ENV_ONLY_IN_ONE_MODULE],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrolling region (a wide table) takes focus so the keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // The lightbox dialog closes on a click on its backdrop (a mouse shortcut for its close button and
    // Escape) and keeps Tab on its one control; its tests (image-lightbox.test.tsx, the public pages' browser tests) check the keyboard.
    files: ['web/src/ui/image-lightbox.tsx'],
    rules: { 'jsx-a11y-x/no-noninteractive-element-interactions': 'off' },
  },
  {
    // Kebab-case file and folder names; `.test`, `.d`, `.config` and the like are not part of the name.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['.dependency-cruiser.cjs'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS] },
  },
  {
    // Later entries replace a rule's options, so web tests name both restrictions.
    files: ['web/src/**/*.{test,spec}.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ENV_ONLY_IN_ONE_MODULE, NO_FOCUSED_TESTS] },
  },
  // Last: formatting belongs to Prettier (`prettier --check` in npm run lint), so no style rule may disagree with it.
  prettierOff,
);

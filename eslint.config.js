// ESLint for the whole tree (`npm run lint`): JavaScript and TypeScript recommended rules, the
// rules of React hooks, accessibility rules for the JSX, and the right globals for where each
// file runs (Node for the server, CLI, scripts, tests, journeys and benches; the browser for the
// site runtime, the blocks and the configuration area). The TypeScript rules are the ones that
// need no type information, so the whole tree lints in seconds.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const browserFolders = ["src/site", "src/browser", "src/blocks", "src/admin"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "data/**", ".test-artifacts/**"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { id: _id, ...rest } = row` drops a field; the name says it is left out on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, varsIgnorePattern: "^_", argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: browserFolders.map((folder) => `${folder}/**`),
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS configuration files (dependency-cruiser's) use module.exports.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    files: browserFolders.map((folder) => `${folder}/**`),
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests beside the browser code run in Node (vitest's node environment).
    files: browserFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // React Aria's components move focus into the dialog they open, as the dialog pattern asks;
      // autoFocus on plain elements is still refused.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    // Kysely's migrations take a Kysely<any>: they run against every past schema, not the current one.
    files: ["src/db/migrations/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);

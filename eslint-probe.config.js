import tseslint from 'typescript-eslint';
import { noLiteralUiText } from './scripts/eslint/no-literal-ui-text.js';
export default tseslint.config({
  files: ['apps/web/src/**/*.tsx'],
  ignores: ['**/*.test.tsx'],
  languageOptions: { parser: tseslint.parser },
  plugins: { caps: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
  rules: { 'caps/no-literal-ui-text': 'error' },
});

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call a function named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Links go through components/ui/link.tsx, which turns Next's prefetching off (2G data).
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link' (no prefetching)." }] }] },
  },
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.lighthouseci/**', '.bench/**', 'public/**']),
]);

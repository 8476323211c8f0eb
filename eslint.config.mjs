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
    // Links go through components/ui/link.tsx (a plain <a> the one click listener routes), and
    // icons through components/ui/icons/, which draws them as one server-rendered <svg>.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['components/ui/link.tsx', 'components/ui/icons/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use { Link } from '@/components/ui/link' (a plain <a>, no prefetching)." },
            { name: 'lucide-react', message: "Import the icon from '@/components/ui/icons/<name>' (one <svg>, no client component)." },
            { name: 'react-icons/fa6', message: "Import the mark from '@/components/ui/icons/brand-<name>' (one <svg> whose shapes the build may draw from the icon sprite)." },
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.lighthouseci/**', '.bench/**', 'public/**']),
]);

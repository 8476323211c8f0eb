import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** Gates over the exported site in out/: run after a build by `npm run test:gates`, not by the unit run. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: { include: ['scripts/gates/**/*.gate.ts'], environment: 'node', testTimeout: 60_000 },
});

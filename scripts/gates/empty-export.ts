/**
 * The Lighthouse gate's reference: an empty App Router page exported by the project's own Next
 * (same version, same Turbopack, same React), built in the same run as the measurement. Its files
 * live under a basePath so they can be served beside the site's from one server without their
 * /_next/ chunks colliding.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site-url';

/** The page: a heading and a paragraph (something to paint), nothing else. */
export const EMPTY_APP_FILES: Record<string, string> = {
  'app/layout.jsx': `export const metadata = { title: 'Empty page', description: 'An empty Next.js page.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
      <p>An App Router page with no styles, fonts or scripts of its own.</p>
    </main>
  );
}
`,
  // No package.json of its own: the folder sits inside the project, so Node and Turbopack resolve
  // next, react and react-dom from the project's node_modules (the project's own versions).
};

export function emptyConfig(basePath: string): string {
  return `export default { output: 'export', trailingSlash: true, basePath: ${JSON.stringify(basePath.replace(/\/$/, ''))} };\n`;
}

/**
 * Builds the empty page into `<workDir>/out` (served at `basePath`) and returns that folder.
 * Takes about 20-40 s on two cores.
 */
export function buildEmptyExport(workDir: string, basePath: string): string {
  rmSync(workDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries({ ...EMPTY_APP_FILES, 'next.config.mjs': emptyConfig(basePath) })) {
    mkdirSync(path.dirname(path.join(workDir, file)), { recursive: true });
    writeFileSync(path.join(workDir, file), text);
  }
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', workDir], {
    cwd: workDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FEATURE_REPORT_PRINTED: '1' },
  });
  return path.join(workDir, 'out');
}

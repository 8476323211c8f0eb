/**
 * The SITE_URL the checked build was made with: the environment's, else the one the test build
 * reads from e2e/build.env (the gates normally run right after `npm run build:test`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function readEnvFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return values;
  }
  for (const line of text.split('\n')) {
    const match = line.match(/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

export const ROOT = path.resolve(__dirname, '..', '..');

export function siteUrl(): string {
  const value = process.env.SITE_URL?.trim() || readEnvFile(path.join(ROOT, 'e2e', 'build.env')).SITE_URL || 'http://localhost:3000';
  return value.replace(/\/+$/, '');
}

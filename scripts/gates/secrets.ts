/**
 * Which configuration values must never reach the browser, and a scan of out/ for them. Public by
 * design (they are in the page so the feature works): the site address, EmailJS ids and public
 * key, the payment button id, the review widget id, the chat number, social URLs, analytics
 * switches, and the Contentful space id (it is part of every Contentful image URL).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './site-files';
import { readEnvFile, ROOT } from './site-url';

const PUBLIC = [/^SITE_URL$/, /^EMAILJS_/, /^RAZORPAY_PAYMENT_BUTTON_ID$/, /^ELFSIGHT_WIDGET_ID$/, /^WHATSAPP_NUMBER$/, /^SOCIAL_/, /^PLAUSIBLE_DOMAIN$/, /^CONTENTFUL_SPACE_ID$/];
/** Values shorter than this (flags such as `1`, `true`, `master`) are too common to scan for. */
export const MIN_SECRET_LENGTH = 8;
/** Names that look secret wherever they are set. */
const SECRET_LOOKING = /(TOKEN|SECRET|PASSWORD|PRIVATE|_KEY$)/;

export function isPublicVariable(name: string): boolean {
  return PUBLIC.some((pattern) => pattern.test(name));
}

export interface Secret {
  name: string;
  value: string;
  from: string;
}

/**
 * The non-public variables the project declares (.env.example, e2e/build.env) or that look secret,
 * with every value they have here: the environment, e2e/build.env and local .env files.
 */
export function nonPublicValues(env: Record<string, string | undefined> = process.env, root = ROOT): { names: string[]; secrets: Secret[] } {
  const sources: [string, Record<string, string>][] = [
    ['environment', env as Record<string, string>],
    ...['e2e/build.env', '.env', '.env.local', '.env.production', '.env.production.local'].map((f) => [f, readEnvFile(path.join(root, f))] as [string, Record<string, string>]),
  ];
  const declared = new Set([...Object.keys(readEnvFile(path.join(root, '.env.example'))), ...Object.keys(readEnvFile(path.join(root, 'e2e', 'build.env')))]);
  for (const [, values] of sources) for (const name of Object.keys(values)) if (SECRET_LOOKING.test(name)) declared.add(name);
  const names = [...declared].filter((name) => !isPublicVariable(name)).sort();
  const secrets: Secret[] = [];
  for (const name of names) {
    for (const [from, values] of sources) {
      const value = values[name]?.trim();
      if (value && value.length >= MIN_SECRET_LENGTH) secrets.push({ name, value, from });
    }
  }
  return { names, secrets };
}

/** Files in a folder containing any of the given strings (raw bytes, so every file type counts). */
export function findInFiles(dir: string, needles: { label: string; text: string }[]): string[] {
  const hits: string[] = [];
  for (const file of listFiles(dir)) {
    const content = readFileSync(path.join(dir, file)).toString('latin1');
    for (const { label, text } of needles) {
      const raw = Buffer.from(text, 'utf8').toString('latin1');
      if (content.includes(raw) || content.includes(encodeURIComponent(text))) hits.push(`${file}: ${label}`);
    }
  }
  return hits;
}

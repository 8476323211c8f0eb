#!/usr/bin/env node
// The registry this project is built from serves only the Linux builds of packages that ship
// per-platform binaries (next's SWC, Tailwind's oxide, eslint's resolver). `npm install` then
// leaves those optional entries out of package-lock.json, and `npm ci` refuses the lock
// ("Missing: @next/swc-darwin-arm64@ from lock file"). This script adds the missing optional
// entries (version from the parent's optionalDependencies, os/cpu/libc read from the name),
// which npm ci skips on Linux exactly as it would with a full lock.
// Usage: node scripts/complete-lockfile.mjs   (after any npm install that changed the lock)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const LOCK = 'package-lock.json';

function missingNames() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { stdio: 'pipe' });
    return [];
  } catch (error) {
    const out = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    return [...out.matchAll(/Missing: (.+?)@[^@\s]* from lock file/g)].map((m) => m[1]);
  }
}

function platformFields(name) {
  const base = name.split('/').pop();
  if (base.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux'].find((o) => base.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(base),
  );
  const fields = {};
  if (os) fields.os = [os];
  if (cpu) fields.cpu = [cpu];
  if (base.includes('musl')) fields.libc = ['musl'];
  else if (base.includes('gnu')) fields.libc = ['glibc'];
  return fields;
}

const names = missingNames();
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
let added = 0;
for (const name of names) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const parent = Object.values(lock.packages).find((p) => p.optionalDependencies?.[name]);
  if (!parent) {
    console.error(`No package lists ${name} as optional; left alone.`);
    continue;
  }
  const version = parent.optionalDependencies[name].replace(/^[\^~=]/, '');
  lock.packages[key] = { version, ...platformFields(name), ...(parent.dev ? { dev: true } : {}), optional: true };
  added += 1;
}
const entries = Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0));
lock.packages = Object.fromEntries(entries);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional platform entries to ${LOCK}.`);

/**
 * Compares a translated content module with its English original:
 *   npx tsx scripts/check-parity.ts content/treatments/cataract.ts content/treatments/cataract.hi.ts [--partial]
 * Compares the default exports, else every named export the two modules share.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parityProblems } from '../content/content-checks';

const args = process.argv.slice(2);
const partial = args.includes('--partial');
const [enFile, otherFile] = args.filter((a) => !a.startsWith('--'));
if (!enFile || !otherFile) throw new Error('usage: check-parity.ts <english module> <translated module> [--partial]');

const load = async (file: string) => (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;

async function main(en: Record<string, unknown>, other: Record<string, unknown>) {
  const names = 'default' in en && 'default' in other ? ['default'] : Object.keys(other).filter((k) => k in en && k !== 'default');
  if (names.length === 0) throw new Error('the modules share no export to compare');
  const problems = names.flatMap((name) => parityProblems(en[name], other[name], { partial }).map((p) => `${name}: ${p}`));
  console.log(problems.length ? problems.join('\n') : `parity OK (${names.join(', ')})`);
  process.exitCode = problems.length ? 1 : 0;
}

void Promise.all([load(enFile), load(otherFile)]).then(([en, other]) => main(en, other));

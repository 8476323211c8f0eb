/**
 * Every Hindi content module mirrors its English original: same slugs and order, same image
 * sources and links, same list lengths, and no English text copied over (content-checks.ts).
 * An English edit that adds or drops a field, a list item or a picture fails here until the
 * Hindi twin follows.
 */
import { describe, expect, it } from 'vitest';
import { parityProblems } from './content-checks';
import * as aboutEn from './about';
import * as aboutHi from './about.hi';
import * as costsEn from './costs';
import * as costsHi from './costs.hi';
import * as doctorsEn from './doctors';
import * as doctorsHi from './doctors.hi';
import * as emergencyEn from './emergency';
import * as emergencyHi from './emergency.hi';
import * as feedbackEn from './feedback';
import * as feedbackHi from './feedback.hi';
import * as galleryEn from './gallery';
import * as galleryHi from './gallery.hi';
import * as homeEn from './home';
import * as homeHi from './home.hi';
import * as missionEn from './mission';
import * as missionHi from './mission.hi';
import * as peopleEn from './people';
import * as peopleHi from './people.hi';
import { projects as projectsEn } from './projects';
import { projects as projectsHi } from './projects/index.hi';
import * as siteEn from './site';
import * as siteHi from './site.hi';
import * as visionEn from './vision';
import * as visionHi from './vision.hi';
import * as visitEn from './visit';
import * as visitHi from './visit.hi';
import { treatments as treatmentsEn } from './treatments';
import { treatments as treatmentsHi } from './treatments/index.hi';

/** The data exports the two modules share (functions are code, not content). */
function sharedData(en: Record<string, unknown>, hi: Record<string, unknown>): string[] {
  return Object.keys(hi).filter((key) => key in en && typeof en[key] !== 'function');
}

/** Exports that are identity, not text (URL names), shared by every language. */
const IDENTITY_EXPORTS = new Set(['doctorNames']);

const modules: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['about', aboutEn, aboutHi],
  ['doctors', doctorsEn, doctorsHi],
  ['feedback', feedbackEn, feedbackHi],
  ['gallery', galleryEn, galleryHi],
  ['home', homeEn, homeHi],
  ['mission', missionEn, missionHi],
  ['people', peopleEn, peopleHi],
  ['emergency', emergencyEn, emergencyHi],
  ['visit', visitEn, visitHi],
  ['costs', costsEn, costsHi],
  ['vision', visionEn, visionHi],
];

describe('Hindi content mirrors English', () => {
  it.each([
    ['treatments', treatmentsEn, treatmentsHi],
    ['projects', projectsEn, projectsHi],
  ] as const)('%s: same slugs in the same order, same shape and pictures', (_, en, hi) => {
    expect(hi.map((item) => item.slug)).toEqual(en.map((item) => item.slug));
    expect(parityProblems(en, hi)).toEqual([]);
  });

  it.each(modules)('%s: every export the Hindi module has', (_, en, hi) => {
    const names = sharedData(en, hi);
    expect(names.length).toBeGreaterThan(0);
    expect(names.flatMap((name) => parityProblems(en[name], hi[name]).map((p) => `${name}.${p}`))).toEqual([]);
  });

  it.each(modules)('%s: the Hindi module leaves no English text export out', (_, en, hi) => {
    const missing = Object.keys(en).filter((key) => typeof en[key] !== 'function' && !IDENTITY_EXPORTS.has(key) && !(key in hi) && JSON.stringify(en[key]).match(/[A-Za-z]{3}/));
    expect(missing).toEqual([]);
  });

  it('site: the texts a Hindi page shows (facts such as phones stay in site.ts)', () => {
    const names = sharedData(siteEn, siteHi);
    expect(names).toEqual(expect.arrayContaining(['site', 'hours', 'branches', 'stats']));
    expect(names.flatMap((name) => parityProblems(siteEn[name as keyof typeof siteEn], siteHi[name as keyof typeof siteHi], { partial: true }).map((p) => `${name}.${p}`))).toEqual([]);
  });
});

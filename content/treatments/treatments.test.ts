import { describe, expect, it } from 'vitest';
import { emptyFields, repeatedAcross } from '../content-checks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchName } from '@/lib/routes';
import { visionEffects } from '@/scripts/vision-art';
import { EYE_PARTS } from '@/components/treatments/eye-drawings';
import { normalSight } from '../vision';
import { getTreatment, treatmentNames, treatments } from './index';

/** The navigation order; the home page shows the first 8 of these. */
const NAV_ORDER = [
  'Cataract',
  'Pterygium',
  'Glaucoma',
  'Uveitis',
  'Diabetic Retinopathy',
  'Hypertensive Retinopathy',
  'Retinal Detachment',
  'Dacryocystitis',
  'Corneal Ulcer',
  'ICL-IPCL',
  'Squint',
];

describe('treatments', () => {
  it('lists the 11 treatments in the navigation order', () => {
    expect(treatments).toHaveLength(11);
    expect(treatmentNames).toEqual(NAV_ORDER);
  });

  it.each(treatments.map((t) => [t.name, t] as const))('%s has every field filled', (_, treatment) => {
    expect(emptyFields(treatment)).toEqual([]);
    expect(treatment.card.title).toBe(treatment.name);
    expect(treatment.symptoms.images).toHaveLength(4);
    expect(treatment.faq.list.length).toBeGreaterThanOrEqual(5);
    expect(treatment.symptoms.list.length).toBeGreaterThanOrEqual(3);
    expect(treatment.prevention.list.length).toBeGreaterThanOrEqual(3);
    expect(treatment.treatments.list.length).toBeGreaterThanOrEqual(2);
    expect(treatment.why_choose_us.list.length).toBeGreaterThanOrEqual(3);
    expect(treatment.introduction.content.length).toBeGreaterThanOrEqual(2);
  });

  it.each(treatments.map((t) => [t.name, t] as const))('%s has a page description that fits a search result', (_, treatment) => {
    expect(treatment.summary.length).toBeGreaterThanOrEqual(50);
    expect(treatment.summary.length).toBeLessThanOrEqual(200);
  });

  it.each(treatments.map((t) => [t.name, t] as const))('%s names distinct pictures, each with its own alt text', (_, treatment) => {
    const images = [
      treatment.card.image,
      treatment.introduction.image,
      treatment.introduction.banner,
      ...treatment.symptoms.images,
      treatment.prevention.image,
      ...treatment.treatments.list.map((o) => o.image),
    ];
    expect(new Set(images.map((i) => i.src)).size).toBe(images.length);
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
    for (const image of images) expect(image.src).toMatch(/^\/images\/treatments\/[a-z0-9-]+\/[a-z0-9-]+\.jpg$/);
  });

  it.each(treatments.map((t) => [t.name, t] as const))('%s has its own vision simulation and a highlighted part of the eye', (_, treatment) => {
    const { image, eyePart } = treatment.sight;
    const name = image.src.match(/^\/images\/vision\/([a-z0-9-]+)\.jpg$/)?.[1];
    expect(name, image.src).toBeDefined();
    expect(name).not.toBe('normal');
    expect(Object.keys(visionEffects)).toContain(name);
    expect(existsSync(join(import.meta.dirname, '../../public', image.src)), `${image.src}: run npm run art`).toBe(true);
    expect(image.alt.length).toBeGreaterThan(30);
    expect(EYE_PARTS).toContain(eyePart);
  });

  it('gives every treatment a different simulation, compared with the one normal view', () => {
    const sources = treatments.map((t) => t.sight.image.src);
    expect(new Set(sources).size).toBe(treatments.length);
    expect(existsSync(join(import.meta.dirname, '../../public', normalSight.src))).toBe(true);
  });

  it('repeats no paragraph across treatments', () => {
    expect(repeatedAcross(treatments.map((t) => ({ name: t.name, value: t })))).toEqual([]);
  });

  it('has no repeated question or list item within a treatment', () => {
    for (const t of treatments) {
      const lists = [t.symptoms.list, t.prevention.list, t.why_choose_us.list, t.faq.list.map((f) => f.question), t.treatments.list.map((o) => o.name)];
      for (const list of lists) expect(new Set(list).size, t.name).toBe(list.length);
    }
  });

  it('keeps every name reachable by the case-insensitive matcher, without ambiguity', () => {
    for (const name of treatmentNames) {
      expect(name).not.toMatch(/[/?#%]/);
      expect(matchName(name.toUpperCase(), treatmentNames)).toBe(name);
      expect(matchName(name.toLowerCase().replace(/ /g, '-'), treatmentNames)).toBe(name);
      expect(getTreatment(name)?.name).toBe(name);
    }
    expect(getTreatment('cataract')).toBeUndefined();
  });

  it('states the claims about cataract and ICL surgery', () => {
    const cataract = JSON.stringify(getTreatment('Cataract'));
    expect(cataract).toMatch(/free/i);
    expect(cataract).toContain('15 to 20 minutes');
    expect(cataract).toContain('4 to 6 weeks');
    const icl = JSON.stringify(getTreatment('ICL-IPCL'));
    expect(icl).toMatch(/at least 21/);
    expect(icl).toMatch(/stable for (at least )?a year|same for at least one year/);
  });
});

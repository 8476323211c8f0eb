import { describe, expect, it } from 'vitest';
import { getContent } from './content';
import { getDictionary, localeTag, type Locale } from './i18n';
import { guidePageJsonLd, hospitalJsonLd, hospitalRef, medicalConditionJsonLd, physicianJsonLd, webPageJsonLd } from './jsonld';
import { routes } from './routes';
import { absoluteUrl } from './seo';

describe.each(['en', 'hi'] as Locale[])('structured data in %s', (locale) => {
  const content = getContent(locale);
  const page = { '@type': 'WebPage', inLanguage: localeTag(locale) };

  it('names a treatment in the page’s language, at its own address, on a page in that language', () => {
    const treatment = content.treatments[0];
    const node = medicalConditionJsonLd(treatment, locale);
    expect(node).toMatchObject({ name: treatment.name, description: treatment.summary, url: absoluteUrl(routes.treatmentDetails(treatment.slug, locale)) });
    expect(node.mainEntityOfPage).toMatchObject({ ...page, url: node.url });
    expect(node.signOrSymptom).toEqual(treatment.symptoms.list.map((name) => ({ '@type': 'MedicalSignOrSymptom', name })));
  });

  it('names a doctor in the page’s language, at the profile of that language', () => {
    const doctor = content.doctors[0];
    const node = physicianJsonLd(doctor, locale) as unknown as Record<string, unknown>;
    expect(node).toMatchObject({ name: doctor.name, description: doctor.description, url: absoluteUrl(routes.doctorProfile(doctor.slug, locale)) });
    expect(node.mainEntityOfPage).toMatchObject(page);
    expect(node.address).toMatchObject({ streetAddress: content.site.contact.address });
  });

  it('gives guide and list pages their language', () => {
    const t = getDictionary(locale).costs;
    expect(guidePageJsonLd({ title: t.title, description: t.description, path: routes.costs(locale), locale, lastReviewed: '2026-11-16' })).toMatchObject({
      name: t.title,
      inLanguage: localeTag(locale),
      url: absoluteUrl(routes.costs(locale)),
    });
    expect(webPageJsonLd({ type: 'ContactPage', title: 'x', description: 'y', path: routes.contact(locale), locale })).toMatchObject({ '@type': 'ContactPage', inLanguage: localeTag(locale) });
  });

  it('names the hospital and its branches in the page’s language, as one hospital', () => {
    const node = hospitalJsonLd(locale) as unknown as Record<string, unknown>;
    expect(node).toMatchObject({ '@id': absoluteUrl('/#hospital'), name: content.site.name, url: absoluteUrl(routes.home(locale)) });
    expect((node.department as { name: string }[]).map((d) => d.name)).toEqual(content.branches.map((b) => b.hospitalName));
  });

  it('names the hospital where a page points to it, in the page’s language, without its branches', () => {
    const ref = { '@type': 'Hospital', '@id': absoluteUrl('/#hospital'), name: content.site.name, url: absoluteUrl(routes.home(locale)) };
    expect(hospitalRef(locale)).toEqual(ref);
    expect((physicianJsonLd(content.doctors[0], locale) as unknown as Record<string, unknown>).hospitalAffiliation).toEqual(ref);
    expect((webPageJsonLd({ type: 'WebPage', title: 'x', description: 'y', path: routes.about(locale), locale }) as unknown as Record<string, unknown>).publisher).toEqual(ref);
    expect((guidePageJsonLd({ title: 'x', description: 'y', path: routes.costs(locale), locale, lastReviewed: '2026-11-16' }) as unknown as Record<string, unknown>).publisher).toEqual(ref);
  });
});

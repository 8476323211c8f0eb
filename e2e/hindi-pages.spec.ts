/**
 * The Hindi twins of the home, about, mission, gallery, feedback and accessibility pages show their
 * content in Hindi: the expected texts come from the Hindi dictionary and content files, and every
 * English text of the same pages is looked for and must be absent from the Hindi page.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import * as aboutEn from '../content/about';
import * as aboutHi from '../content/about.hi';
import { doctors as doctorsEn } from '../content/doctors';
import { doctors as doctorsHi } from '../content/doctors.hi';
import { feedbackVideos as feedbackEn } from '../content/feedback';
import { feedbackVideos as feedbackHi } from '../content/feedback.hi';
import { gallery as galleryEn } from '../content/gallery';
import { gallery as galleryHi } from '../content/gallery.hi';
import * as homeEn from '../content/home';
import * as homeHi from '../content/home.hi';
import * as missionEn from '../content/mission';
import * as missionHi from '../content/mission.hi';
import { keyPeople as peopleEn } from '../content/people';
import { keyPeople as peopleHi } from '../content/people.hi';
import * as siteEn from '../content/site';
import * as siteHi from '../content/site.hi';
import { treatments as treatmentsEn } from '../content/treatments';
import { treatments as treatmentsHi } from '../content/treatments/index.hi';
import { en } from '../lib/i18n/en';
import { hi } from '../lib/i18n/hi';
import { FEEDBACK_PAGE_SIZE } from '../lib/constants';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every string inside a value (objects, arrays, nested), template slots cut out. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\{\w+\}/);
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const hindiStrings = new Set(strings([hi, homeHi, aboutHi, missionHi, peopleHi, galleryHi, feedbackHi, siteHi, treatmentsHi, doctorsHi]).map((s) => s.trim()));

/**
 * English phrases (two or more Latin words) of the pages' dictionaries and content that a Hindi page
 * must not show. Words the Hindi texts keep as they are (degrees, CSR, e-mail) are left out.
 */
const englishPhrases = [
  ...new Set(
    strings([en, homeEn, aboutEn, missionEn, peopleEn, galleryEn, feedbackEn, siteEn.site, siteEn.branches, siteEn.stats, siteEn.hours, siteEn.openingHoursText, treatmentsEn.map((t) => t.card), doctorsEn.map(({ name, specialization, description, hospital, experience }) => ({ name, specialization, description, hospital, experience }))])
      .map((s) => s.trim())
      .filter((s) => /[A-Za-z]{2,}[,.’']?\s+[A-Za-z]{2,}/.test(s) && !s.startsWith('/') && !hindiStrings.has(s)),
  ),
];

/**
 * The texts of `main` as a visitor or a screen reader meets them: visible text, alt texts and
 * labels. With `withoutEnglish`, parts marked lang="en" (names kept in English on purpose) are left out.
 */
async function mainTexts(page: Page, { withoutEnglish = false } = {}): Promise<string> {
  return page.locator('main').evaluate((main, withoutEnglish) => {
    const english = withoutEnglish ? [...main.querySelectorAll<HTMLElement>('[lang="en"]')] : [];
    for (const el of english) el.style.display = 'none';
    const labels = [...main.querySelectorAll('[alt], [aria-label], [title]')]
      .filter((el) => !el.closest('[lang="en"]') || !withoutEnglish)
      .flatMap((el) => ['alt', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? ''));
    const text = [(main as HTMLElement).innerText, ...labels].join('\n');
    for (const el of english) el.style.display = '';
    return text;
  }, withoutEnglish);
}

async function expectNoEnglishTwin(page: Page) {
  const text = await mainTexts(page, { withoutEnglish: true });
  const found = englishPhrases.filter((phrase) => text.includes(phrase));
  expect(found, 'English texts of the English twin on a Hindi page').toEqual([]);
}

/** Links inside main that lead to pages of this site stay in Hindi. */
async function expectHindiLinks(page: Page) {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href.startsWith('/hi/'))).toEqual([]);
}

/** Every picture in main that has a description describes it in Hindi. */
async function expectHindiAlts(images: Locator) {
  const alts = await images.evaluateAll((list) => list.map((img) => img.getAttribute('alt') ?? '').filter(Boolean));
  expect(alts.length).toBeGreaterThan(0);
  expect(alts.filter((alt) => !DEVANAGARI.test(alt))).toEqual([]);
}

/** The letter-spacing of the home page's "about us" eyebrow line. */
function eyebrowSpacing(page: Page): Promise<string> {
  return page.locator('#home-about').evaluate((h2) => getComputedStyle(h2.previousElementSibling!).letterSpacing);
}

async function expectHeadings(page: Page, level: 2 | 3, expected: readonly string[]) {
  const shown = await page.locator('main').getByRole('heading', { level }).allInnerTexts();
  for (const heading of expected) expect(shown.map((s) => s.trim())).toContain(heading);
}

test.describe('Hindi pages show Hindi content', () => {
  test('/hi/: hero, sections, services, doctors, branches, testimonials and statistics in Hindi', async ({ page }) => {
    await visit(page, '/hi/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHi.heroSlides[0].title);
    const t = hi.home;
    await expectHeadings(page, 2, [homeHi.aboutTeaser.title, t.benefits.title, t.services.title, t.consultation.title, t.doctors.title, t.contact.title, t.testimonials.title, t.gallery.title, t.branches.title]);
    await expectHeadings(page, 3, [
      ...homeHi.benefits.map((b) => b.title),
      ...treatmentsHi.slice(0, 8).map((treatment) => treatment.card.title),
      ...doctorsHi.slice(0, 4).map((doctor) => doctor.name),
      ...siteHi.branches.map((branch) => branch.name),
    ]);
    await expect(page.getByTestId('about-more')).toHaveAttribute('href', '/hi/about/');
    await expect(page.getByTestId('services-more')).toHaveAttribute('href', '/hi/treatments/');
    await expect(page.getByTestId('doctors-more')).toHaveAttribute('href', '/hi/doctor/');
    await expect(page.getByTestId('consultation-book')).toHaveAttribute('href', '/hi/appointment/');

    // The statistics: Hindi labels and numbers written by Intl for hi-IN (Latin digits).
    const stats = page.getByTestId('stat');
    await expect(stats).toHaveCount(siteEn.stats.length);
    const hiNumber = new Intl.NumberFormat('hi-IN');
    for (const [i, stat] of siteEn.stats.entries()) {
      await expect(stats.nth(i)).toContainText(siteHi.stats[i].label);
      await expect(stats.nth(i).getByTestId('stat-value')).toHaveText(hiNumber.format(stat.value));
    }

    // The review widget cannot load in tests: the written testimonials show, in Hindi.
    await page.getByTestId('testimonials').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('testimonial')).toHaveCount(homeHi.testimonials.length);
    await expect(page.getByTestId('testimonial').first()).toContainText(homeHi.testimonials[0].text);

    // The gallery carousel opens photos by their Hindi descriptions.
    await expect(page.getByTestId('gallery-thumb').first()).toContainText(galleryHi[0].image.alt);

    // Branch maps label their places in Hindi.
    for (const card of await page.getByTestId('branch-card').all()) {
      await expect(card.locator('iframe')).toHaveAttribute('src', /&hl=hi$/);
      await expect(card.getByTestId('branch-maps-link')).toHaveAttribute('href', /&hl=hi$/);
    }
    // No letter-spacing on Devanagari (it pulls joined letters apart), where English eyebrows have some.
    expect(await eyebrowSpacing(page)).toBe('normal');

    await expectHindiAlts(page.locator('main img'));
    await expectHindiLinks(page);
    await expectNoEnglishTwin(page);
  });

  test('/hi/about/: story, trust, partners, services, culture, founder, key people and hours in Hindi', async ({ page }) => {
    await visit(page, '/hi/about/');
    const t = hi.about;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expectHeadings(page, 2, [t.storyTitle, t.trustTitle, t.partnershipsTitle, t.servicesTitle, t.cultureTitle, t.founderTitle, t.keyPeopleTitle, t.visitTitle]);
    await expectHeadings(page, 3, [...aboutHi.partnerships.map((p) => p.name), aboutHi.founder.name, ...peopleHi.map((p) => p.name)]);
    await expect(page.getByTestId('trust-facts')).toContainText(aboutHi.trust.act);
    await expect(page.getByTestId('about-services').locator('li')).toHaveText([...aboutHi.services]);
    await expect(page.getByTestId('culture-accordion').getByRole('button')).toHaveText(aboutHi.culture.map((c) => c.title));
    await expect(page.locator('section[aria-labelledby="visit-title"]')).toContainText(siteHi.openingHoursText);
    await expect(page.locator('section[aria-labelledby="visit-title"]')).toContainText(siteHi.site.contact.address);
    await expectHindiAlts(page.locator('main img'));
    await expectHindiLinks(page);
    await expectNoEnglishTwin(page);
  });

  test('/hi/mission/: vision, goal, pillars, goals, objectives and reasons in Hindi', async ({ page }) => {
    await visit(page, '/hi/mission/');
    const t = hi.mission;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expectHeadings(page, 2, [t.visionTitle, t.missionTitle, t.pillarsTitle, t.goalsTitle, t.objectivesTitle, t.whyChooseUsTitle]);
    await expectHeadings(page, 3, [missionHi.vision.goal.title, ...missionHi.pillars.map((p) => p.title), ...missionHi.whyChooseUs.map((r) => r.title)]);
    await expect(page.getByTestId('vision-goal').locator('li')).toHaveText([...missionHi.vision.districts]);
    await expect(page.getByTestId('mission-goals').locator('li')).toHaveText(missionHi.goals.map((goal, i) => `${i + 1}${goal}`));
    await expect(page.getByTestId('mission-objectives').locator('li')).toHaveText([...missionHi.objectives]);
    await expectHindiAlts(page.locator('main img'));
    await expectHindiLinks(page);
    await expectNoEnglishTwin(page);
  });

  test('/hi/gallery/: photos and the lightbox are described in Hindi', async ({ page }) => {
    await visit(page, '/hi/gallery/');
    const t = hi.gallery;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const items = page.getByTestId('gallery-item');
    await expect(items.first()).toHaveAccessibleName(t.open.replace('{n}', '1').replace('{alt}', galleryHi[0].image.alt));
    await expectHindiLinks(page);
    await expectNoEnglishTwin(page);

    await items.first().click();
    const box = page.getByTestId('lightbox');
    await expect(box).toHaveAccessibleName(t.lightbox.label);
    await expect(page.getByTestId('lightbox-counter')).toHaveText(t.lightbox.counter.replace('{n}', '1').replace('{total}', String(galleryHi.length)));
    await expect(page.getByTestId('lightbox-image')).toHaveAttribute('alt', galleryHi[0].image.alt);
    await expect(box.getByRole('button', { name: t.lightbox.next })).toBeVisible();
    await expect(box.getByRole('button', { name: t.lightbox.close })).toBeFocused();
  });

  test('/hi/feedback/: video titles and captions in Hindi', async ({ page }) => {
    await visit(page, '/hi/feedback/');
    const t = hi.feedback;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    const firstPage = feedbackHi.slice(0, FEEDBACK_PAGE_SIZE);
    const grid = page.getByTestId('feedback-videos');
    await expect(grid.locator('figcaption')).toHaveText(firstPage.map((v) => v.title));
    await expect(grid.locator('video').first()).toHaveAccessibleName(firstPage[0].title);
    await expect(page.getByTestId('feedback-page-label')).toHaveText(t.pageLabel.replace('{page}', '1').replace('{total}', String(Math.ceil(feedbackHi.length / FEEDBACK_PAGE_SIZE))));
    await expectHindiLinks(page);
    await expectNoEnglishTwin(page);
  });

  test('/hi/accessibility/: the statement in Hindi, the e-mail address marked as English', async ({ page }) => {
    await visit(page, '/hi/accessibility/');
    const t = hi.accessibility;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expectHeadings(page, 2, [t.supportedTitle, t.limitsTitle, t.contactTitle]);
    await expect(page.locator('main section li')).toHaveText([...t.supported, ...t.limits]);
    await expect(page.locator('main').getByRole('link', { name: siteEn.site.contact.email, exact: true })).toHaveAttribute('lang', 'en');
    await expectHindiLinks(page);
    await expectNoEnglishTwin(page);
  });
});

test('the English pages keep their English texts, maps and eyebrow spacing', async ({ page }) => {
  await visit(page, '/');
  expect(await eyebrowSpacing(page)).not.toBe('normal');
  await expect(page.getByTestId('branch-card').first().locator('iframe')).toHaveAttribute('src', siteEn.branches[0].map.embed);
  // The same checks read the other way: the English phrases are found on the English twin.
  await visit(page, '/about/');
  const text = await mainTexts(page);
  expect(text).toContain(aboutEn.story.paragraphs[0]);
  expect(englishPhrases).toContain(aboutEn.story.paragraphs[0]);
});

test('English names inside Hindi texts are marked lang="en"', async ({ page }) => {
  await visit(page, '/hi/about/');
  // "ज़िला अंधापन नियंत्रण समिति (District Blindness Control Society)": the English name is read in English.
  const partner = page.locator('section[aria-labelledby="partners-title"] h3').first();
  await expect(partner.locator('[lang="en"]')).toHaveText('District Blindness Control Society');
  // The bank knows the trust by its English name: the giving details read it in English, in the
  // block above the footer and in the donation dialog.
  await expect(page.getByTestId('giving').locator('dd [lang="en"]')).toHaveText('Drishti Charitable Trust');
  await page.getByRole('link', { name: hi.common.joinMission.contribute }).click();
  await expect(page.locator('dialog[aria-labelledby="donate-title"] dd [lang="en"]')).toHaveText('Drishti Charitable Trust');
  await visit(page, '/hi/accessibility/');
  await expect(page.locator('main li [lang="en"]')).toHaveText(['WCAG 2.2 AA', 'reduced motion']);
  await visit(page, '/about/');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.getByTestId('giving').locator('[lang="en"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Contribute' }).click();
  await expect(page.locator('dialog[aria-labelledby="donate-title"] dd')).toHaveCount(4);
  await expect(page.locator('dialog[aria-labelledby="donate-title"] [lang="en"]')).toHaveCount(0);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { treatments } from '../content/treatments';

const detailPath = (name: string) => `/treatment-details/${encodeURIComponent(name)}/`;

/** Every picture on the page is a real file on the server (no broken images, lazy ones included). */
async function expectImagesServed(page: Page, request: APIRequestContext, scope = page.locator('main')) {
  const sources = await scope.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src')!));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of new Set(sources)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toMatch(/^image\//);
  }
}

test.describe('treatments list', () => {
  test('shows the 11 treatment cards in order, each linking to its page', async ({ page, request }) => {
    await visit(page, '/treatments/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Treatments');
    const cards = page.getByTestId('treatment-card');
    await expect(cards).toHaveCount(11);
    for (const [i, treatment] of treatments.entries()) {
      const card = cards.nth(i);
      const link = card.getByRole('link', { name: treatment.card.title, exact: true });
      await expect(link).toHaveAttribute('href', detailPath(treatment.name));
      await expect(card).toContainText(treatment.card.description);
      await expect(card.locator('img')).toHaveAttribute('alt', treatment.card.image.alt);
    }
    await expectImagesServed(page, request);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/treatments\/$/);
  });

  test('a click anywhere on a card opens the treatment', async ({ page }) => {
    await visit(page, '/treatments/');
    // On the picture, well away from the title link: the link covers the whole card.
    await page.getByTestId('treatment-card').nth(4).click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(/\/treatment-details\/Diabetic%20Retinopathy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diabetic Retinopathy');
  });
});

test.describe('treatment detail pages', () => {
  for (const treatment of treatments) {
    test(`${treatment.name} renders every section`, async ({ page, request }) => {
      await visit(page, detailPath(treatment.name));
      await expect(page).toHaveTitle(`${treatment.name} | Drishti Eye Hospital`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', treatment.summary);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${treatment.introduction.banner.src}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${detailPath(treatment.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(treatment.name);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Our Treatments' })).toHaveAttribute('href', '/treatments/');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(treatment.name);

      const section = (id: string) => page.locator(`[data-block="${id}"]`);
      await expect(section('banner').locator('img')).toHaveAttribute('alt', treatment.introduction.banner.alt);
      await expect(section('banner').locator('img')).toHaveJSProperty('complete', true);

      const intro = section('introduction');
      await expect(intro.getByRole('heading', { level: 2 })).toHaveText(treatment.introduction.title);
      await expect(intro.locator('p')).toHaveText(treatment.introduction.content);
      await expect(intro.locator('img')).toHaveAttribute('alt', treatment.introduction.image.alt);

      const symptoms = section('symptoms');
      await expect(symptoms.getByRole('heading', { level: 2 })).toHaveText(treatment.symptoms.title);
      await expect(symptoms.locator('ul').first().locator('li')).toHaveText(treatment.symptoms.list);
      // The four symptom pictures (the vision comparison beside them has its own spec).
      await expect(symptoms.locator('li img')).toHaveCount(4);
      for (const [i, image] of treatment.symptoms.images.entries()) await expect(symptoms.locator('li img').nth(i)).toHaveAttribute('alt', image.alt);

      const prevention = section('prevention');
      await expect(prevention.getByRole('heading', { level: 2 })).toHaveText(treatment.prevention.title);
      await expect(prevention.locator('li')).toHaveText(treatment.prevention.list);
      await expect(prevention.locator('img')).toHaveAttribute('alt', treatment.prevention.image.alt);

      const options = section('treatments');
      await expect(options.getByRole('heading', { level: 2 })).toHaveText(treatment.treatments.title);
      await expect(options.getByRole('heading', { level: 3 })).toHaveText(treatment.treatments.list.map((o) => o.name));
      for (const option of treatment.treatments.list) await expect(options).toContainText(option.description);

      const why = section('why-choose-us');
      await expect(why.getByRole('heading', { level: 2 })).toHaveText(treatment.why_choose_us.title);
      await expect(why.locator('li')).toHaveText(treatment.why_choose_us.list);

      const urgent = section('urgent');
      await expect(urgent).toContainText(treatment.urgent);
      await expect(urgent.getByTestId('emergency-call')).toHaveAttribute('href', 'tel:+919876543211');
      await expect(urgent.getByTestId('emergency-call')).toContainText('24x7');

      const faq = section('faq');
      await expect(faq.getByRole('heading', { level: 2 })).toHaveText(treatment.faq.title);
      await expect(faq.getByRole('button')).toHaveText(treatment.faq.list.map((f) => f.question));

      const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
      const condition = jsonLd.find((d) => d['@type'] === 'MedicalCondition');
      expect(condition.name).toBe(treatment.name);
      expect(condition.signOrSymptom).toHaveLength(treatment.symptoms.list.length);
      expect(jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

      await expectImagesServed(page, request);
    });
  }
});

test('a section heading named in the address sits below the fixed header, not under it', async ({ page }) => {
  const cataract = treatments.find((t) => t.name === 'Cataract')!;
  await visit(page, `${detailPath(cataract.name)}#prevention-title`);
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-fixed', 'true');
  const heading = page.locator('#prevention-title');
  await expect(heading).toHaveText(cataract.prevention.title);
  await expect
    .poll(async () => {
      const [h, bar] = await Promise.all([heading.boundingBox(), header.boundingBox()]);
      return h!.y - (bar!.y + bar!.height);
    }, { message: 'room between the header and the heading' })
    .toBeGreaterThanOrEqual(0);
});

test.describe('FAQ accordion', () => {
  test('opens one answer at a time and closes the open one on a second click', async ({ page }) => {
    const { faq } = treatments[0];
    await visit(page, detailPath(treatments[0].name));
    const buttons = page.getByTestId('faq').getByRole('button');
    const panel = async (i: number) => page.locator(`#${await buttons.nth(i).getAttribute('aria-controls')}`);

    for (let i = 0; i < faq.list.length; i++) {
      await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', 'false');
      await expect(await panel(i)).toBeHidden();
    }

    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panel(0)).toBeVisible();
    await expect(await panel(0)).toHaveText(faq.list[0].answer);
    await expect(await panel(0)).toHaveAttribute('role', 'region');

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panel(2)).toHaveText(faq.list[2].answer);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panel(0)).toBeHidden();
    await expect(page.getByTestId('faq').locator('[role="region"]:visible')).toHaveCount(1);

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq').locator('[role="region"]:visible')).toHaveCount(0);
  });

  test('works with the keyboard alone', async ({ page }) => {
    const count = treatments[1].faq.list.length;
    await visit(page, detailPath(treatments[1].name));
    const buttons = page.getByTestId('faq').getByRole('button');
    await buttons.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(buttons.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(buttons.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(buttons.nth(0)).toBeFocused();
    // Tab leaves the title buttons in page order, as any button would.
    await page.keyboard.press('Tab');
    await expect(buttons.nth(1)).toBeFocused();
  });
});

test.describe('names in the address', () => {
  const landings: [string, string, string][] = [
    ['/treatment-details/CATARACT/', '/treatment-details/Cataract/', 'Cataract'],
    ['/treatment-details/diabetic-retinopathy/', '/treatment-details/Diabetic%20Retinopathy/', 'Diabetic Retinopathy'],
    ['/treatment-details/Diabetic retinopathy/', '/treatment-details/Diabetic%20Retinopathy/', 'Diabetic Retinopathy'],
    ['/treatment-details/icl%20ipcl/', '/treatment-details/ICL-IPCL/', 'ICL-IPCL'],
    ['/treatment-details/corneal-ulcer', '/treatment-details/Corneal%20Ulcer/', 'Corneal Ulcer'],
  ];
  for (const [from, to, heading] of landings) {
    test(`${from} lands on the canonical page`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('treatment-detail')).toBeVisible();
    });
  }

  test('an unknown treatment says so, with a way back', async ({ page }) => {
    const response = await page.goto('/treatment-details/Nothing/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Treatment Details Not Found');
    await expect(page).toHaveURL(/\/treatment-details\/Nothing\/$/);
    const links = page.getByTestId('not-found');
    await expect(links.getByRole('link', { name: 'See all treatments' }).first()).toHaveAttribute('href', '/treatments/');
    await expect(links.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

test.describe('/treatments-detail/', () => {
  test('sends visitors to all treatments', async ({ page }) => {
    await page.goto('/treatments-detail/');
    await expect(page).toHaveURL(/\/treatments\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Treatments');
  });

  test('works without scripts: meta refresh, canonical link and a visible link', async ({ request, browser }) => {
    const html = await (await request.get('/treatments-detail/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<meta http-equiv="refresh" content="0; url=\/treatments\/"\/?>/);
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/treatments\/"\/?>/);
    expect(head).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);

    // The visible link for browsers that ignore refreshes is in the HTML itself.
    expect(html).toMatch(/<a [^>]*href="\/treatments\/"[^>]*>Go to all treatments<\/a>/);

    // With scripts off, the refresh alone takes the visitor to the list.
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(test.info().project.use.baseURL + '/treatments-detail/');
    await expect(page).toHaveURL(/\/treatments\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Treatments');
    await context.close();
  });
});

test.describe('navigation', () => {
  test('every Treatments and Our Projects link opens a real page', async ({ page, request }) => {
    await visit(page, '/');
    const hrefs = await page
      .locator('#nav-menu-treatments a, #nav-menu-projects a, [data-section="treatments"] a, [data-section="projects"] a')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs).toHaveLength(1 + 11 + 5);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      expect(html, href).toMatch(/data-testid="(treatment-detail|project-detail|treatment-card)"/);
    }
  });

  test('the Treatments dropdown opens a treatment page', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Treatments' }).click();
    await page.locator('#nav-menu-treatments').getByRole('link', { name: 'Diabetic Retinopathy' }).click();
    await expect(page).toHaveURL(/\/treatment-details\/Diabetic%20Retinopathy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diabetic Retinopathy');
    await expect(page.getByTestId('faq').getByRole('button')).toHaveCount(treatments[4].faq.list.length);
  });
});

import { doctors } from '../content/doctors';
import { routes } from '../lib/routes';
import { doctorSchedule } from '../lib/schedule';
import { test, expect, visit } from './fixtures';

const profilePath = (name: string) => `/doctor-profile/${encodeURIComponent(name)}/`;

test.describe('doctors', () => {
  test('lists the 5 doctors, each card linking to its profile', async ({ page }) => {
    await visit(page, '/doctor/');
    await expect(page).toHaveTitle('Our Doctors | Drishti Eye Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Doctors');
    const cards = page.getByTestId('doctor-card');
    await expect(cards).toHaveCount(5);
    expect(doctors).toHaveLength(5);
    for (const [i, doctor] of doctors.entries()) {
      const card = cards.nth(i);
      const link = card.getByRole('link', { name: doctor.name, exact: true });
      await expect(link).toHaveAttribute('href', profilePath(doctor.name));
      for (const text of [doctor.qualification, doctor.specialization, doctor.hospital, doctor.experience, doctor.description]) {
        await expect(card).toContainText(text);
      }
      const img = card.locator('img');
      await expect(img).toHaveAttribute('alt', doctor.image.alt);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test('a card opens the doctor’s profile', async ({ page }) => {
    await visit(page, '/doctor/');
    await page.getByTestId('doctor-card').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${profilePath(doctors[1].name).replace(/[.]/g, '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctors[1].name);
  });

  test('a portrait that fails to load falls back to the default doctor image', async ({ page }) => {
    await page.route('**/images/doctors/**/priya-verma*', (route) => route.abort());
    await page.route('**/images/doctors/priya-verma*', (route) => route.abort());
    await visit(page, '/doctor/');
    const card = page.getByTestId('doctor-card').nth(1);
    const img = card.locator('img');
    // The card, not its picture: the failed picture is replaced by a new <img> (keyed by its
    // address), and scrolling an element that is swapped out mid-scroll throws (CI, 28 Nov).
    await card.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('data-fallback', 'true');
    await expect(img).toHaveAttribute('src', /default-doctor/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // The other doctors keep their own photos.
    await expect(page.getByTestId('doctor-card').nth(0).locator('img')).not.toHaveAttribute('data-fallback', 'true');
  });

  for (const doctor of doctors) {
    test(`profile of ${doctor.name}`, async ({ page }) => {
      const response = await page.goto(profilePath(doctor.name));
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page).toHaveTitle(`${doctor.name}, ${doctor.specialization} | Drishti Eye Hospital`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(doctor.qualification.replace(/[()]/g, '\\$&')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
      const profile = page.getByTestId('doctor-profile');
      for (const text of [doctor.specialization, doctor.description, doctor.qualification, doctor.hospital, doctor.experience]) {
        await expect(profile).toContainText(text);
      }
      const img = profile.locator('img');
      await expect(img).toHaveAttribute('alt', doctor.image.alt);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // The main button books at the branch where the doctor sees patients most often.
      await expect(profile.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', routes.appointmentWith({ branch: doctorSchedule(doctor.slug)[0].branch, doctor: doctor.slug }));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Our Doctors']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(doctor.name);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const physician = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Physician');
      expect(physician).toMatchObject({ name: doctor.name, description: doctor.description });
      expect(decodeURIComponent(physician.url)).toMatch(new RegExp(`/doctor-profile/${doctor.name.replace(/[.]/g, '\\.')}/$`));
    });
  }

  test('an unknown doctor shows "Doctor details not found."', async ({ page }) => {
    const response = await page.goto('/doctor-profile/Nobody/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doctor details not found.');
    await expect(page.getByTestId('not-found').getByRole('link', { name: 'See all doctors' })).toHaveAttribute('href', '/doctor/');
  });

  test('profiles match the name exactly: a different case is not found', async ({ page }) => {
    const response = await page.goto(profilePath(doctors[0].name.toLowerCase()));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doctor details not found.');
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(doctors[0].name.toLowerCase()).replace(/[.]/g, '\\.')));
  });
});

/**
 * The doctors' timetable on /doctor/ (doctor x branch x weekday), filtered by branch and
 * speciality with and without JavaScript, and each profile's "where and when" with booking links.
 */
import type { Page } from '@playwright/test';
import { doctors } from '../content/doctors';
import { schedule } from '../content/schedule';
import { branches } from '../content/site';
import { routes } from '../lib/routes';
import { doctorSchedule } from '../lib/schedule';
import { axe, test, expect, visit } from './fixtures';

const rows = doctors.flatMap((d) => doctorSchedule(d.slug).map((entry) => ({ doctor: d, branch: entry.branch, days: entry.days })));

async function visibleRows(page: Page): Promise<string[]> {
  return page
    .getByTestId('timetable-row')
    .evaluateAll((items) => items.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => `${el.getAttribute('data-doctor')}@${el.getAttribute('data-branch')}`));
}

const key = (r: { doctor: { slug: string }; branch: string }) => `${r.doctor.slug}@${r.branch}`;

async function expectFilters(page: Page) {
  const timetable = page.getByTestId('timetable');
  expect(await visibleRows(page)).toEqual(rows.map(key));

  await timetable.getByLabel('Chatra Vision Centre').check();
  expect(await visibleRows(page)).toEqual(rows.filter((r) => r.branch === 'chatra').map(key));

  const retina = doctors.find((d) => d.slug === 'Dr Priya Verma')!;
  await timetable.getByLabel(retina.specialization).check();
  expect(await visibleRows(page)).toEqual(rows.filter((r) => r.branch === 'chatra' && r.doctor.specialization === retina.specialization).map(key));
  await expect(page.getByTestId('timetable-empty')).toBeHidden();

  // Children's eyes are never seen in Koderma in the sample schedule: the empty note says so.
  await timetable.getByLabel('Koderma Vision Centre').check();
  await timetable.getByLabel('Children’s Eyes and Squint').check();
  expect(await visibleRows(page)).toEqual([]);
  await expect(page.getByTestId('timetable-empty')).toBeVisible();

  await timetable.locator('fieldset[data-filter="branch"]').getByLabel('All').check();
  await timetable.locator('fieldset[data-filter="speciality"]').getByLabel('All').check();
  expect(await visibleRows(page)).toEqual(rows.map(key));
}

test.describe('doctors’ timetable', () => {
  test('lists every doctor at every branch they visit, with days and a booking link', async ({ page }) => {
    await visit(page, '/doctor/');
    const items = page.getByTestId('timetable-row');
    await expect(items).toHaveCount(rows.length);
    for (const [i, row] of rows.entries()) {
      const item = items.nth(i);
      await expect(item.locator('h3')).toHaveText(row.doctor.name);
      await expect(item.locator('[data-day]')).toHaveCount(row.days.length);
      await expect(item.getByTestId('book-with-doctor')).toHaveAttribute('href', routes.appointmentWith({ branch: row.branch, doctor: row.doctor.slug }));
    }
    expect(schedule.some((s) => s.day === 'sunday')).toBe(false);
    await expect(page.getByTestId('timetable')).not.toContainText('Sunday:');
  });

  test('filters by branch and speciality with JavaScript', async ({ page }) => {
    await visit(page, '/doctor/');
    await expectFilters(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('filters the same way (radio buttons and CSS)', async ({ page }) => {
      await page.goto('/doctor/');
      await expectFilters(page);
    });
  });

  test('the For Patients menu links the timetable', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'For Patients' }).click();
    await page.locator('#nav-menu-patients').getByRole('link', { name: 'Doctors’ timetable' }).click();
    await expect(page).toHaveURL(/\/doctor\/#timetable$/);
    await expect(page.getByTestId('timetable')).toBeInViewport();
  });

  test('a link to the timetable from another site lands on it', async ({ page }) => {
    await visit(page, '/doctor/#timetable');
    await expect(page.getByRole('heading', { name: 'Doctors’ timetable' })).toBeInViewport();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe passes with a filter applied (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, '/doctor/');
      await page.getByTestId('timetable').getByLabel('Koderma Vision Centre').check();
      await page.getByTestId('timetable').getByLabel('Children’s Eyes and Squint').check();
      const results = await axe(page).include('[data-testid="timetable"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('doctor profiles: where and when', () => {
  for (const doctor of doctors) {
    test(doctor.name, async ({ page }) => {
      await visit(page, routes.doctorProfile(doctor.name));
      const where = page.getByTestId('doctor-where-when');
      const entries = doctorSchedule(doctor.slug);
      await expect(where.locator('li[data-branch]')).toHaveCount(entries.length);
      for (const entry of entries) {
        const item = where.locator(`li[data-branch="${entry.branch}"]`);
        await expect(item.locator('h3')).toHaveText(branches.find((b) => b.id === entry.branch)!.hospitalName);
        await expect(item.locator('[data-day]')).toHaveCount(entry.days.length);
        await expect(item.getByRole('link', { name: /Book with this doctor/ })).toHaveAttribute('href', routes.appointmentWith({ branch: entry.branch, doctor: doctor.slug }));
      }
    });
  }

  test('Book with this doctor opens the appointment form with the branch and doctor in the address', async ({ page }) => {
    const doctor = doctors.find((d) => d.slug === 'Dr Sneha Oraon')!;
    await visit(page, routes.doctorProfile(doctor.name));
    await page.getByTestId('doctor-where-when').getByRole('link', { name: /Book with this doctor/ }).first().click();
    await expect(page).toHaveURL(/\/appointment\/\?branch=chatra&doctor=Dr%20Sneha%20Oraon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
  });
});

import type { Page, Request } from '@playwright/test';
import { SEND_TIMEOUT_MS } from '../components/forms/email-send';
import { site } from '../content/site';
import { test, expect, visit, recordLayoutShifts, layoutShifts, nextFrames } from './fixtures';
import { acceptEmailJs, expectNoValueInUrlsAfterLeaving, holdEmailJs, holdScripts, expectNothingMovesWhenScriptsArriveLate, expectOtherWays, recordRequests, trySendingBeforeScript } from './form-fixtures';

// Every test runs on Indian time with a controlled clock: Tuesday 10 March 2026, 10:00.
test.use({ timezoneId: 'Asia/Kolkata' });
const NOW = new Date('2026-03-10T10:00:00+05:30');
const REFERENCE = /^DEH-260310-[A-HJ-NP-Z2-9]{4}$/;

const valid = {
  patient_name: 'Sita Devi',
  mobile: '+91 98765 43210',
  age: '64',
  branch: 'Chatra Vision Centre',
  reason: 'Cataract',
  preferred_date: '2026-03-12',
  preferred_time: 'Afternoon (1:00 PM to 5:00 PM)',
  visit_type: 'Follow-up visit',
  message: 'Blurred vision in the left eye & glare at night',
};

async function openForm(page: Page) {
  await page.clock.setFixedTime(NOW);
  await visit(page, '/appointment/');
  return page.getByTestId('appointment-form');
}

async function fill(page: Page, overrides: Partial<Record<keyof typeof valid, string>> = {}, consent = true) {
  const v = { ...valid, ...overrides };
  const form = page.getByTestId('appointment-form');
  await form.getByLabel('Patient name').fill(v.patient_name);
  await form.getByLabel('Mobile number').fill(v.mobile);
  await form.getByLabel('Age (years)').fill(v.age);
  await form.getByLabel('Branch').selectOption(v.branch ? { label: v.branch } : { value: '' });
  await form.getByLabel('Reason for visit').selectOption(v.reason ? { label: v.reason } : { value: '' });
  await form.getByLabel('Preferred date').fill(v.preferred_date);
  if (v.preferred_time) await form.getByLabel(v.preferred_time).check();
  if (v.visit_type) await form.getByLabel(v.visit_type).check();
  await form.getByLabel('Message (optional)').fill(v.message);
  if (consent) await form.getByRole('checkbox').check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Request appointment' }).click();

/** Reads the multipart body EmailJS posts. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { 'content-type': request.headers()['content-type'] } });
  const data = await body.formData();
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
}

test.describe('appointment page', () => {
  test('has its title and description, and the emergency notice sits above the form', async ({ page }) => {
    const form = await openForm(page);
    await expect(page).toHaveTitle(/^Book an Appointment \| Drishti Eye Hospital$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /calls you to confirm/);
    const notice = page.getByTestId('emergency-notice');
    await expect(notice).toContainText('24x7');
    await expect(notice.locator(`a[href="${site.contact.emergency.tel}"]`)).toContainText(site.contact.emergency.display);
    const [noticeBox, formBox] = [await notice.boundingBox(), await form.boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThan(formBox!.y);
  });

  test('offers the 3 branches, 11 treatments plus check-up and other, and the date window', async ({ page }) => {
    const form = await openForm(page);
    const branches = await form.getByLabel('Branch').locator('option').allTextContents();
    expect(branches).toEqual(['Choose…', 'Chouparan', 'Chatra Vision Centre', 'Koderma Vision Centre']);
    const reasons = await form.getByLabel('Reason for visit').locator('option').allTextContents();
    expect(reasons).toHaveLength(1 + 11 + 2);
    expect(reasons.slice(-2)).toEqual(['General eye check-up', 'Other']);
    expect(reasons).toContain('ICL-IPCL');
    await expect(form.getByLabel('Preferred date')).toHaveAttribute('min', '2026-03-10');
    await expect(form.getByLabel('Preferred date')).toHaveAttribute('max', '2026-05-09');
    await expect(form.getByLabel('Morning (9:00 AM to 1:00 PM)')).toBeVisible();
  });
});

test.describe('calendar', () => {
  test('marks today and moves to the new day at midnight', async ({ page }) => {
    // Paused, so a slow page load cannot reach midnight on its own.
    await page.clock.install({ time: new Date('2026-03-31T23:59:50+05:30') });
    await page.clock.pauseAt(new Date('2026-03-31T23:59:55+05:30'));
    await visit(page, '/appointment/');
    const calendar = page.getByTestId('calendar');
    await expect(calendar.getByTestId('calendar-month')).toHaveText('March 2026');
    const today = calendar.locator('td[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveAttribute('data-date', '2026-03-31');
    await expect(today).toHaveText('31');
    // Weeks start on Monday: 1 March 2026 (a Sunday) ends the first row.
    await expect(calendar.locator('th').first()).toHaveText(/Mon/i);
    await expect(calendar.locator('tbody tr').first().locator('td').last()).toHaveAttribute('data-date', '2026-03-01');

    await page.clock.runFor(10_000);
    await expect(calendar.getByTestId('calendar-month')).toHaveText('April 2026');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveAttribute('data-date', '2026-04-01');
    await expect(today).toHaveText('1');
  });

  test('follows a date change within a second', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-10T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-03-10T10:00:01+05:30'));
    await visit(page, '/appointment/');
    const today = page.getByTestId('calendar').locator('td[aria-current="date"]');
    await expect(today).toHaveAttribute('data-date', '2026-03-10');
    await page.clock.setSystemTime(new Date('2026-03-11T09:00:00+05:30'));
    await page.clock.runFor(500);
    await expect(today).toHaveAttribute('data-date', '2026-03-10');
    await page.clock.runFor(600);
    await expect(today).toHaveAttribute('data-date', '2026-03-11');
  });

  for (const path of ['/appointment/', '/hi/appointment/']) {
    test(`${path}: the calendar takes its place at hydration without a layout shift (1280 px)`, async ({ page }) => {
      // It replaced its stand-in by reusing its box: for one frame the box had the calendar's
      // classes but a computed padding of 0, then the month moved 16 px.
      await page.setViewportSize({ width: 1280, height: 800 });
      await recordLayoutShifts(page);
      await visit(page, path);
      await expect(page.getByTestId('calendar-month')).toBeVisible();
      await nextFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test('is shown on large screens only', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await openForm(page);
    await expect(page.getByTestId('calendar')).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('calendar')).toBeVisible();
    await expect(page.getByTestId('calendar-month')).toBeVisible();
  });
});

test.describe('validation', () => {
  const cases: { name: string; field: string; label: string; overrides: Partial<Record<keyof typeof valid, string>>; message: string }[] = [
    { name: 'an empty name', field: 'patient_name', label: 'Patient name', overrides: { patient_name: '' }, message: "Please enter the patient's name." },
    { name: 'a 9-digit mobile', field: 'mobile', label: 'Mobile number', overrides: { mobile: '987654321' }, message: 'Please enter a 10-digit mobile number, for example 98765 43210 or +91 98765 43210.' },
    { name: 'a Sunday', field: 'preferred_date', label: 'Preferred date', overrides: { preferred_date: '2026-03-15' }, message: 'The hospital is closed on Sundays. Please choose Monday to Saturday.' },
    { name: 'a date in the past', field: 'preferred_date', label: 'Preferred date', overrides: { preferred_date: '2026-03-09' }, message: 'That date has passed. Please choose today or a later date.' },
    { name: 'a date beyond 60 days', field: 'preferred_date', label: 'Preferred date', overrides: { preferred_date: '2026-05-11' }, message: 'Please choose a date no more than 60 days from today.' },
    { name: 'no branch', field: 'branch', label: 'Branch', overrides: { branch: '' }, message: 'Please choose a branch.' },
  ];

  for (const c of cases) {
    test(`shows its message next to the field for ${c.name}`, async ({ page }) => {
      let sent = 0;
      await page.route('https://api.emailjs.com/**', (route) => {
        sent++;
        return route.fulfill({ status: 200, body: 'OK' });
      });
      const form = await openForm(page);
      await fill(page, c.overrides);
      await submit(page);
      const control = form.getByLabel(c.label);
      const error = form.locator(`#appointment-${c.field}-error`);
      await expect(error).toHaveText(c.message);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAttribute('aria-describedby', new RegExp(`appointment-${c.field}-error`));
      await expect(control).toBeFocused();
      // Only that field is wrong, and nothing was sent.
      await expect(form.locator('[data-error-for]')).toHaveCount(1);
      expect(sent).toBe(0);
    });
  }

  test('an empty form lists every required field and focuses the first; corrections clear messages', async ({ page }) => {
    const form = await openForm(page);
    await submit(page);
    await expect(form.getByLabel('Patient name')).toBeFocused();
    const fields = await form.locator('[data-error-for]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-error-for')));
    expect(fields).toEqual(['patient_name', 'mobile', 'age', 'branch', 'reason', 'preferred_date', 'preferred_time', 'visit_type', 'consent']);
    await form.getByLabel('Patient name').fill('Ram');
    await expect(form.locator('#appointment-patient_name-error')).toHaveCount(0);
    await expect(form.getByLabel('Patient name')).not.toHaveAttribute('aria-invalid', 'true');
    await submit(page);
    await expect(form.getByLabel('Mobile number')).toBeFocused();
  });
});

test.describe('sending', () => {
  test('posts every field with the appointment template and shows the reference number', async ({ page }) => {
    const requests: Request[] = [];
    await page.route('https://api.emailjs.com/**', (route) => {
      requests.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await openForm(page);
    await fill(page);
    await submit(page);
    const success = page.getByTestId('appointment-success');
    await expect(success).toBeVisible();
    await expect(success).toContainText('The hospital will call you to confirm');
    const reference = (await success.getByTestId('appointment-reference').textContent())!.trim();
    expect(reference).toMatch(REFERENCE);

    expect(requests).toHaveLength(1);
    expect(requests[0].url()).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    const fields = await postedFields(requests[0]);
    expect(fields).toMatchObject({
      service_id: 'service_test',
      template_id: 'template_appointment_test',
      user_id: 'public_key_test',
      reference,
      patient_name: valid.patient_name,
      mobile: valid.mobile,
      age: valid.age,
      branch: valid.branch,
      reason: valid.reason,
      preferred_date: valid.preferred_date,
      preferred_time: 'afternoon',
      visit_type: 'follow-up',
      message: valid.message,
      consent: 'yes',
    });
    expect(fields.lib_version).toBeTruthy();

    await success.getByRole('button', { name: 'Request another appointment' }).click();
    await expect(page.getByTestId('appointment-form').getByLabel('Patient name')).toHaveValue('');
  });

  test('on failure keeps every value and offers WhatsApp and e-mail carrying them', async ({ page }) => {
    await page.route('https://api.emailjs.com/**', (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'The template ID is invalid' }));
    const form = await openForm(page);
    await fill(page);
    await submit(page);
    const failure = page.getByTestId('appointment-failure');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Nothing you typed is lost');
    await expect(page.getByTestId('appointment-success')).toHaveCount(0);

    await expect(form.getByLabel('Patient name')).toHaveValue(valid.patient_name);
    await expect(form.getByLabel('Mobile number')).toHaveValue(valid.mobile);
    await expect(form.getByLabel('Age (years)')).toHaveValue(valid.age);
    await expect(form.getByLabel('Branch')).toHaveValue(valid.branch);
    await expect(form.getByLabel('Reason for visit')).toHaveValue(valid.reason);
    await expect(form.getByLabel('Preferred date')).toHaveValue(valid.preferred_date);
    await expect(form.getByLabel(valid.preferred_time)).toBeChecked();
    await expect(form.getByLabel(valid.visit_type)).toBeChecked();
    await expect(form.getByLabel('Message (optional)')).toHaveValue(valid.message);
    await expect(form.getByRole('checkbox')).toBeChecked();

    const whatsapp = failure.getByTestId('appointment-whatsapp');
    const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${whatsappUrl.origin}${whatsappUrl.pathname}`).toBe('https://wa.me/919876543210');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const mailto = (await failure.getByTestId('appointment-email').getAttribute('href'))!;
    expect(mailto.startsWith(`mailto:${site.contact.email}?`)).toBe(true);
    const mail = new URLSearchParams(mailto.split('?')[1]);
    const texts = [whatsappUrl.searchParams.get('text')!, mail.get('body')!];
    expect(mail.get('subject')).toMatch(/^Appointment request DEH-260310-[A-HJ-NP-Z2-9]{4}$/);
    const reference = mail.get('subject')!.split(' ').pop()!;
    // The reference is on the page too, for a visitor who phones instead.
    await expect(failure.getByTestId('appointment-reference')).toHaveText(reference);
    await expect(failure).toContainText('Your reference number');
    await expect(failure.getByTestId('appointment-call')).toHaveAttribute('href', site.contact.phone.tel);
    for (const text of texts) {
      expect(text).toContain(`Reference: ${reference}`);
      expect(text).toContain(`Patient name: ${valid.patient_name}`);
      expect(text).toContain(`Mobile number: ${valid.mobile}`);
      expect(text).toContain(`Age (years): ${valid.age}`);
      expect(text).toContain(`Branch: ${valid.branch}`);
      expect(text).toContain(`Reason for visit: ${valid.reason}`);
      expect(text).toContain(`Preferred date: ${valid.preferred_date}`);
      expect(text).toContain('Preferred time: Afternoon');
      expect(text).toContain(`Visit: ${valid.visit_type}`);
      expect(text).toContain(`Message (optional): ${valid.message}`);
    }

    // An edit after the failure is carried too, and a retry that works shows the same reference.
    await form.getByLabel('Age (years)').fill('65');
    await expect(failure.getByTestId('appointment-whatsapp')).toHaveAttribute('href', /Age%20\(years\)%3A%2065/);
    await page.unroute('https://api.emailjs.com/**');
    await page.route('https://api.emailjs.com/**', (route) => route.fulfill({ status: 200, body: 'OK' }));
    await submit(page);
    await expect(page.getByTestId('appointment-reference')).toHaveText(reference);
  });

  test('a network failure (outside hosts unreachable) also keeps the values and offers the fallbacks', async ({ page }) => {
    const form = await openForm(page);
    await fill(page);
    await submit(page);
    await expect(page.getByTestId('appointment-failure')).toBeVisible();
    await expect(form.getByLabel('Patient name')).toHaveValue(valid.patient_name);
    await expect(page.getByTestId('appointment-whatsapp')).toHaveAttribute('href', /Sita%20Devi/);
  });
});

test.describe('a send that hangs', () => {
  test(`fails after ${SEND_TIMEOUT_MS / 1000} s with everything kept, the reference and the fallbacks shown; a late answer changes nothing`, async ({ page }) => {
    const emailJs = await holdEmailJs(page);
    // Paused before the page loads: only clock.runFor moves time on.
    await page.clock.install({ time: NOW });
    await page.clock.pauseAt(NOW.getTime() + 1000);
    await visit(page, '/appointment/');
    const form = page.getByTestId('appointment-form');
    await fill(page);
    await submit(page);
    const button = form.locator('button[type="submit"]');
    await expect.poll(() => emailJs.requests.length).toBe(1);
    await page.clock.runFor(SEND_TIMEOUT_MS - 1000);
    await expect(button).toHaveText('Sending…');
    await expect(button).toBeDisabled();
    await expect(page.getByTestId('appointment-failure')).toHaveCount(0);

    await page.clock.runFor(1000);
    const failure = page.getByTestId('appointment-failure');
    await expect(failure).toBeVisible();
    await expect(failure.getByTestId('appointment-reference')).toHaveText(REFERENCE);
    const reference = (await failure.getByTestId('appointment-reference').textContent())!;
    await expect(failure.getByTestId('appointment-whatsapp')).toHaveAttribute('href', new RegExp(reference));
    await expect(failure.getByTestId('appointment-email')).toHaveAttribute('href', new RegExp(reference));
    await expect(failure.getByTestId('appointment-call')).toHaveAttribute('href', site.contact.phone.tel);
    await expect(form.getByLabel('Patient name')).toHaveValue(valid.patient_name);
    await expect(form.getByLabel('Message (optional)')).toHaveValue(valid.message);
    await expect(button).toBeEnabled();

    // EmailJS answers long after: the page stays on the failure and sends nothing more.
    const finished = page.waitForEvent('requestfinished', (r) => r.url().startsWith('https://api.emailjs.com/'));
    await emailJs.answer();
    await finished;
    await page.clock.runFor(1000);
    await expect(failure).toBeVisible();
    await expect(page.getByTestId('appointment-success')).toHaveCount(0);
    expect(emailJs.requests).toHaveLength(1);
  });
});

test.describe('message length', () => {
  test('shows the count, and a message over 1000 characters gets a clear message and is not sent', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    const form = await openForm(page);
    await fill(page, { message: 'आ'.repeat(1001) });
    const count = form.getByTestId('character-count');
    await expect(count).toHaveText('1001 of 1000 characters');
    await expect(form.getByLabel('Message (optional)')).toHaveAttribute('aria-describedby', /appointment-message-count/);
    await submit(page);
    await expect(form.locator('#appointment-message-error')).toHaveText('Please shorten the message to 1000 characters or fewer.');
    await expect(form.getByLabel('Message (optional)')).toBeFocused();
    await form.getByLabel('Message (optional)').fill('आ'.repeat(1000));
    await expect(count).toHaveText('1000 of 1000 characters');
    await submit(page);
    await expect(page.getByTestId('appointment-success')).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});

test.describe('a link chooses the branch and doctor', () => {
  test('branch and doctor from the query are chosen and sent; unknown values are ignored', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await page.clock.setFixedTime(NOW);
    await visit(page, '/appointment/?branch=chatra&doctor=Dr%20Priya%20Verma');
    const form = page.getByTestId('appointment-form');
    await expect(form.getByLabel('Branch')).toHaveValue('Chatra Vision Centre');
    await expect(form.getByLabel('Preferred doctor (optional)')).toHaveValue('Dr Priya Verma');
    const doctors = await form.getByLabel('Preferred doctor (optional)').locator('option').allTextContents();
    expect(doctors[0]).toBe('Any doctor');
    expect(doctors).toHaveLength(6);
    await fill(page, { branch: 'Chatra Vision Centre' });
    await submit(page);
    await expect(page.getByTestId('appointment-success')).toBeVisible();
    expect(await postedFields(requests[0])).toMatchObject({ branch: 'Chatra Vision Centre', doctor: 'Dr Priya Verma' });

    await visit(page, '/appointment/?branch=patna&doctor=Dr%20Nobody');
    await expect(form.getByLabel('Branch')).toHaveValue('');
    await expect(form.getByLabel('Preferred doctor (optional)')).toHaveValue('');
    await visit(page, '/appointment/?branch=koderma');
    await expect(form.getByLabel('Branch')).toHaveValue('Koderma Vision Centre');
    await expect(form.getByLabel('Preferred doctor (optional)')).toHaveValue('');
  });
});

test.describe('before the script runs', () => {
  async function sendWithoutScript(page: Page) {
    const form = page.getByTestId('appointment-form');
    await trySendingBeforeScript(page, form, form.getByLabel('Patient name'), 'appointment');
    await expect(form.getByLabel('Patient name')).toHaveValue(valid.patient_name);
    await expect(form.getByLabel('Mobile number')).toHaveValue(valid.mobile);
    await expect(form.getByLabel('Branch')).toHaveValue(valid.branch);
    await expect(form.getByLabel('Message (optional)')).toHaveValue(valid.message);
  }

  /** Without a script the date field cannot be checked: only the fields that need none. */
  async function fillPlain(page: Page) {
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Patient name').fill(valid.patient_name);
    await form.getByLabel('Mobile number').fill(valid.mobile);
    await form.getByLabel('Age (years)').fill(valid.age);
    await form.getByLabel('Branch').selectOption({ label: valid.branch });
    await form.getByLabel('Message (optional)').fill(valid.message);
  }

  const personal = [valid.patient_name, valid.mobile, valid.message];

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('Send does not navigate, no field goes into a URL, typed values stay, and the visitor sees how to reach the hospital', async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/appointment/');
      await fillPlain(page);
      await sendWithoutScript(page);
      await expect(page).toHaveURL(/\/appointment\/$/);
      await expectNoValueInUrlsAfterLeaving(page, requests, personal);
    });
  });

  test('with the scripts held back: the same, and what was typed is still there once they run', async ({ page }) => {
    const requests = recordRequests(page);
    await page.clock.setFixedTime(NOW);
    const release = await holdScripts(page);
    await page.goto('/appointment/?branch=koderma', { waitUntil: 'domcontentloaded' });
    await fillPlain(page);
    await sendWithoutScript(page);
    expect(new URL(page.url()).search).toBe('?branch=koderma');

    await release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const form = page.getByTestId('appointment-form');
    await expectOtherWays(page, 'appointment');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    // Typed before the script ran: kept, and the visitor's branch wins over the link's.
    await expect(form.getByLabel('Patient name')).toHaveValue(valid.patient_name);
    await expect(form.getByLabel('Branch')).toHaveValue(valid.branch);
    await expect(form.getByTestId('character-count')).toHaveText(`${valid.message.length} of 1000 characters`);
    await form.getByLabel('Age (years)').fill('65');
    await expect(form.getByLabel('Patient name')).toHaveValue(valid.patient_name);
    await expectNoValueInUrlsAfterLeaving(page, requests, personal);
  });

  // Removing the notice moved the join band and the footer up by 362 px at 375 px.
  test('scrolled on before the scripts come: the notice gives way in place and nothing on screen moves', async ({ page }) => {
    await expectNothingMovesWhenScriptsArriveLate(page, '/appointment/', 'appointment');
  });
});

import type { Page, Request, Route } from '@playwright/test';
import { test, expect, visit } from './fixtures';

const EMAILJS = 'https://api.emailjs.com/**';

const typed = {
  name: 'Sita Kumari',
  email: 'sita@example.in',
  mob: '+91 98765 12345',
  subject: 'Cataract check-up for my father',
  message: 'My father (68) sees blurred in his right eye. Which day can we come to Chouparan?',
};

/** The named fields of a multipart/form-data body. */
function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  expect(boundary, 'a multipart/form-data request').toBeTruthy();
  const body = request.postDataBuffer()!.toString('utf8');
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

async function fill(page: Page) {
  const form = page.getByTestId('home-contact').getByTestId('contact-form');
  await form.getByLabel('Your name').fill(typed.name);
  await form.getByLabel('E-mail address').fill(typed.email);
  await form.getByLabel('Mobile number').fill(typed.mob);
  await form.getByLabel('Subject').fill(typed.subject);
  await form.getByLabel('Message').fill(typed.message);
  return form;
}

test.describe('contact form on the home page', () => {
  test('has five required fields of the right types and a hidden honeypot', async ({ page }) => {
    await visit(page, '/');
    const form = page.getByTestId('home-contact').getByTestId('contact-form');
    await expect(form.getByLabel('Your name')).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('E-mail address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Mobile number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Subject')).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
    for (const label of ['Your name', 'E-mail address', 'Mobile number', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    // The honeypot is off-screen, out of the tab order and hidden from screen readers.
    const honeypot = form.locator('#home-contact-website');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect((await honeypot.boundingBox())!.x).toBeLessThan(-1000);
    await expect(form.locator('[aria-hidden="true"]:has(#home-contact-website)')).toHaveCount(1);
  });

  test('a filled honeypot (a bot) sends nothing', async ({ page }) => {
    const requests: Request[] = [];
    await page.route(EMAILJS, (route) => {
      requests.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await visit(page, '/');
    const form = await fill(page);
    await form.locator('#home-contact-website').fill('http://spam.example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
  });

  test('sends exactly the form fields as multipart to EmailJS; success toast and cleared form', async ({ page }) => {
    const requests: Request[] = [];
    await page.route(EMAILJS, (route) => {
      requests.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await visit(page, '/');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    const fields = multipartFields(request);
    expect(Object.keys(fields).sort()).toEqual(['email', 'lib_version', 'message', 'mob', 'name', 'service_id', 'subject', 'template_id', 'user_id']);
    expect(fields).toMatchObject({ ...typed, service_id: 'service_test', template_id: 'template_contact_test', user_id: 'public_key_test' });
    expect(fields.lib_version).toMatch(/^\d+\.\d+\.\d+/);
    for (const label of ['Your name', 'E-mail address', 'Mobile number', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(page.getByTestId('contact-fallback')).toHaveCount(0);
  });

  test('failure: error toast, error logged, typed values kept, prefilled e-mail fallback', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(EMAILJS, (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'The service ID is invalid' }));
    await visit(page, '/');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sending Failed!')).toBeVisible();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
    expect(errors.some((e) => e.includes('Contact form: sending failed'))).toBe(true);
    await expect(form.getByLabel('Your name')).toHaveValue(typed.name);
    await expect(form.getByLabel('E-mail address')).toHaveValue(typed.email);
    await expect(form.getByLabel('Mobile number')).toHaveValue(typed.mob);
    await expect(form.getByLabel('Subject')).toHaveValue(typed.subject);
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
    const fallback = page.getByTestId('contact-fallback');
    const href = decodeURIComponent((await fallback.getAttribute('href'))!);
    expect(href.startsWith('mailto:care@drishtieyehospital.org?subject=')).toBe(true);
    expect(href).toContain(`subject=${typed.subject}`);
    for (const value of [typed.name, typed.email, typed.mob, typed.message]) expect(href).toContain(value);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a network failure also shows the failure toast', async ({ page }) => {
    await page.route(EMAILJS, (route) => route.abort('connectionrefused'));
    await visit(page, '/');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sending Failed!')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
  });

  test('shows progress and cannot send twice', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: Route[] = [];
    await page.route(EMAILJS, async (route) => {
      requests.push(route);
      await held;
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await visit(page, '/');
    const form = await fill(page);
    const submit = form.locator('button[type="submit"]');
    await submit.click();
    await expect(submit).toHaveText('Sending…');
    await expect(submit).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    // A second click and Enter in a field while sending change nothing.
    await submit.click({ force: true });
    await form.getByLabel('Subject').press('Enter');
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(1);
    await expect(submit).toHaveText('Send Message');
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
  });

  test('a malformed mobile number gets a clear message and nothing is sent', async ({ page }) => {
    const requests: Request[] = [];
    await page.route(EMAILJS, (route) => {
      requests.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await visit(page, '/');
    const form = await fill(page);
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => form.getByLabel('Mobile number').evaluate((input: HTMLInputElement) => input.validationMessage))
      .toBe('Please enter a 10-digit mobile number, for example 98765 43210 or +91 98765 43210.');
    await page.waitForTimeout(200);
    expect(requests).toHaveLength(0);
    await form.getByLabel('Mobile number').fill('9876512345');
    await expect.poll(() => form.getByLabel('Mobile number').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  });
});

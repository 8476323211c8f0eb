import type { Page, Request, Response, Route } from '@playwright/test';
import { site } from '../content/site';
import { SEND_TIMEOUT_MS } from '../components/forms/email-send';
import { drawHeldParts, test, expect, visit } from './fixtures';
import { acceptEmailJs, expectNoValueInUrlsAfterLeaving, holdEmailJs, holdScripts, expectNothingMovesWhenScriptsArriveLate, expectOtherWays, recordRequests, trySendingBeforeScript } from './form-fixtures';

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

const homeForm = (page: Page) => page.getByTestId('home-contact').getByTestId('contact-form');

async function fill(page: Page) {
  const form = homeForm(page);
  await form.getByLabel('Your name').fill(typed.name);
  await form.getByLabel('E-mail address').fill(typed.email);
  await form.getByLabel('Mobile number').fill(typed.mob);
  await form.getByLabel('Subject').fill(typed.subject);
  await form.getByLabel('Message').fill(typed.message);
  return form;
}

/** The failure notice's WhatsApp and e-mail links carry everything typed; a call link sits beside them. */
async function expectFallbacks(page: Page, values: typeof typed) {
  const failure = page.getByTestId('home-contact-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Nothing you typed is lost');
  const mailto = (await failure.getByTestId('home-contact-email').getAttribute('href'))!;
  expect(mailto.startsWith(`mailto:${site.contact.email}?`)).toBe(true);
  const mail = new URLSearchParams(mailto.split('?')[1]);
  expect(mail.get('subject')).toBe(values.subject);
  const whatsapp = new URL((await failure.getByTestId('home-contact-whatsapp').getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/919876543210');
  for (const text of [mail.get('body')!, whatsapp.searchParams.get('text')!]) {
    expect(text).toContain(`Your name: ${values.name}`);
    expect(text).toContain(`E-mail address: ${values.email}`);
    expect(text).toContain(`Mobile number: ${values.mob}`);
    expect(text).toContain(`Subject: ${values.subject}`);
    expect(text).toContain(`Message: ${values.message}`);
  }
  await expect(failure.getByTestId('home-contact-call')).toHaveAttribute('href', site.contact.phone.tel);
  await expect(failure.getByTestId('home-contact-call')).toContainText(site.contact.phone.display);
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
    const requests = await acceptEmailJs(page);
    await visit(page, '/');
    const form = await fill(page);
    await form.locator('#home-contact-website').fill('http://spam.example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('');
    // A person then sends a message (the form clears once it is sent): the only request the page made.
    await form.locator('#home-contact-website').fill('');
    await fill(page);
    await form.getByLabel('Subject').fill('From a person');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Subject')).toHaveValue('');
    expect(requests).toHaveLength(1);
    expect(multipartFields(requests[0]).subject).toBe('From a person');
  });

  test('sends exactly the form fields as multipart to EmailJS; success toast and cleared form', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await visit(page, '/');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    const fields = multipartFields(request);
    expect(Object.keys(fields).sort()).toEqual(['email', 'language', 'lib_version', 'message', 'mob', 'name', 'service_id', 'subject', 'template_id', 'user_id']);
    expect(fields).toMatchObject({ ...typed, language: 'English', service_id: 'service_test', template_id: 'template_contact_test', user_id: 'public_key_test' });
    expect(fields.lib_version).toMatch(/^\d+\.\d+\.\d+/);
    for (const label of ['Your name', 'E-mail address', 'Mobile number', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(page.getByTestId('home-contact-failure')).toHaveCount(0);
  });

  test('failure: error toast, error logged, typed values kept, prefilled WhatsApp and e-mail fallbacks and a call link', async ({ page }) => {
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
    await expectFallbacks(page, typed);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // An edit after the failure is carried by the links too.
    await form.getByLabel('Message').fill('Corrected message');
    await expectFallbacks(page, { ...typed, message: 'Corrected message' });
  });

  test('a network failure also shows the failure toast', async ({ page }) => {
    await page.route(EMAILJS, (route) => route.abort('connectionrefused'));
    await visit(page, '/');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sending Failed!')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
  });

  test("toasts: a page without a form never loads their code; the form loads it once it is near, so a failure still shows its toast when no more code can load", async ({ page }) => {
    let scripts: Response[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response));
    const toastScripts = async () => {
      const found: string[] = [];
      for (const response of scripts) if ((await response.text()).includes('data-sonner-toaster')) found.push(response.url());
      return found;
    };
    await visit(page, '/about/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(3);
    expect(await toastScripts(), 'toast code on a page without a form').toEqual([]);
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);

    scripts = [];
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    expect(await toastScripts(), 'toast code before the form is near').toEqual([]);
    const form = await fill(page);
    await expect.poll(toastScripts, { message: 'toast code once the form is near' }).toHaveLength(1);
    await page.route('**/_next/**', (route) => route.abort('internetdisconnected'));
    await page.route(EMAILJS, (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sending Failed!')).toBeVisible();
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
    // A second message is the second request: none of the blocked attempts was sent late.
    await fill(page);
    await submit.click();
    await expect.poll(() => requests.length).toBe(2);
    await expect(submit).toHaveText('Send Message');
    expect(requests).toHaveLength(2);
  });

  test('a malformed mobile number gets a clear message and nothing is sent', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await visit(page, '/');
    const form = await fill(page);
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => form.getByLabel('Mobile number').evaluate((input: HTMLInputElement) => input.validationMessage))
      .toBe('Please enter a 10-digit mobile number, for example 98765 43210 or +91 98765 43210.');
    await form.getByLabel('Mobile number').fill('9876512345');
    await expect.poll(() => form.getByLabel('Mobile number').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    // The corrected message is the only request: the rejected one was never sent.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(multipartFields(requests[0]).mob).toBe('9876512345');
  });
});

test.describe('a send that hangs', () => {
  test(`fails after ${SEND_TIMEOUT_MS / 1000} s with everything kept and the fallbacks shown; a late answer changes nothing`, async ({ page }) => {
    const emailJs = await holdEmailJs(page);
    // Paused before the page loads: only clock.runFor moves time on.
    const start = new Date('2026-03-10T10:00:00+05:30');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start.getTime() + 1000);
    await visit(page, '/');
    await drawHeldParts(page);
    const form = await fill(page);
    const submit = form.locator('button[type="submit"]');
    await submit.click();
    await expect.poll(() => emailJs.requests.length).toBe(1);
    await page.clock.runFor(SEND_TIMEOUT_MS - 1000);
    await expect(submit).toHaveText('Sending…');
    await expect(page.getByTestId('home-contact-failure')).toHaveCount(0);

    await page.clock.runFor(1000);
    await expectFallbacks(page, typed);
    await expect(form.getByLabel('Your name')).toHaveValue(typed.name);
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText('Send Message');

    // EmailJS answers long after: the page stays on the failure and sends nothing more.
    const finished = page.waitForEvent('requestfinished', (r) => r.url().startsWith('https://api.emailjs.com/'));
    await emailJs.answer();
    await finished;
    await page.clock.runFor(1000);
    await expect(page.getByTestId('home-contact-failure')).toBeVisible();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
    await expect(form.getByLabel('Your name')).toHaveValue(typed.name);
    expect(emailJs.requests).toHaveLength(1);
  });
});

test.describe('message length', () => {
  test('a long Hindi message shows its count and a clear message, and is not sent until shortened', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await visit(page, '/');
    const form = await fill(page);
    const count = form.getByTestId('character-count');
    await expect(count).toHaveText(`${typed.message.length} of 1000 characters`);
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-describedby', 'home-contact-message-count');
    const long = 'मेरे पिताजी की दाईं आँख से धुंधला दिखता है। '.repeat(30);
    expect(long.length).toBeGreaterThan(1000);
    await form.getByLabel('Message').fill(long);
    await expect(count).toContainText(`${long.length} of 1000 characters`);
    await expect(count).toContainText('Please shorten the message to 1000 characters or fewer.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => form.getByLabel('Message').evaluate((el: HTMLTextAreaElement) => el.validationMessage))
      .toBe('Please shorten the message to 1000 characters or fewer.');

    const short = long.slice(0, 1000);
    await form.getByLabel('Message').fill(short);
    await expect(count).toHaveText('1000 of 1000 characters');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(multipartFields(requests[0]).message).toBe(short);
  });
});

test.describe('before the script runs', () => {
  async function sendWithoutScript(page: Page) {
    const form = homeForm(page);
    await trySendingBeforeScript(page, form, form.getByLabel('Subject'), 'home-contact');
    for (const [label, value] of Object.entries({ 'Your name': typed.name, 'E-mail address': typed.email, 'Mobile number': typed.mob, Subject: typed.subject, Message: typed.message })) {
      await expect(form.getByLabel(label)).toHaveValue(value);
    }
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('Send does not navigate, no field goes into a URL, typed values stay, and the visitor sees how to reach the hospital', async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/');
      await fill(page);
      await sendWithoutScript(page);
      await expect(page).toHaveURL(/\/$/);
      await expectNoValueInUrlsAfterLeaving(page, requests, Object.values(typed));
    });
  });

  test('with the scripts held back: the same, and once they run the form sends what was typed', async ({ page }) => {
    const requests = recordRequests(page);
    const release = await holdScripts(page);
    await page.route(EMAILJS, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await fill(page);
    await sendWithoutScript(page);
    expect(new URL(page.url()).search).toBe('');

    await release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const form = homeForm(page);
    await expectOtherWays(page, 'home-contact');
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
    await expect(form.getByTestId('character-count')).toHaveText(`${typed.message.length} of 1000 characters`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    const sent = requests.filter((r) => r.url().startsWith('https://api.emailjs.com/'));
    expect(sent).toHaveLength(1);
    expect(multipartFields(sent[0])).toMatchObject(typed);
    await expectNoValueInUrlsAfterLeaving(page, requests, Object.values(typed));
  });

  // Removing the notice moved what follows the form up by 411 px at 375 px on the Hindi home page.
  for (const [path, testId] of [['/', 'home-contact'], ['/hi/', 'home-contact'], ['/hi/contact/', 'contact-page']] as const) {
    test(`scrolled on before the scripts come (${path}): the notice gives way in place and nothing on screen moves`, async ({ page }) => {
      await expectNothingMovesWhenScriptsArriveLate(page, path, testId);
    });
  }
});

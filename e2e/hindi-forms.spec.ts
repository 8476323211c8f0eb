/**
 * Both forms on Hindi pages: Hindi labels, messages and fallbacks; what the hospital receives keeps
 * the English names staff know, says the visitor's language, and carries Devanagari exactly as typed.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { site } from '../content/site';
import { test, expect, visit } from './fixtures';
import { acceptEmailJs, expectNoValueInUrlsAfterLeaving, recordRequests } from './form-fixtures';

const EMAILJS = 'https://api.emailjs.com/**';
const HINDI = 'Hindi (हिन्दी)';
/** A Devanagari name with vowel signs (ी, े, ि) that must reach the hospital unchanged. */
const NAME = 'सीता देवी';

/** The named fields of the multipart body EmailJS receives. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { 'content-type': request.headers()['content-type'] } });
  const data = await body.formData();
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
}

/** The texts a failure notice's WhatsApp and e-mail links carry, checked to be the hospital's. */
async function fallbackTexts(failure: Locator, testId: string) {
  const whatsapp = new URL((await failure.getByTestId(`${testId}-whatsapp`).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/919876543210');
  const mailto = (await failure.getByTestId(`${testId}-email`).getAttribute('href'))!;
  expect(mailto.startsWith(`mailto:${site.contact.email}?`)).toBe(true);
  const mail = new URLSearchParams(mailto.split('?')[1]);
  await expect(failure.getByTestId(`${testId}-whatsapp`)).toHaveText('WhatsApp से भेजें');
  await expect(failure.getByTestId(`${testId}-email`)).toHaveText('ई-मेल से भेजें');
  await expect(failure.getByTestId(`${testId}-call`)).toHaveText(`${site.contact.phone.display} पर फ़ोन करें`);
  await expect(failure.getByTestId(`${testId}-call`)).toHaveAttribute('href', site.contact.phone.tel);
  return { whatsapp: whatsapp.searchParams.get('text')!, subject: mail.get('subject')!, body: mail.get('body')! };
}

test.describe('contact form on a Hindi page', () => {
  const typed = {
    name: NAME,
    email: 'sita@example.in',
    mob: '+91 98765 12345',
    subject: 'पिताजी की आँख की जाँच',
    message: 'मेरे पिताजी (68) को दाईं आँख से धुंधला दिखता है। हम किस दिन चौपारण आ सकते हैं?',
  };
  const form = (page: Page) => page.getByTestId('contact-form');

  async function fill(page: Page) {
    const f = form(page);
    await f.getByLabel('आपका नाम', { exact: true }).fill(typed.name);
    await f.getByLabel('ई-मेल पता', { exact: true }).fill(typed.email);
    await f.getByLabel('मोबाइल नंबर', { exact: true }).fill(typed.mob);
    await f.getByLabel('विषय', { exact: true }).fill(typed.subject);
    await f.getByLabel('संदेश', { exact: true }).fill(typed.message);
    return f;
  }

  const validationMessage = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.validationMessage);

  test('says in Hindi what is missing or wrong, and sends nothing until it is right', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await visit(page, '/hi/contact/');
    const f = form(page);
    const send = f.getByRole('button', { name: 'संदेश भेजें' });
    await send.click();
    const name = f.getByLabel('आपका नाम', { exact: true });
    await expect(name).toBeFocused();
    await expect.poll(() => validationMessage(name)).toBe('कृपया यह खाना भरें।');
    await expect.poll(() => validationMessage(f.getByLabel('संदेश', { exact: true }))).toBe('कृपया यह खाना भरें।');

    await fill(page);
    // Typing clears the message at once.
    await expect.poll(() => validationMessage(name)).toBe('');
    await f.getByLabel('ई-मेल पता', { exact: true }).fill('sita@');
    await send.click();
    await expect.poll(() => validationMessage(f.getByLabel('ई-मेल पता', { exact: true }))).toBe('कृपया सही ई-मेल पता लिखें, जैसे: naam@example.com');

    await f.getByLabel('ई-मेल पता', { exact: true }).fill(typed.email);
    await f.getByLabel('मोबाइल नंबर', { exact: true }).fill('12345');
    await send.click();
    await expect
      .poll(() => validationMessage(f.getByLabel('मोबाइल नंबर', { exact: true })))
      .toBe('कृपया 10 अंकों का मोबाइल नंबर लिखें, जैसे 98765 43210 या +91 98765 43210।');
    expect(requests).toHaveLength(0);
  });

  test('sends the Devanagari exactly as typed with the visitor language; Hindi success toast', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await visit(page, '/hi/contact/');
    const f = await fill(page);
    await f.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('संदेश भेज दिया गया!')).toBeVisible();
    expect(requests).toHaveLength(1);
    const fields = await postedFields(requests[0]);
    expect(fields).toMatchObject({ ...typed, language: HINDI, template_id: 'template_contact_test' });
    // Code unit for code unit: no normalisation, no lost vowel sign.
    expect([...fields.name].map((c) => c.codePointAt(0))).toEqual([...NAME].map((c) => c.codePointAt(0)));
    await expect(f.getByLabel('आपका नाम', { exact: true })).toHaveValue('');
  });

  test('the home page form tells the hospital the language too', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    await visit(page, '/hi/');
    const f = page.getByTestId('home-contact').getByTestId('contact-form');
    await f.getByLabel('आपका नाम', { exact: true }).fill(NAME);
    await f.getByLabel('ई-मेल पता', { exact: true }).fill(typed.email);
    await f.getByLabel('मोबाइल नंबर', { exact: true }).fill(typed.mob);
    await f.getByLabel('विषय', { exact: true }).fill(typed.subject);
    await f.getByLabel('संदेश', { exact: true }).fill(typed.message);
    await f.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('संदेश भेज दिया गया!')).toBeVisible();
    expect(await postedFields(requests[0])).toMatchObject({ name: NAME, language: HINDI });
  });

  test('failure: Hindi toast and notice, and a Hindi WhatsApp and e-mail text that names the language', async ({ page }) => {
    await page.route(EMAILJS, (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'The service ID is invalid' }));
    await visit(page, '/hi/contact/');
    const f = await fill(page);
    await f.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('संदेश नहीं भेजा जा सका!')).toBeVisible();
    const failure = page.getByTestId('contact-page-failure');
    await expect(failure).toContainText('आपका संदेश नहीं भेजा जा सका');
    await expect(failure).toContainText('आपने जो लिखा है वह मिटा नहीं है');
    const texts = await fallbackTexts(failure, 'contact-page');
    expect(texts.subject).toBe(typed.subject);
    for (const text of [texts.whatsapp, texts.body]) {
      expect(text.split('\n')).toEqual([
        'वेबसाइट से आया संदेश',
        `भाषा: ${HINDI}`,
        `आपका नाम: ${NAME}`,
        `ई-मेल पता: ${typed.email}`,
        `मोबाइल नंबर: ${typed.mob}`,
        `विषय: ${typed.subject}`,
        `संदेश: ${typed.message}`,
      ]);
    }
    await expect(f.getByLabel('आपका नाम', { exact: true })).toHaveValue(NAME);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the not-ready notice and its links are in Hindi, and nothing typed reaches a URL', async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/hi/contact/');
      const f = await fill(page);
      await expect(f.getByRole('button', { name: 'संदेश भेजें' })).toBeDisabled();
      await f.getByLabel('विषय', { exact: true }).press('Enter');
      const box = page.getByTestId('contact-page-reach-us');
      const notice = box.getByTestId('contact-page-not-ready');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('पेज पूरा खुलने के बाद ही यह फ़ॉर्म भेजा जा सकेगा');
      await expect(notice).toContainText('कृपया हमें फ़ोन, WhatsApp या ई-मेल करें');
      await expect(box.getByTestId('contact-page-other-ways')).toBeHidden();
      await expect(box.getByTestId('contact-page-reach-us-whatsapp')).toHaveText('WhatsApp से भेजें');
      await expect(box.getByTestId('contact-page-reach-us-call')).toHaveAttribute('href', site.contact.phone.tel);
      await expectNoValueInUrlsAfterLeaving(page, requests, [NAME, typed.mob, typed.message], '/hi/about/');
    });
  });
});

test.describe('appointment request on a Hindi page', () => {
  // Tuesday 10 March 2026, 10:00 in India.
  test.use({ timezoneId: 'Asia/Kolkata' });
  const NOW = new Date('2026-03-10T10:00:00+05:30');

  const chosen = {
    branch: { label: 'चतरा विज़न सेंटर', value: 'Chatra Vision Centre' },
    reason: { label: 'मोतियाबिंद', value: 'Cataract' },
    doctor: { label: 'डॉ प्रिया वर्मा', value: 'Dr Priya Verma' },
  };
  const MESSAGE = 'बाईं आँख में धुंधला दिखता है और रात में रोशनी चुभती है';

  async function open(page: Page) {
    await page.clock.setFixedTime(NOW);
    await visit(page, '/hi/appointment/');
    return page.getByTestId('appointment-form');
  }

  async function fill(form: Locator, date = '2026-03-12') {
    await form.getByLabel('मरीज़ का नाम').fill(NAME);
    await form.getByLabel('मोबाइल नंबर').fill('+91 98765 43210');
    await form.getByLabel('उम्र (साल)').fill('64');
    await form.getByLabel('अस्पताल / सेंटर').selectOption({ label: chosen.branch.label });
    await form.getByLabel('किस लिए आना है').selectOption({ label: chosen.reason.label });
    await form.getByLabel('कौन-सा दिन चाहिए').fill(date);
    await form.getByLabel('दोपहर (1 से 5 बजे तक)').check();
    await form.getByLabel('दोबारा (फ़ॉलो-अप)').check();
    await form.getByLabel('किस डॉक्टर से मिलना है (ज़रूरी नहीं)').selectOption({ label: chosen.doctor.label });
    await form.getByLabel('संदेश (ज़रूरी नहीं)').fill(MESSAGE);
    await form.getByRole('checkbox').check();
  }

  const submit = (form: Locator) => form.getByRole('button', { name: 'अपॉइंटमेंट माँगें' }).click();

  test('shows Hindi choices whose values are the names staff know, and the emergency notice in Hindi', async ({ page }) => {
    const form = await open(page);
    const branch = form.getByLabel('अस्पताल / सेंटर').locator('option');
    expect(await branch.allTextContents()).toEqual(['चुनें…', 'चौपारण', 'चतरा विज़न सेंटर', 'कोडरमा विज़न सेंटर']);
    expect(await branch.evaluateAll((options: HTMLOptionElement[]) => options.map((o) => o.value))).toEqual(['', 'Chouparan', 'Chatra Vision Centre', 'Koderma Vision Centre']);
    const reasons = await form.getByLabel('किस लिए आना है').locator('option').allTextContents();
    expect(reasons).toHaveLength(1 + 11 + 2);
    expect(reasons.slice(-2)).toEqual(['आँख की आम जाँच', 'कुछ और']);
    expect(reasons).toContain('काला मोतिया (ग्लूकोमा)');
    await expect(form.getByLabel('सुबह (9 से 1 बजे तक)')).toBeVisible();
    const notice = page.getByTestId('emergency-notice');
    await expect(notice).toContainText('आँख की इमरजेंसी?');
    await expect(notice.locator(`a[href="${site.contact.emergency.tel}"]`)).toHaveText(`${site.contact.emergency.display} (24 घंटे, सातों दिन)`);
  });

  test('validation messages are in Hindi', async ({ page }) => {
    let sent = 0;
    await page.route(EMAILJS, (route) => {
      sent++;
      return route.fulfill({ status: 200, body: 'OK' });
    });
    const form = await open(page);
    await submit(form);
    await expect(form.locator('#appointment-patient_name-error')).toHaveText('कृपया मरीज़ का नाम लिखें।');
    await expect(form.locator('#appointment-branch-error')).toHaveText('कृपया अस्पताल या सेंटर चुनें।');
    await expect(form.locator('#appointment-preferred_time-error')).toHaveText('कृपया सुबह या दोपहर चुनें।');
    await expect(form.locator('#appointment-consent-error')).toHaveText('कृपया मानें कि अस्पताल आपसे संपर्क कर सकता है, ताकि हम आपका अपॉइंटमेंट पक्का कर सकें।');
    await expect(form.getByLabel('मरीज़ का नाम')).toBeFocused();
    // A Sunday and a bad number, after the rest is right.
    await fill(form, '2026-03-15');
    await form.getByLabel('मोबाइल नंबर').fill('987654321');
    await submit(form);
    await expect(form.locator('#appointment-preferred_date-error')).toHaveText('रविवार को अस्पताल बंद रहता है। कृपया सोमवार से शनिवार में से कोई दिन चुनें।');
    await expect(form.locator('#appointment-mobile-error')).toHaveText('कृपया 10 अंकों का मोबाइल नंबर लिखें, जैसे 98765 43210 या +91 98765 43210।');
    await expect(form.locator('[data-error-for]')).toHaveCount(2);
    expect(sent).toBe(0);
  });

  test('a successful request sends the name exactly, English choices and the language; the confirmation is in Hindi', async ({ page }) => {
    const requests = await acceptEmailJs(page);
    const form = await open(page);
    await fill(form);
    await submit(form);
    const success = page.getByTestId('appointment-success');
    await expect(success).toContainText('अर्ज़ी भेज दी गई');
    await expect(success).toContainText('आपका अर्ज़ी नंबर');
    await expect(success.getByTestId('appointment-requested')).toHaveText('आपने चतरा विज़न सेंटर में गुरुवार, 12 मार्च 2026, दोपहर (1 से 5 बजे तक) का समय माँगा है।');
    const reference = (await success.getByTestId('appointment-reference').textContent())!.trim();
    expect(requests).toHaveLength(1);
    const fields = await postedFields(requests[0]);
    expect(fields).toMatchObject({
      template_id: 'template_appointment_test',
      reference,
      language: HINDI,
      patient_name: NAME,
      branch: chosen.branch.value,
      reason: chosen.reason.value,
      doctor: chosen.doctor.value,
      preferred_date: '2026-03-12',
      preferred_time: 'afternoon',
      visit_type: 'follow-up',
      message: MESSAGE,
      consent: 'yes',
    });
    expect([...fields.patient_name].map((c) => c.codePointAt(0))).toEqual([...NAME].map((c) => c.codePointAt(0)));
    await success.getByRole('button', { name: 'एक और अपॉइंटमेंट माँगें' }).click();
    await expect(page.getByTestId('appointment-form').getByLabel('मरीज़ का नाम')).toHaveValue('');
  });

  test('failure: the Hindi notice offers a Hindi WhatsApp and e-mail text with the language, the names and the date in words', async ({ page }) => {
    await page.route(EMAILJS, (route) => route.fulfill({ status: 400, contentType: 'text/plain', body: 'The template ID is invalid' }));
    const form = await open(page);
    await fill(form);
    await submit(form);
    const failure = page.getByTestId('appointment-failure');
    await expect(failure).toContainText('आपकी अर्ज़ी नहीं भेजी जा सकी');
    await expect(failure).toContainText('आपका अर्ज़ी नंबर');
    const reference = (await failure.getByTestId('appointment-reference').textContent())!.trim();
    const texts = await fallbackTexts(failure, 'appointment');
    expect(texts.subject).toBe(`अपॉइंटमेंट की अर्ज़ी ${reference}`);
    for (const text of [texts.whatsapp, texts.body]) {
      expect(text.split('\n')).toEqual([
        'अपॉइंटमेंट की अर्ज़ी',
        `अर्ज़ी नंबर: ${reference}`,
        `भाषा: ${HINDI}`,
        `मरीज़ का नाम: ${NAME}`,
        'मोबाइल नंबर: +91 98765 43210',
        'उम्र (साल): 64',
        'अस्पताल / सेंटर: चतरा विज़न सेंटर',
        'किस लिए आना है: मोतियाबिंद',
        'कौन-सा दिन चाहिए: 2026-03-12 (गुरुवार, 12 मार्च 2026)',
        'कौन-सा समय चाहिए: दोपहर',
        'पहली बार या दोबारा: दोबारा (फ़ॉलो-अप)',
        'किस डॉक्टर से मिलना है (ज़रूरी नहीं): डॉ प्रिया वर्मा',
        `संदेश (ज़रूरी नहीं): ${MESSAGE}`,
        'सहमति: हाँ, अस्पताल मुझसे संपर्क कर सकता है',
      ]);
    }
    await expect(form.getByLabel('मरीज़ का नाम')).toHaveValue(NAME);
    await expect(form.getByLabel('अस्पताल / सेंटर')).toHaveValue(chosen.branch.value);
  });

  test('a link chooses the branch and doctor on the Hindi page too', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await visit(page, '/hi/appointment/?branch=chatra&doctor=Dr%20Priya%20Verma');
    const form = page.getByTestId('appointment-form');
    await expect(form.getByLabel('अस्पताल / सेंटर')).toHaveValue(chosen.branch.value);
    await expect(form.getByLabel('अस्पताल / सेंटर').locator('option:checked')).toHaveText(chosen.branch.label);
    await expect(form.getByLabel('किस डॉक्टर से मिलना है (ज़रूरी नहीं)').locator('option:checked')).toHaveText(chosen.doctor.label);
  });
});

test.describe('appointment calendar on a Hindi page', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('names the month and weekdays in Hindi, and today in words', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-26T10:00:00+05:30'));
    await visit(page, '/hi/appointment/');
    const calendar = page.getByTestId('calendar');
    await expect(calendar.getByTestId('calendar-month')).toHaveText('जनवरी 2026');
    expect(await calendar.locator('th').allTextContents()).toEqual(['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि']);
    await expect(calendar.locator('th').first()).toHaveAttribute('abbr', 'सोमवार');
    const today = calendar.locator('td[aria-current="date"] time');
    await expect(today).toHaveAttribute('aria-label', 'सोमवार, 26 जनवरी 2026 (आज)');
    await expect(calendar).toContainText('रविवार को अस्पताल बंद रहता है');
  });

  test('turns to the next month at midnight in India', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-31T23:59:50+05:30') });
    await page.clock.pauseAt(new Date('2026-03-31T23:59:55+05:30'));
    await visit(page, '/hi/appointment/');
    const month = page.getByTestId('calendar-month');
    await expect(month).toHaveText('मार्च 2026');
    await page.clock.runFor(10_000);
    await expect(month).toHaveText('अप्रैल 2026');
    await expect(page.getByTestId('calendar').locator('td[aria-current="date"]')).toHaveAttribute('data-date', '2026-04-01');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGE_FIELD, MESSAGE_MAX_LENGTH, isMessageTooLong, isValidMobile, mailtoHref, normalizeMobile, requestSummary, visitorLanguage, whatsappHref } from './validation';

describe('mobile numbers', () => {
  it('accepts 10-digit Indian mobiles with or without +91, spaces and dashes', () => {
    expect(normalizeMobile('9876543210')).toBe('9876543210');
    expect(normalizeMobile('+91 98765 43210')).toBe('9876543210');
    expect(normalizeMobile('+91-98765-43210')).toBe('9876543210');
    expect(normalizeMobile('919876543210')).toBe('9876543210');
    expect(normalizeMobile('09876543210')).toBe('9876543210');
    expect(isValidMobile('6000000000')).toBe(true);
  });

  it('rejects short, long, landline-like and lettered numbers', () => {
    expect(isValidMobile('987654321')).toBe(false);
    expect(isValidMobile('98765432101')).toBe(false);
    expect(isValidMobile('5876543210')).toBe(false);
    expect(isValidMobile('98765x3210')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });
});

describe('fallback links', () => {
  it('encodes subject and body into mailto', () => {
    expect(mailtoHref('a@b.org', 'Hi & bye', 'Line 1\nLine 2')).toBe('mailto:a@b.org?subject=Hi%20%26%20bye&body=Line%201%0ALine%202');
  });
  it('leaves the body out of mailto when there is none', () => {
    expect(mailtoHref('a@b.org', 'दान की रसीद')).toBe('mailto:a@b.org?subject=%E0%A4%A6%E0%A4%BE%E0%A4%A8%20%E0%A4%95%E0%A5%80%20%E0%A4%B0%E0%A4%B8%E0%A5%80%E0%A4%A6');
  });
  it('encodes the WhatsApp text', () => {
    expect(whatsappHref('919876543210', 'Name: Ram')).toBe('https://wa.me/919876543210?text=Name%3A%20Ram');
  });
});

describe('message length', () => {
  it('allows up to 1000 characters, Hindi counted by letter as typed', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(isMessageTooLong('x'.repeat(1000))).toBe(false);
    expect(isMessageTooLong('x'.repeat(1001))).toBe(true);
    expect(isMessageTooLong('आ'.repeat(1000))).toBe(false);
    expect(isMessageTooLong('आ'.repeat(1001))).toBe(true);
  });

  it('keeps the longest allowed Hindi message in a mailto link of about 10,000 characters', () => {
    const href = mailtoHref('care@drishtieyehospital.org', 'नमस्ते', 'मेरी आँख'.repeat(125));
    expect(href.length).toBeLessThan(10_000);
  });
});

describe('request summary', () => {
  it('lists the filled lines under a heading, trimmed, and leaves out empty ones', () => {
    expect(requestSummary('Message from the website', [['Your name', ' Sita '], ['E-mail address', ''], ['Message', 'Hello']])).toBe(
      'Message from the website\nYour name: Sita\nMessage: Hello',
    );
  });
});

describe('the visitor language sent to the hospital', () => {
  it('names every locale in English first, Hindi with its own name', () => {
    expect(LANGUAGE_FIELD).toBe('language');
    expect(visitorLanguage('en')).toBe('English');
    expect(visitorLanguage('hi')).toBe('Hindi (हिन्दी)');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidMobile, mailtoHref, normalizeMobile, whatsappHref } from './validation';

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
  it('encodes the WhatsApp text', () => {
    expect(whatsappHref('919876543210', 'Name: Ram')).toBe('https://wa.me/919876543210?text=Name%3A%20Ram');
  });
});

import { describe, expect, it } from 'vitest';
import { SendTimeoutError } from './email-send';
import { isRetryableFailure } from './outbox-save';

describe('which failed sends are kept for later', () => {
  it('keeps every failure while the phone is offline', () => {
    expect(isRetryableFailure({ status: 400, text: 'bad template' }, false)).toBe(true);
  });

  it('keeps network errors, timeouts, 5xx and 429', () => {
    expect(isRetryableFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isRetryableFailure(new SendTimeoutError(20_000), true)).toBe(true);
    expect(isRetryableFailure({ status: 500, text: 'down' }, true)).toBe(true);
    expect(isRetryableFailure({ status: 503, text: 'down' }, true)).toBe(true);
    expect(isRetryableFailure({ status: 429, text: 'quota' }, true)).toBe(true);
    expect(isRetryableFailure({ status: 0, text: '' }, true)).toBe(true);
  });

  it('does not keep what would fail again: other 4xx and a build without EmailJS', () => {
    expect(isRetryableFailure({ status: 400, text: 'The template ID is invalid' }, true)).toBe(false);
    expect(isRetryableFailure({ status: 403, text: 'forbidden' }, true)).toBe(false);
    expect(isRetryableFailure(new Error('EmailJS is not configured for this site build.'), true)).toBe(false);
    expect(isRetryableFailure('The public key is required', true)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_TIMEOUT_MS, SendTimeoutError, sendWithEmailJs, withinTimeout } from './email-send';

const sendForm = vi.hoisted(() => vi.fn());
vi.mock('@emailjs/browser', () => ({ sendForm }));

const config = { serviceId: 's', templateId: 't', publicKey: 'k' };
const form = {} as HTMLFormElement;

/** A promise whose outcome the test decides later. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  sendForm.mockReset();
});

describe('the send timeout', () => {
  it('lets an answer that comes in time through', async () => {
    const answer = deferred<string>();
    const result = withinTimeout(answer.promise, 1000);
    await vi.advanceTimersByTimeAsync(999);
    answer.resolve('OK');
    await expect(result).resolves.toBe('OK');
  });

  it('fails when nothing answers in time, not a moment earlier', async () => {
    const result = withinTimeout(new Promise(() => {}), 1000);
    let settled = false;
    result.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
  });

  it('ignores an answer that comes after the timeout', async () => {
    const answer = deferred<string>();
    const result = withinTimeout(answer.promise, 1000);
    const outcome = result.then(
      () => 'sent',
      () => 'failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    answer.resolve('OK');
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBe('failed');
  });

  it('leaves no timer behind once the answer has come', async () => {
    await withinTimeout(Promise.resolve('OK'), 1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('sendWithEmailJs', () => {
  it('fails after SEND_TIMEOUT_MS when EmailJS never answers, having asked only once', async () => {
    sendForm.mockReturnValue(new Promise(() => {}));
    const result = sendWithEmailJs(config, form);
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(sendForm).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError);
    expect(sendForm).toHaveBeenCalledTimes(1);
  });

  it('resolves on a 200 answer and rejects on an error status', async () => {
    sendForm.mockResolvedValueOnce({ status: 200, text: 'OK' });
    await expect(sendWithEmailJs(config, form)).resolves.toBeUndefined();
    sendForm.mockRejectedValueOnce({ status: 400, text: 'The service ID is invalid' });
    await expect(sendWithEmailJs(config, form)).rejects.toMatchObject({ status: 400 });
  });

  it('rejects at once without a configuration', async () => {
    await expect(sendWithEmailJs(undefined, form)).rejects.toThrow(/not configured/);
    expect(sendForm).not.toHaveBeenCalled();
  });
});

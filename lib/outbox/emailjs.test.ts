import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAILJS_SEND_FORM_URL, sendSavedRequest } from './emailjs';

const request = { reference: 'DEH-260310-ABCD', kind: 'contact' as const, fields: { name: 'Sita', service_id: 's', template_id: 't', user_id: 'k', reference: 'DEH-260310-ABCD' } };

afterEach(() => vi.unstubAllGlobals());

describe('sending a saved request', () => {
  it('posts every saved field as multipart form data, as sendForm does', async () => {
    const fetch = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await sendSavedRequest(request);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(EMAILJS_SEND_FORM_URL);
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(init.body as FormData)).toEqual(request.fields);
  });

  it.each([429, 500, 400])('rejects on %i, so the request stays waiting', async (status) => {
    vi.stubGlobal('fetch', async () => new Response('no', { status }));
    await expect(sendSavedRequest(request)).rejects.toThrow(String(status));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToScroll } from './use-scrolled-past';

afterEach(() => vi.unstubAllGlobals());

describe('subscribeToScroll', () => {
  it('shares one window listener between subscribers and removes it after the last leaves', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    vi.stubGlobal('window', target);
    const header = vi.fn();
    const button = vi.fn();

    const leaveHeader = subscribeToScroll(header);
    const leaveButton = subscribeToScroll(button);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });

    target.dispatchEvent(new Event('scroll'));
    expect(header).toHaveBeenCalledTimes(1);
    expect(button).toHaveBeenCalledTimes(1);

    leaveHeader();
    expect(remove).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('scroll'));
    expect(header).toHaveBeenCalledTimes(1);
    expect(button).toHaveBeenCalledTimes(2);
    leaveButton();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

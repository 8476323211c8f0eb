import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchScrolledPast } from './use-scrolled-past';

interface FakeElement {
  style: { cssText: string };
  dataset: Record<string, string>;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
  remove(): void;
}

let body: FakeElement[];
let observers: { callback: IntersectionObserverCallback; observed: FakeElement[]; disconnected: boolean }[];

/** The observer reporting `bottom` as the box's bottom edge relative to the viewport top. */
function report(observer: (typeof observers)[number], bottom: number) {
  const entry = { isIntersecting: bottom > 0, boundingClientRect: { bottom } } as unknown as IntersectionObserverEntry;
  observer.callback([entry], {} as IntersectionObserver);
}

beforeEach(() => {
  body = [];
  observers = [];
  vi.stubGlobal('document', {
    createElement: (): FakeElement => {
      const el: FakeElement = {
        style: { cssText: '' },
        dataset: {},
        attributes: {},
        setAttribute: (name, value) => void (el.attributes[name] = value),
        remove: () => void (body = body.filter((e) => e !== el)),
      };
      return el;
    },
    body: { append: (el: FakeElement) => body.push(el) },
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(el: FakeElement) {
        this.record.observed.push(el);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('watchScrolledPast', () => {
  it('watches a hidden box from the top of the page down to the threshold, one per threshold, shared', () => {
    const header = vi.fn();
    const button = vi.fn();
    const leaveHeader = watchScrolledPast(80, header);
    const leaveButton = watchScrolledPast(80, button);
    const leaveOther = watchScrolledPast(100, vi.fn());

    expect(observers).toHaveLength(2);
    expect(body).toHaveLength(2);
    expect(body[0].style.cssText).toContain('position:absolute;top:0');
    expect(body[0].style.cssText).toContain('height:80px');
    expect(body[0].style.cssText).toContain('visibility:hidden');
    expect(body[0].attributes['aria-hidden']).toBe('true');
    expect(observers[0].observed).toEqual([body[0]]);

    leaveHeader();
    leaveOther();
    expect(observers[0].disconnected).toBe(false);
    expect(observers[1].disconnected).toBe(true);
    expect(body).toHaveLength(1);
    leaveButton();
    expect(observers[0].disconnected).toBe(true);
    expect(body).toHaveLength(0);
  });

  it('reports past once the box has left the viewport upwards, and back when it returns', () => {
    const listener = vi.fn();
    const leave = watchScrolledPast(100, listener);
    const [observer] = observers;

    report(observer, 100); // at the top: the whole box is in view
    expect(listener).not.toHaveBeenCalled();
    report(observer, 40); // scrolled 60 px
    expect(listener).not.toHaveBeenCalled();
    report(observer, 0); // scrolled exactly 100 px: not further
    report(observer, -1);
    expect(listener).toHaveBeenLastCalledWith(true);
    report(observer, -500); // further down: no news
    expect(listener).toHaveBeenCalledTimes(1);
    report(observer, 30);
    expect(listener).toHaveBeenLastCalledWith(false);
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
  });

  it('tells a later listener at once when the page is already past the threshold', async () => {
    const leaveFirst = watchScrolledPast(100, vi.fn());
    report(observers[0], -200);
    const later = vi.fn();
    const leave = watchScrolledPast(100, later);
    await Promise.resolve();
    expect(later).toHaveBeenCalledWith(true);

    const gone = vi.fn();
    watchScrolledPast(100, gone)();
    await Promise.resolve();
    expect(gone).not.toHaveBeenCalled();
    leave();
    leaveFirst();
  });
});

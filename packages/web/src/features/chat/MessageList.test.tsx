import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ANN, message } from './test-utils';
import { MessageList } from './MessageList';

// jsdom lays nothing out: the test drives the sizes and the ResizeObserver by hand.
let resized: (() => void) | null = null;
class FakeResizeObserver {
  constructor(cb: () => void) {
    resized = cb;
  }
  observe() {}
  disconnect() {
    resized = null;
  }
}

function layout(el: HTMLElement, size: { scrollHeight: number; clientHeight: number }) {
  let top = 0;
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => size.scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => size.clientHeight });
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (v: number) => {
      top = Math.max(0, Math.min(v, size.scrollHeight - size.clientHeight));
    },
  });
}

describe('MessageList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays at the bottom while previews load and grow the messages, not when the reader scrolled up', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const msgs = [message('m1', 'Deck attached', ANN), message('m2', 'See the PDF', ANN)];
    const { getByRole } = render(<MessageList messages={msgs} myId="me" label="Messages" />);
    const log = getByRole('log');
    const size = { scrollHeight: 600, clientHeight: 400 };
    layout(log, size);
    log.scrollTop = 600;
    act(() => log.dispatchEvent(new Event('scroll')));
    expect(log.scrollTop).toBe(200);

    // An image preview loads: the content is 80 px taller; the newest message must stay in view.
    size.scrollHeight = 680;
    act(() => resized?.());
    expect(log.scrollTop).toBe(280);

    // The reader scrolls up to read: growth no longer moves the view.
    log.scrollTop = 0;
    act(() => log.dispatchEvent(new Event('scroll')));
    size.scrollHeight = 760;
    act(() => resized?.());
    expect(log.scrollTop).toBe(0);
  });
});

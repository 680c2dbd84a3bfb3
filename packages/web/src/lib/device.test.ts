import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberContinueOnPhone, sendToNotSupported } from './device';

const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (q: string) => ({ matches, media: q }) as unknown as MediaQueryList);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('after sign-up on a phone (spec 1 §2.5)', () => {
  it('sends phones to /not-supported and desktops on', () => {
    phone(true);
    expect(sendToNotSupported()).toBe(true);
    phone(false);
    expect(sendToNotSupported()).toBe(false);
  });

  it('remembers Continue anyway on this device', () => {
    phone(true);
    rememberContinueOnPhone();
    expect(sendToNotSupported()).toBe(false);
  });
});

import { STORAGE_KEYS } from '@atrium/contract';
import { storage } from './storage';

/** Phones and small tablets (spec 1 §2.5): narrower than the md breakpoint, or a mobile browser. */
export const isMobileDevice = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(max-width: 899.95px)').matches || /Mobi|Android|iPhone/i.test(navigator.userAgent));

/** Where phones land after sign-up (spec 1 §2.5). */
export const NOT_SUPPORTED_PATH = '/not-supported';

/** Phones go to /not-supported after sign-up unless the person chose to continue on the phone anyway. */
export const sendToNotSupported = () => isMobileDevice() && storage.get(STORAGE_KEYS.continueOnPhone) !== '1';

/** 'Continue anyway' on /not-supported: remembered on this device. */
export const rememberContinueOnPhone = () => storage.set(STORAGE_KEYS.continueOnPhone, '1');

import { STORAGE_KEYS } from '@atrium/contract';

/** localStorage that never throws: a storage failure is only logged (spec 1 §8). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch (err) {
      console.warn('localStorage read failed', err);
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch (err) {
      console.warn('localStorage write failed', err);
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch (err) {
      console.warn('localStorage remove failed', err);
    }
  },
  getJson<T>(key: string): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown) {
    storage.set(key, JSON.stringify(value));
  },
  /** Logout wipes local storage except these keys (language and per-workspace tenant memory survive). */
  wipeExcept(keep: string[]) {
    try {
      const saved = keep.map((k) => [k, localStorage.getItem(k)] as const);
      localStorage.clear();
      for (const [k, v] of saved) if (v !== null) localStorage.setItem(k, v);
    } catch (err) {
      console.warn('localStorage wipe failed', err);
    }
  },
};

export const KEPT_ON_LOGOUT = [STORAGE_KEYS.language, STORAGE_KEYS.workspaceState];

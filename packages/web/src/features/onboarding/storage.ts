import {
  ONBOARDING_SESSION_KEYS,
  type ActivityFormInput,
  type OnboardingCompanyInput,
  type PersonalInformation,
} from '@atrium/contract';

type Key = (typeof ONBOARDING_SESSION_KEYS)[number];

function read<T>(key: Key): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
function write(key: Key, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the flow still works within the page.
  }
}

/**
 * The password is kept in memory only, never in session storage: after a reload the person types it again on
 * /personal-information. Everything else of the person is in `userOnboarding` (spec 1 §4.4).
 */
let password: { password: string; passwordConfirmation: string } | null = null;

export type StoredUser = Omit<PersonalInformation, 'password' | 'passwordConfirmation'>;

/** The session storage of the onboarding flow (spec 1 §4.4). */
export const onboardingStore = {
  user: (): PersonalInformation | null => {
    const u = read<StoredUser>('userOnboarding');
    return u && password ? { ...u, ...password } : null;
  },
  storedUser: () => read<StoredUser>('userOnboarding'),
  setUser(u: PersonalInformation) {
    const { password: p, passwordConfirmation, ...rest } = u;
    password = { password: p, passwordConfirmation };
    write('userOnboarding', rest);
  },
  company: () => read<Partial<OnboardingCompanyInput>>('companyInformation'),
  setCompany: (c: Partial<OnboardingCompanyInput>) => write('companyInformation', c),
  activity: () =>
    read<Partial<ActivityFormInput>>('activityOnboarding') ??
    read<Partial<ActivityFormInput>>('activityFromProductInfo'),
  setActivity: (a: Partial<ActivityFormInput>) => write('activityOnboarding', a),
  setActivityFromProduct: (a: Partial<ActivityFormInput>) => write('activityFromProductInfo', a),
  setSkipped: (skipped: boolean) => write('hasSkippedActivityForm', skipped),
  setComesFromProductPage: () => write('userComesFromProductPage', true),
  comesFromProductPage: () => read<boolean>('userComesFromProductPage') === true,
  /** After a successful onboarding, every key goes. */
  clear() {
    password = null;
    for (const k of ONBOARDING_SESSION_KEYS) {
      try {
        sessionStorage.removeItem(k);
      } catch {
        // ignore
      }
    }
  },
};

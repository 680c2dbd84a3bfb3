/** TanStack Query keys of the own profile (the personal-info modal refreshes `profile` after a save). */
export const profileKeys = {
  profile: ['user-profile'] as const,
};

import { describe, expect, it } from 'vitest';
import { workspaceSlugSchema } from './workspace.ts';
import { signUpBody } from './auth.ts';

describe('workspace slug (spec 1 §5)', () => {
  it('accepts lowercase letters and digits from 3 characters', () => {
    expect(workspaceSlugSchema.safeParse('acme2').success).toBe(true);
  });
  it.each(['ab', 'Acme', 'ac-me', 'ac me', ''])('refuses %j', (slug) => {
    expect(workspaceSlugSchema.safeParse(slug).success).toBe(false);
  });
});

describe('sign-up body', () => {
  const base = {
    firstName: 'A',
    lastName: 'B',
    email: 'A@Example.com ',
    password: 'long-enough-1',
    passwordConfirmation: 'long-enough-1',
  };
  it('normalises the e-mail', () => {
    const r = signUpBody.safeParse(base);
    expect(r.success && r.data.email).toBe('a@example.com');
  });
  it('reports mismatched passwords on the confirmation field', () => {
    const r = signUpBody.safeParse({ ...base, passwordConfirmation: 'other-password' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['passwordConfirmation']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { signUpBody, emailSchema } from '@atrium/contract';
import i18n from './i18n';
import { http } from './http';
import { ApiError } from './api-error';
import { translateValidation } from './validation';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

const firstIssue = (r: { success: boolean; error?: z.ZodError }) => r.error!.issues[0].message;

describe('field errors people read (issue 13)', () => {
  it("a 120-character name reads as a sentence, in the user's language, not zod's text", async () => {
    const body = {
      firstName: 'x'.repeat(120),
      lastName: 'Doe',
      email: 'jo@example.com',
      password: 'Sturdy-pass-42',
      passwordConfirmation: 'Sturdy-pass-42',
    };
    expect(firstIssue(signUpBody.safeParse(body))).toBe('Use at most 100 characters.');
    await i18n.changeLanguage('es');
    expect(firstIssue(signUpBody.safeParse(body))).toBe('Usa como máximo 100 caracteres.');
  });

  it('a 300-character e-mail reads as a sentence', () => {
    const message = firstIssue(emailSchema.safeParse(`${'a'.repeat(290)}@example.com`));
    expect(message).not.toMatch(/Too big|<=/);
    expect(['Use at most 254 characters.', 'Enter a valid e-mail address']).toContain(message);
  });

  it("words the server's field messages: 'body.percentOff: Too big: expected number to be <=100'", async () => {
    expect(translateValidation(i18n.t, 'body.percentOff: Too big: expected number to be <=100')).toBe(
      'Enter a number no greater than 100.',
    );
    expect(translateValidation(i18n.t, 'Invalid input: expected string, received undefined')).toBe(
      'This field is required.',
    );
    expect(translateValidation(i18n.t, 'This company name is already in use')).toBe(
      'This company name is already in use',
    );
    await i18n.changeLanguage('es');
    expect(translateValidation(i18n.t, 'Too big: expected string to have <=254 characters')).toBe(
      'Usa como máximo 254 caracteres.',
    );
  });

  it('an API validation refusal carries worded field messages and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              errorCode: 'VALIDATION_ERROR',
              message: 'body.percentOff: Too big: expected number to be <=100',
              content: { fields: [{ path: 'body.percentOff', message: 'Too big: expected number to be <=100' }] },
            }),
            { status: 400 },
          ),
      ),
    );
    const err = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Enter a number no greater than 100.');
    expect((err as ApiError).fields).toEqual([
      { path: 'body.percentOff', message: 'Enter a number no greater than 100.' },
    ]);
  });
});

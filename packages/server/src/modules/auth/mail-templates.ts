import { AUTH_LIMITS, LIMITS, PRODUCT, type AuthMailTemplate, type Language } from '@atrium/contract';

/** What a template may use. A 6-digit `code` appears in the text body, readable with /\b(\d{6})\b/. */
export interface AuthMailVars {
  firstName: string;
  code?: string;
  link?: string;
}

export interface RenderedMail {
  subject: string;
  /** Paragraphs of the text body; the html body is built from the same paragraphs. */
  paragraphs: string[];
}

const P = PRODUCT.displayName;
const codeMinutes = Math.round(LIMITS.loginCodeTtlMs / 60000);
const linkHours = Math.round(AUTH_LIMITS.verifyEmailTtlMs / 3600000);

/** Every e-mail of the auth module, in English and Spanish. */
const TEMPLATES: Record<AuthMailTemplate, Record<Language, (v: AuthMailVars) => RenderedMail>> = {
  LOGIN_CODE: {
    en: (v) => ({
      subject: `Your ${P} sign-in code`,
      paragraphs: [
        `Hello ${v.firstName},`,
        `Your ${P} sign-in code is ${v.code}.`,
        `It is valid for ${codeMinutes} minutes. If you did not try to sign in, you can ignore this email.`,
      ],
    }),
    es: (v) => ({
      subject: `Tu código de acceso a ${P}`,
      paragraphs: [
        `Hola, ${v.firstName}:`,
        `Tu código de acceso a ${P} es ${v.code}.`,
        `Es válido durante ${codeMinutes} minutos. Si no has intentado acceder, puedes ignorar este correo.`,
      ],
    }),
  },
  RESET_PASSWORD: {
    en: (v) => ({
      subject: `Your ${P} password reset code`,
      paragraphs: [
        `Hello ${v.firstName},`,
        `Use this code to choose a new ${P} password: ${v.code}.`,
        `It is valid for ${codeMinutes} minutes. If you did not ask to reset your password, you can ignore this email; your password stays as it is.`,
      ],
    }),
    es: (v) => ({
      subject: `Tu código para restablecer la contraseña de ${P}`,
      paragraphs: [
        `Hola, ${v.firstName}:`,
        `Usa este código para elegir una nueva contraseña de ${P}: ${v.code}.`,
        `Es válido durante ${codeMinutes} minutos. Si no has pedido restablecer tu contraseña, puedes ignorar este correo; tu contraseña no cambia.`,
      ],
    }),
  },
  VERIFY_EMAIL: {
    en: (v) => ({
      subject: `Confirm your ${P} email address`,
      paragraphs: [
        `Welcome to ${P}, ${v.firstName}.`,
        `Confirm your email address by opening this link:`,
        v.link ?? '',
        `The link is valid for ${linkHours} hours. If you did not create an account, you can ignore this email.`,
      ],
    }),
    es: (v) => ({
      subject: `Confirma tu dirección de correo de ${P}`,
      paragraphs: [
        `Te damos la bienvenida a ${P}, ${v.firstName}.`,
        `Confirma tu dirección de correo abriendo este enlace:`,
        v.link ?? '',
        `El enlace es válido durante ${linkHours} horas. Si no has creado una cuenta, puedes ignorar este correo.`,
      ],
    }),
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The language column of a user, falling back to English. */
export const mailLanguage = (language: string | null | undefined): Language => (language === 'es' ? 'es' : 'en');

/** Subject, text and html of an auth e-mail in the user's language. */
export function renderAuthMail(template: AuthMailTemplate, language: string | null | undefined, vars: AuthMailVars) {
  const { subject, paragraphs } = TEMPLATES[template][mailLanguage(language)](vars);
  const text = paragraphs.join('\n\n') + '\n';
  const html = paragraphs
    .map((p) => {
      const safe = escapeHtml(p);
      if (vars.link && p === vars.link) return `<p><a href="${safe}">${safe}</a></p>`;
      if (vars.code) return `<p>${safe.replace(vars.code, `<strong>${vars.code}</strong>`)}</p>`;
      return `<p>${safe}</p>`;
    })
    .join('\n');
  return { subject, text, html };
}

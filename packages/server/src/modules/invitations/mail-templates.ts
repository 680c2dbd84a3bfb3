import { INVITATION_TTL_MS, PRODUCT, type Language } from '@atrium/contract';

export const INVITATION_MAIL_TEMPLATE = 'INVITE_USER_TO_COMPANY';

export interface InvitationMailVars {
  inviterName: string;
  companyName: string;
  roleLabel: string;
  link: string;
  /** Whether the address already has an account (accept or reject) or must register. */
  existingUser: boolean;
}

const P = PRODUCT.displayName;
const days = Math.round(INVITATION_TTL_MS / 86400000);

const TEMPLATES: Record<Language, (v: InvitationMailVars) => { subject: string; paragraphs: string[] }> = {
  en: (v) => ({
    subject: `${v.inviterName} invited you to ${v.companyName} on ${P}`,
    paragraphs: [
      'Hello,',
      `${v.inviterName} invited you to join ${v.companyName} on ${P} as ${v.roleLabel}.`,
      v.existingUser
        ? 'Open this link to accept or decline the invitation:'
        : 'Open this link to create your account and join:',
      v.link,
      `The invitation is valid for ${days} days. If you were not expecting it, you can ignore this email.`,
    ],
  }),
  es: (v) => ({
    subject: `${v.inviterName} te ha invitado a ${v.companyName} en ${P}`,
    paragraphs: [
      'Hola:',
      `${v.inviterName} te ha invitado a unirte a ${v.companyName} en ${P} como ${v.roleLabel}.`,
      v.existingUser
        ? 'Abre este enlace para aceptar o rechazar la invitación:'
        : 'Abre este enlace para crear tu cuenta y unirte:',
      v.link,
      `La invitación es válida durante ${days} días. Si no la esperabas, puedes ignorar este correo.`,
    ],
  }),
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Subject, text and html of an invitation e-mail. */
export function renderInvitationMail(language: string | null | undefined, vars: InvitationMailVars) {
  const { subject, paragraphs } = TEMPLATES[language === 'es' ? 'es' : 'en'](vars);
  const text = paragraphs.join('\n\n') + '\n';
  const html = paragraphs
    .map((p) =>
      p === vars.link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { subject, text, html };
}

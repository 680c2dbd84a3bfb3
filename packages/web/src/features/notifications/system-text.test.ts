import { afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_NOTIFICATION_TEXTS, deliveryNotificationBody } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { notificationText } from './system-text';

afterEach(() => i18n.changeLanguage('en'));

describe('notificationText (issue 13: notifications stayed English in Spanish)', () => {
  it("shows the system's notifications in Spanish, and what someone wrote as written", async () => {
    await i18n.changeLanguage('es');
    expect(notificationText(SYSTEM_NOTIFICATION_TEXTS.welcomeTitle)).toBe('Te damos la bienvenida a Atrium');
    expect(notificationText(SYSTEM_NOTIFICATION_TEXTS.languageBody)).toBe(
      'Puedes cambiar entre inglés y español en cualquier momento.',
    );
    expect(notificationText(deliveryNotificationBody('Acme Inc.'))).toBe(
      'Hay nuevos documentos de Acme Inc. disponibles en el centro de documentos.',
    );
    expect(notificationText('Board pack for Q3 is ready')).toBe('Board pack for Q3 is ready');
  });

  it('keeps English texts in English', () => {
    expect(notificationText(SYSTEM_NOTIFICATION_TEXTS.deliveryTitle)).toBe('New documents delivered');
  });
});

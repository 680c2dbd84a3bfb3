import { SYSTEM_NOTIFICATION_TEXTS as N } from '@atrium/contract';
import type { UserService } from '../users/service.ts';
import type { NotificationService } from './service.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A few notifications for each demo user (one read, two unread), so the bell and the notifications page have
 * something to show. No links: the same text suits portal staff and customers.
 */
export async function seedDemoNotifications(
  s: { users: UserService; notifications: NotificationService },
  emails: string[],
) {
  const now = Date.now();
  for (const email of emails) {
    const user = await s.users.byEmail(email);
    if (!user) continue;
    await s.notifications.seed(user.id, [
      {
        title: N.welcomeTitle,
        body: N.welcomeBody,
        status: 'READ',
        createdAt: new Date(now - 72 * HOUR),
      },
      {
        title: N.workspaceTitle,
        body: N.workspaceBody,
        createdAt: new Date(now - 24 * HOUR),
      },
      {
        title: N.languageTitle,
        body: N.languageBody,
        createdAt: new Date(now - 1 * HOUR),
      },
    ]);
  }
}

import type { Kit } from './kit.ts';
import type { TaskRow } from './store.ts';

/** What a customer is told by e-mail about their task (issue 14 item 4), in the reader's language. */
export type CustomerTaskNews = 'updated' | 'commented' | 'fileAdded' | 'needsYou';

const SUBJECTS: Record<'en' | 'es', Record<CustomerTaskNews, string>> = {
  en: {
    updated: 'Your task was updated',
    commented: 'Your provider commented on a task',
    fileAdded: 'Your provider added a file to a task',
    needsYou: 'Your provider needs something from you',
  },
  es: {
    updated: 'Tu tarea se ha actualizado',
    commented: 'Tu proveedor ha comentado una tarea',
    fileAdded: 'Tu proveedor ha añadido un archivo a una tarea',
    needsYou: 'Tu proveedor necesita algo de ti',
  },
};
const OPEN = { en: 'Open the task', es: 'Abrir la tarea' };

/** The e-mail of one piece of customer task news (subject, plain text with the task's link). */
export function customerTaskMail(
  language: string | null | undefined,
  news: CustomerTaskNews,
  task: TaskRow,
  url: string,
) {
  const lang = language === 'es' ? 'es' : 'en';
  const subject = SUBJECTS[lang][news];
  return { subject, text: `${subject}: ${task.name}\n\n${OPEN[lang]}: ${url}\n` };
}

/**
 * E-mails the customers (active users) about their task through the outbox; it joins the caller's transaction, so a
 * change that rolls back sends nothing. Failures are logged by the caller, like the notification's.
 */
export async function mailCustomers(k: Kit, userIds: number[], task: TaskRow, news: CustomerTaskNews) {
  const url = `${k.deps.config.publicUrl}/one/task-details/${task.externalId}`;
  for (const u of await k.s.users.byIds(userIds)) {
    if (u.active === false || !u.email) continue;
    const mail = customerTaskMail(u.language, news, task, url);
    await k.deps.mailer.send({ to: u.email, ...mail, template: 'TASK_NEWS' });
  }
}

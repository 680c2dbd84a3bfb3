import type { Funder, HelpMeWriteType } from '@atrium/contract';

interface Writer {
  senderName: string;
  companyName: string;
  language: 'en' | 'es';
}

const list = (xs: string[]) => xs.slice(0, 3).join(', ');
const money = (n: number) => `$${n >= 1_000_000 ? `${n / 1_000_000}M` : `${Math.round(n / 1_000)}K`}`;

function focus(f: Funder, es: boolean): string {
  const parts: string[] = [];
  if (f.sectors.length) parts.push(es ? `en ${list(f.sectors)}` : `in ${list(f.sectors)}`);
  if (f.stages.length) parts.push(es ? `en etapa ${list(f.stages)}` : `at ${list(f.stages)} stage`);
  return parts.join(' ');
}

/** The built-in draft of an e-mail to a funder (spec 2 §3 help-me-write types), filled from the funder and the company. */
export function emailTemplate(type: HelpMeWriteType, f: Funder, w: Writer): string {
  const es = w.language === 'es';
  const greetingName = f.type === 'PERSON' ? f.name.split(' ')[0] : es ? `equipo de ${f.name}` : `${f.name} team`;
  const why = focus(f, es);
  const cheque =
    f.checkSizeMin !== null && f.checkSizeMax !== null
      ? es
        ? ` y con tickets de ${money(f.checkSizeMin)}–${money(f.checkSizeMax)}`
        : ` with cheques of ${money(f.checkSizeMin)}–${money(f.checkSizeMax)}`
      : '';
  if (type === 'APPROACH_EMAIL')
    return es
      ? `**Asunto:** ${w.companyName} — presentación\n\nHola ${greetingName}:\n\nSoy ${w.senderName}, de ${w.companyName}. Sé que ${f.name} invierte${why ? ` ${why}` : ''}${cheque}, y creo que lo que estamos construyendo encaja con vuestra tesis.\n\n[Una frase sobre qué hace ${w.companyName} y para quién.]\n\n[Una o dos cifras de tracción: ingresos, crecimiento, clientes.]\n\n¿Tendríais 20 minutos en las próximas semanas para que os lo cuente? Puedo compartir nuestra sala de datos.\n\nUn saludo,\n${w.senderName}\n${w.companyName}`
      : `**Subject:** ${w.companyName} — introduction\n\nHi ${greetingName},\n\nI'm ${w.senderName}, from ${w.companyName}. I know ${f.name} invests${why ? ` ${why}` : ''}${cheque}, and I believe what we are building fits your thesis.\n\n[One sentence on what ${w.companyName} does and for whom.]\n\n[One or two traction figures: revenue, growth, customers.]\n\nWould you have 20 minutes in the coming weeks for me to walk you through it? I'm happy to share our data room.\n\nBest regards,\n${w.senderName}\n${w.companyName}`;
  return es
    ? `**Asunto:** Seguimiento — ${w.companyName}\n\nHola ${greetingName}:\n\nTe escribo para retomar nuestra conversación sobre ${w.companyName}. Desde entonces:\n\n- [Novedad 1: un hito, un cliente, una cifra.]\n- [Novedad 2.]\n\nSi os encaja${why ? `, dado vuestro foco ${why}` : ''}, me encantaría fijar una llamada breve para ver los siguientes pasos.\n\nGracias por tu tiempo,\n${w.senderName}\n${w.companyName}`
    : `**Subject:** Following up — ${w.companyName}\n\nHi ${greetingName},\n\nI'm following up on our conversation about ${w.companyName}. Since then:\n\n- [Update 1: a milestone, a customer, a figure.]\n- [Update 2.]\n\nIf it fits${why ? ` your focus ${why}` : ''}, I'd love to set up a short call on next steps.\n\nThanks for your time,\n${w.senderName}\n${w.companyName}`;
}

/** What the model is asked for help-me-write; the funder's fields are data. */
export function emailInstruction(type: HelpMeWriteType, f: Funder, w: Writer, note: string | null): string {
  const kind = type === 'APPROACH_EMAIL' ? 'a first approach e-mail' : 'a follow-up e-mail';
  return [
    `Write ${kind} from ${w.senderName} of ${w.companyName} to the funder below, in ${w.language === 'es' ? 'Spanish' : 'English'}, in Markdown with a subject line. Keep it short; leave [brackets] where the founder must add facts you do not know.`,
    `Funder (data): ${JSON.stringify({ name: f.name, type: f.type, sectors: f.sectors, stages: f.stages, checkSizeMin: f.checkSizeMin, checkSizeMax: f.checkSizeMax, description: f.shortDescription, organization: f.organization?.name ?? null })}`,
    note ? `The founder's note (data): ${JSON.stringify(note)}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The bot's own texts (what members read in the conversation), in the asker's language. */
const TEXTS = {
  en: {
    cannotAnswer: (tools: string[]) =>
      tools.length
        ? `I can't answer that from what I have here. In this conversation I can:\n\n${tools.map((d) => `- ${d}`).join('\n')}\n\nAsk me one of these, in your own words.`
        : "I can't answer that here: no assistant tools are available on this page.",
    failed: 'The assistant could not answer: the AI service failed. Please try again.',
    timedOut: 'The assistant could not answer in time. Please try again.',
    malformed: 'The assistant could not answer: the AI service made a request the assistant could not carry out.',
    badToolCall: (detail: string) => `The assistant could not answer: ${detail}`,
  },
  es: {
    cannotAnswer: (tools: string[]) =>
      tools.length
        ? `No puedo responder a eso con lo que tengo aquí. En esta conversación puedo:\n\n${tools.map((d) => `- ${d}`).join('\n')}\n\nPregúntame una de estas cosas, con tus propias palabras.`
        : 'No puedo responder a eso aquí: no hay herramientas del asistente en esta página.',
    failed: 'El asistente no pudo responder: el servicio de IA falló. Inténtalo de nuevo.',
    timedOut: 'El asistente no pudo responder a tiempo. Inténtalo de nuevo.',
    malformed: 'El asistente no pudo responder: el servicio de IA pidió algo que el asistente no pudo hacer.',
    badToolCall: (detail: string) => `El asistente no pudo responder: ${detail}`,
  },
} as const;

export const botText = (language: string) => (language === 'es' ? TEXTS.es : TEXTS.en);

import { LANGUAGES, type Language } from '@atrium/contract';

/**
 * The content pages' texts: Markdown files under texts/<language>/<name>.md, so a provider edits them without touching
 * code. Each file is its own chunk, loaded when a page first needs it (Vite `?raw`).
 */
export const CONTENT_NAMES = ['terms-and-policies', 'faq', 'legal', 'advertising'] as const;
export type ContentName = (typeof CONTENT_NAMES)[number];

const files = import.meta.glob<string>('./texts/*/*.md', { query: '?raw', import: 'default' });

/** The language a text is read in: the interface language when it has one, else English. */
export function contentLanguage(language: string | undefined): Language {
  const short = (language ?? 'en').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
}

/** The Markdown source of a text in a language (English when that language has no file). */
export async function loadContent(name: ContentName, language: Language): Promise<string> {
  const load = files[`./texts/${language}/${name}.md`] ?? files[`./texts/en/${name}.md`];
  if (!load) throw new Error(`No content named ${name}`);
  return load();
}

export const contentKeys = {
  text: (name: ContentName, language: Language) => ['content', name, language] as const,
};

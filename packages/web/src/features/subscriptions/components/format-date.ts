/** A date in the user's language, e.g. 'May 3, 2026' / '3 may 2026'. */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));

// Times said the way people say them, on the phone and on the dashboard.

const SPOKEN_LOCALE = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' } as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

const SPOKEN_PARTS = {
  time: { hour: 'numeric', minute: '2-digit' },
  date: { weekday: 'long', month: 'long', day: 'numeric' },
  weekday: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per language and kind: building one costs far more than using it. */
function spokenFormatter(
  language: keyof typeof SPOKEN_LOCALE,
  kind: keyof typeof SPOKEN_PARTS,
): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(SPOKEN_LOCALE[language], { ...SPOKEN_PARTS[kind], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "8:00 PM" from "20:00"; in French "20:00", in Spanish "20:00" (Intl, as each language says it). */
export function spokenTime(hhmm: string, language: keyof typeof SPOKEN_LOCALE = 'en'): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  if (language !== 'en') {
    return spokenFormatter(language, 'time').format(new Date(Date.UTC(2000, 0, 1, h, m)));
  }
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * A calendar date as said aloud, for a day beyond tomorrow: "Saturday, November 28",
 * "samedi 28 novembre", "sábado, 28 de noviembre" (Intl, in each language's words).
 */
export function spokenDate(localDate: string, language: keyof typeof SPOKEN_LOCALE = 'en'): string {
  const [y = 2000, m = 1, d = 1] = localDate.split('-').map(Number);
  return spokenFormatter(language, 'date').format(new Date(Date.UTC(y, m - 1, d)));
}

/** The day of the week of a calendar date, as said: "Thursday", "jeudi", "jueves". */
export function spokenWeekday(localDate: string, language: keyof typeof SPOKEN_LOCALE = 'en'): string {
  const [y = 2000, m = 1, d = 1] = localDate.split('-').map(Number);
  return spokenFormatter(language, 'weekday').format(new Date(Date.UTC(y, m - 1, d)));
}

// Text messages in one segment where possible. A segment holds 160 GSM-7 characters (the
// extension characters such as € and [ count twice) or 70 UCS-2 ones; a longer text is sent in
// parts of 153 (GSM-7) or 67 (UCS-2), a character never split between two. One character outside
// GSM-7 (a "ç", a curly quote, a narrow no-break space from Intl) turns the whole text into UCS-2.
// The counting is a few lines here because Twilio's own calculator (`sms-segments-calculator`)
// takes ~20 ms per 200-character text (it re-adds each segment for every character) and this
// runs beside live calls; the unit test checks this against Twilio's calculator.

/** Said in the first text Porchlight ever sends to a number (carrier rules on opt-out notice). */
export const STOP_LINE = 'Reply STOP to stop these texts.';

// GSM 03.38: the basic set (one septet each) and the extension table (escape + one: two septets).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export function isGsm7(char: string): boolean {
  return GSM_BASIC.has(char) || GSM_EXTENSION.has(char);
}

export interface SmsMeasure {
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  characters: number;
}

/** Parts of at most `multi` units, no character split; one part when all fit in `single`. */
function parts(sizes: number[], single: number, multi: number): number {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total <= single) return 1;
  let count = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      count++;
      used = 0;
    }
    used += size;
  }
  return count;
}

export function measureSms(text: string): SmsMeasure {
  // "\r\n" is two characters on the air, as Twilio counts it.
  const chars = [...text];
  if (chars.every(isGsm7)) {
    const sizes = chars.map((c) => (GSM_EXTENSION.has(c) ? 2 : 1));
    return {
      segments: parts(sizes, 160, 153),
      encoding: 'GSM-7',
      characters: sizes.reduce((a, b) => a + b, 0),
    };
  }
  const sizes = chars.map((c) => c.length);
  return { segments: parts(sizes, 70, 67), encoding: 'UCS-2', characters: text.length };
}

const PUNCTUATION: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
};

/**
 * The same words in GSM-7 where a character forces UCS-2: typographic punctuation becomes plain,
 * and letters GSM-7 lacks lose their accent ("François" → "Francois", "Núñez" → "Nuñez"); the
 * accented letters GSM-7 has (é, ñ, ü, ...) stay, and so does what has no GSM-7 form (李).
 */
export function foldToGsm(text: string): string {
  return [...text]
    .map((c) => {
      if (isGsm7(c)) return c;
      if (PUNCTUATION[c] !== undefined) return PUNCTUATION[c];
      const bare = c.normalize('NFD').replace(/\p{Mn}/gu, '');
      // A name in another script stays as written, whatever it costs in segments.
      return [...bare].every(isGsm7) ? bare : c;
    })
    .join('');
}

/**
 * Picks the text to send from candidates ordered from the fullest to the leanest: the first that
 * fits one segment, as written or else folded to GSM-7 (an accent lost costs less than words
 * lost), and when none does, the one that needs the fewest segments (the fuller on a tie). With
 * `stopLine`, every candidate carries STOP_LINE.
 */
export function composeSms(candidates: string[], options: { stopLine?: boolean } = {}): string {
  if (!candidates.length) throw new Error('composeSms needs at least one candidate');
  const full = candidates.map((c) => (options.stopLine ? `${c}\n${STOP_LINE}` : c));
  let best: { text: string; segments: number } | null = null;
  for (const candidate of full) {
    for (const text of [candidate, foldToGsm(candidate)]) {
      const { segments } = measureSms(text);
      if (segments === 1) return text;
      if (!best || segments < best.segments) best = { text, segments };
    }
  }
  return best!.text;
}

/** "Margaret" from "Margaret Smith": a shorter way to name someone when space is short. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

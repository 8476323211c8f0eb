/**
 * How much of a Hindi page's visible main text is written in Devanagari. Counted over the
 * letters of <main> that are in Hindi by their `lang` (an English fragment marked lang="en" is not
 * counted), leaving out scripts, styles, SVG, templates and hidden elements, e-mail addresses,
 * web addresses and the Latin words Hindi text keeps on purpose (ALLOWED_LATIN).
 */
import { decodeEntities } from './site-files';

/**
 * Below this share a Hindi page fails. Translated pages measure 99.9-100% (the treatment and
 * project pages); the margin leaves room for a medical name in brackets, while one section left
 * in English (a tenth of a page's letters or more) fails it.
 */
export const MIN_DEVANAGARI_SHARE = 0.9;

/**
 * Latin words a Hindi page may show as they are: brand names, degrees, medical abbreviations and
 * the names of payment details that people read in Latin letters. Matched as whole words, case-sensitive.
 */
export const ALLOWED_LATIN: readonly string[] = [
  // Brands and services
  'WhatsApp', 'YouTube', 'Facebook', 'Instagram', 'LinkedIn', 'Google',
  // Degrees
  'MBBS', 'MS', 'DO', 'DNB', 'FICO', 'FAICO',
  // Medical abbreviations
  'ICL', 'IPCL', 'IOL', 'YAG', 'SICS', 'OCT', 'VEGF', 'HbA1c', 'OPD', 'ICU',
  // Schemes and public health programmes
  'PM-JAY', 'ASHA', 'NPCBVI', 'CSR',
  // Payment and identity details
  'UPI', 'IFSC', 'PAN', 'SBI', 'OTP',
  // The accessibility standard
  'WCAG', 'AA',
];

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is never shown as text. */
const UNSEEN = new Set(['script', 'style', 'template', 'svg', 'math', 'head', 'title', 'textarea', 'select']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|[^<]+|</g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

interface Frame {
  name: string;
  lang: string;
  shown: boolean;
  inMain: boolean;
}

/**
 * The text a reader sees in the page's <main> in `language` (by the nearest `lang` attribute,
 * the <html> element's included), as text nodes joined by spaces.
 */
export function visibleMainText(html: string, language = 'hi'): string {
  const parts: string[] = [];
  const stack: Frame[] = [{ name: '#document', lang: '', shown: true, inMain: false }];
  const wanted = (lang: string) => lang.toLowerCase() === language || lang.toLowerCase().startsWith(`${language}-`);
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html))) {
    const [whole, endName, startName, rawAttrs, selfClosing] = match;
    const top = stack[stack.length - 1];
    if (startName) {
      const name = startName.toLowerCase();
      const attrs: Record<string, string> = {};
      for (const a of (rawAttrs ?? '').matchAll(ATTR)) attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      const frame: Frame = {
        name,
        lang: attrs.lang ?? attrs['xml:lang'] ?? top.lang,
        shown: top.shown && !UNSEEN.has(name) && attrs.hidden === undefined,
        inMain: top.inMain || name === 'main' || attrs.role === 'main',
      };
      if (RAW_TEXT.has(name)) {
        // Skip to the end tag: the content of these elements is not markup.
        const close = new RegExp(`</${name}\\s*>`, 'gi');
        close.lastIndex = TOKEN.lastIndex;
        const end = close.exec(html);
        TOKEN.lastIndex = end ? close.lastIndex : html.length;
        continue;
      }
      if (!VOID.has(name) && !selfClosing) stack.push(frame);
      continue;
    }
    if (endName) {
      const name = endName.toLowerCase();
      const at = stack.map((f) => f.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
      continue;
    }
    if (whole.startsWith('<!') || whole === '<') continue;
    if (top.inMain && top.shown && wanted(top.lang)) parts.push(decodeEntities(whole));
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALLOWED = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...ALLOWED_LATIN].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/giu;
/** Times as Intl writes them in hi-IN ("9:30 am"), and "24x7": Latin letters that belong to numbers. */
const NUMBER_WORDS = /(?<![\p{L}\p{N}])\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|AM|PM|a\.m\.|p\.m\.)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d+x\d+(?![\p{L}\p{N}])/gu;

/** The text without e-mail and web addresses, times, and the allowed Latin words (phone numbers have no letters). */
export function withoutAllowed(text: string): string {
  return text.replace(EMAIL, ' ').replace(WEB_ADDRESS, ' ').replace(NUMBER_WORDS, ' ').replace(ALLOWED, ' ');
}

export interface Share {
  devanagari: number;
  /** Letters of any other script (in practice Latin). */
  other: number;
  /** devanagari / (devanagari + other); 1 when there are no letters at all. */
  share: number;
  /** The words not in Devanagari, most frequent first (to find what is left untranslated). */
  otherWords: string[];
  /** Letters of main text marked lang="en", left out of the share (reported, so marking is visible). */
  markedEnglish: number;
}

const DEVANAGARI_LETTER = /\p{Script=Devanagari}/u;

export function devanagariShare(html: string): Share {
  const text = withoutAllowed(visibleMainText(html, 'hi'));
  let devanagari = 0;
  let other = 0;
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    if (DEVANAGARI_LETTER.test(ch)) devanagari++;
    else other++;
  }
  const counts = new Map<string, number>();
  for (const word of text.match(/[\p{L}\p{M}'’-]+/gu) ?? []) {
    if (!/\p{L}/u.test(word) || DEVANAGARI_LETTER.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const otherWords = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
  const markedEnglish = visibleMainText(html, 'en').match(/\p{L}/gu)?.length ?? 0;
  return { devanagari, other, share: devanagari + other === 0 ? 1 : devanagari / (devanagari + other), otherWords, markedEnglish };
}

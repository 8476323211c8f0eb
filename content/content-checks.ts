/**
 * Helpers for the content tests: find empty values anywhere in a content object and collect
 * its paragraphs. Kept beside the content so every content test checks the same way.
 */

/** Paths of every empty string or empty list inside `value` ("faq.list[2].answer"). */
export function emptyFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return value.flatMap((item, i) => emptyFields(item, `${path}[${i}]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => emptyFields(item, path ? `${path}.${key}` : key));
  }
  if (value === undefined || value === null) return [path];
  return [];
}

/** Every string of at least `minLength` characters inside `value`: the texts that must not be copied. */
export function paragraphs(value: unknown, minLength = 60): string[] {
  if (typeof value === 'string') return value.length >= minLength ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => paragraphs(item, minLength));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => paragraphs(item, minLength));
  return [];
}

/** Texts that occur in more than one of the given owners, with the owners' names. */
export function repeatedAcross(owners: { name: string; value: unknown }[]): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const owner of owners) {
    for (const text of new Set(paragraphs(owner.value).map((p) => p.trim().toLowerCase()))) {
      const first = seen.get(text);
      if (first && first !== owner.name) repeats.push(`${first} and ${owner.name}: "${text.slice(0, 60)}…"`);
      else seen.set(text, owner.name);
    }
  }
  return repeats;
}

/** Keys whose values are identity, not text: a translation keeps them exactly. */
const IDENTITY_KEYS = new Set(['slug', 'id', 'src', 'poster', 'link', 'path', 'href', 'tel', 'icon', 'value', 'width', 'height', 'eyePart']);

/**
 * How a translation differs in shape from its English original: keys it lacks or adds, lists of
 * another length, identity values (slugs, image sources, links) that changed, and texts copied
 * over untranslated. `partial` allows the translation to leave keys out (text-only mirrors).
 */
export function parityProblems(en: unknown, other: unknown, options: { partial?: boolean; latinAllowed?: RegExp } = {}, path = ''): string[] {
  const at = path || '(root)';
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return [`${at}: expected a list`];
    if (other.length !== en.length) return [`${at}: ${other.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => parityProblems(item, other[i], options, `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object' || Array.isArray(other)) return [`${at}: expected an object`];
    const problems: string[] = [];
    const theirs = other as Record<string, unknown>;
    for (const key of Object.keys(theirs)) if (!(key in en)) problems.push(`${path ? `${path}.` : ''}${key}: not in English`);
    for (const [key, value] of Object.entries(en)) {
      const child = path ? `${path}.${key}` : key;
      if (!(key in theirs)) {
        if (!options.partial) problems.push(`${child}: missing`);
        continue;
      }
      if (IDENTITY_KEYS.has(key) && typeof value !== 'object') {
        if (theirs[key] !== value) problems.push(`${child}: must stay ${JSON.stringify(value)}`);
        continue;
      }
      problems.push(...parityProblems(value, theirs[key], options, child));
    }
    return problems;
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string' || !other.trim()) return [`${at}: empty or not text`];
    const copied = other === en && /[A-Za-z]{3}/.test(en) && !(options.latinAllowed?.test(en) ?? false);
    return copied ? [`${at}: left in English ("${en.slice(0, 50)}")`] : [];
  }
  return other === en ? [] : [`${at}: must stay ${JSON.stringify(en)}`];
}

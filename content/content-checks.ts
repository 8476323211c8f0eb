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

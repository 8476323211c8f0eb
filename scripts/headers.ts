/**
 * The `_headers` file format of Netlify and Cloudflare Pages: a path pattern on its own line
 * (`*` matches anything), then indented `Name: value` lines. Every matching rule applies, in order.
 * Used by the local server that tests the headers (serve-with-headers.ts) and by the header gate.
 */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
      continue;
    }
    const match = raw.trim().match(/^([A-Za-z0-9-]+):\s*(.*)$/);
    if (!match || rules.length === 0) throw new Error(`_headers: cannot read line "${raw.trim()}"`);
    rules[rules.length - 1].headers.push([match[1], match[2]]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Headers for a request path (decoded), later rules adding to earlier ones as the hosts do. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/** A CSP header as directive -> sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

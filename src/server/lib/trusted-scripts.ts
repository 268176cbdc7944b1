// A super admin's snippet (footer scripts, a static page's scripts) is trusted by who wrote it: it gets
// the answer's nonce, and the https origins it names join the page's allowed sources.

export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b/gi, `<script nonce="${nonce}"`);
}

/** Enough for a counter or two; a snippet naming more hosts is not a counter. */
const MAX_ORIGINS = 20;

export function namedOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const [address] of html.matchAll(/https:\/\/[a-z0-9.-]+(?::\d{1,5})?/gi)) {
    try {
      origins.add(new URL(address).origin);
    } catch {
      // Not a host after all: nothing to allow.
    }
    if (origins.size === MAX_ORIGINS) break;
  }
  return [...origins];
}

const OPENED_DIRECTIVES = new Set(['script-src', 'connect-src', 'frame-src']);

export function allowOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      return OPENED_DIRECTIVES.has(name) ? `${directive.trimEnd()} ${origins.join(' ')}` : directive;
    })
    .join(';');
}

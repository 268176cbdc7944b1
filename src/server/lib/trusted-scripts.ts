/**
 * HTML with scripts that a super admin wrote (footer scripts, a static page's scripts) and
 * that runs as given. Such a snippet is trusted by who wrote it, so it gets what the site's
 * Content-Security-Policy needs to let it run: this answer's nonce on its script tags, and
 * the https origins it names (the counter's own script and the address it reports to)
 * among the page's allowed sources.
 */

/** Gives every script tag of the snippet the answer's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b/gi, `<script nonce="${nonce}"`);
}

/** Enough for a counter or two; a snippet naming more hosts is not a counter. */
const MAX_ORIGINS = 20;

/** The https origins a snippet names anywhere in its text (attributes, script strings, comments). */
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

/** The directives a trusted snippet's origins join: its scripts, what they send, their frames. */
const OPENED_DIRECTIVES = new Set(['script-src', 'connect-src', 'frame-src']);

/** The policy with the origins added to the directives a counter needs. */
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

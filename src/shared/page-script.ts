/**
 * The page object as a document carries it, in `<script data-page="app" type="application/json">`: every `<`
 * escaped, so no text in it can close the tag or open a comment there. Still JSON, read back with `JSON.parse`.
 */
export function pageScriptJson(page: unknown): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

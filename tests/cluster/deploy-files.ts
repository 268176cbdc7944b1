/**
 * The operator's files in deploy/, filled in as the guide says: the cluster test runs these very
 * files, so what it proves is what an operator installs.
 */
import { readFileSync } from 'node:fs';
import { projectPath } from '../../src/server/lib/paths.ts';

const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;
/** nginx comments with `#`, PgBouncer's ini with `;`: the header's list of placeholders stays as written. */
const COMMENT = /^\s*[#;]/;

/** The file with each `{{NAME}}` replaced; a placeholder left unfilled, or a value for none, is a mistake here. */
export function renderDeployFile(relativePath: string, values: Record<string, string>): string {
  const lines = readFileSync(projectPath('deploy', relativePath), 'utf8').split('\n');
  const placeholders = new Set(lines.filter((line) => !COMMENT.test(line)).flatMap((line) => [...line.matchAll(PLACEHOLDER)].map((match) => match[1]!)));
  const unfilled = [...placeholders].filter((name) => !(name in values));
  const unknown = Object.keys(values).filter((name) => !placeholders.has(name));
  if (unfilled.length || unknown.length) throw new Error(`deploy/${relativePath}: unfilled ${unfilled.join(', ') || 'none'}; unknown ${unknown.join(', ') || 'none'}`);
  return lines.map((line) => (COMMENT.test(line) ? line : line.replace(PLACEHOLDER, (_, name: string) => values[name]!))).join('\n');
}

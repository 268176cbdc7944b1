/** The last lines of a process's log file, printed when a suite that ran the process fails. */
import { existsSync, readFileSync } from 'node:fs';

export function tailOf(file: string, lines: number): string {
  if (!existsSync(file)) return '(no log: the process never started)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') || '(empty)';
}

/**
 * How a run of scenarios is printed: each scenario's figures, notes and checks as it ends, then
 * one summary table. Shared by the fault tests and the cluster tests.
 */
import { describeKinds, describeStatuses, formatMs, type ScenarioResult } from './scenarios.ts';

export function printScenario(result: ScenarioResult) {
  const { figures, writes } = result;
  console.log(`\n— ${result.name}`);
  console.log(`  requests: ${figures.requests} (${describeStatuses(figures)})`);
  console.log(`  by kind: ${describeKinds(figures)}`);
  console.log(`  5xx: ${JSON.stringify(figures.serverErrors)}, resets: ${figures.resets}`);
  if (writes) console.log(`  acknowledged writes: ${writes.acknowledged}, found: ${writes.found}, half-written: ${writes.halfWritten}, stored: ${writes.stored}`);
  if (result.recoveryMs !== null) console.log(`  recovery: ${formatMs(result.recoveryMs)}`);
  for (const note of result.notes) console.log(`  ${note}`);
  for (const check of result.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}`);
}

export function printSummary(results: ScenarioResult[]) {
  const rows = results.map((result) => [
    result.name,
    String(result.figures.requests),
    Object.entries(result.figures.serverErrors).map(([status, count]) => `${status}×${count}`).join(' ') || '0',
    String(result.figures.resets),
    result.writes ? `${result.writes.found}/${result.writes.acknowledged}` : '—',
    result.writes ? String(result.writes.halfWritten) : '—',
    formatMs(result.recoveryMs),
    result.checks.every((check) => check.ok) ? 'pass' : 'FAIL',
  ]);
  const header = ['scenario', 'requests', '5xx', 'resets', 'found/acked', 'half', 'recovery', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
}

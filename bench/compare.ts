/**
 * `npm run bench -- --compare A.json B.json`: two runs of one pass side by side, scenario by
 * scenario. The ratio to the bare server is what is compared: requests/s alone follow the
 * machine's load, which the two runs' load averages and bare figures show beside it.
 */
import { readFileSync } from 'node:fs';
import type { PassResult, ScenarioResult } from './report.ts';

export interface ComparedScenario {
  id: string;
  label: string;
  a: ScenarioResult | null;
  b: ScenarioResult | null;
  /** B's ratio to the bare server against A's, less one: +0.10 is 10 % better; null unless both ran it. */
  change: number | null;
}

/** Every scenario either run measured, in A's order, then those only B has. */
export function compareRuns(a: PassResult, b: PassResult): ComparedScenario[] {
  const ids = [...new Set([...a.scenarios, ...b.scenarios].map((scenario) => scenario.id))];
  return ids.map((id) => {
    const inA = a.scenarios.find((scenario) => scenario.id === id) ?? null;
    const inB = b.scenarios.find((scenario) => scenario.id === id) ?? null;
    return { id, label: (inA ?? inB)!.label, a: inA, b: inB, change: inA && inB ? inB.ratio / inA.ratio - 1 : null };
  });
}

function describeRun(name: string, run: PassResult): string {
  return `${name}: ${run.commit} · ${run.startedAt} · ${run.database}, ${run.dataset} data set · load average ${run.loadAverage.before} → ${run.loadAverage.after} on ${run.cpus} cores`;
}

const cell = (value: string | number, width: number) => (width < 0 ? String(value).padEnd(-width) : String(value).padStart(width));
const perSecond = (scenario: ScenarioResult | null, pick: (s: ScenarioResult) => number) => (scenario ? String(Math.round(pick(scenario))) : '—');

export function printComparedRuns(a: PassResult, b: PassResult): void {
  console.log(`\n${describeRun('A', a)}\n${describeRun('B', b)}\n`);
  const widths = [-40, 8, 8, 8, 9, 9, 9, 9] as const;
  const header = ['page', 'ratio A', 'ratio B', 'change', 'Pero A', 'Pero B', 'bare A', 'bare B'];
  console.log(header.map((title, column) => cell(title, widths[column]!)).join('  '));
  for (const { label, a: inA, b: inB, change } of compareRuns(a, b)) {
    const values = [
      label,
      inA ? inA.ratio.toFixed(3) : '—',
      inB ? inB.ratio.toFixed(3) : '—',
      change === null ? '—' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`,
      perSecond(inA, (s) => s.pero.requestsPerSecond),
      perSecond(inB, (s) => s.pero.requestsPerSecond),
      perSecond(inA, (s) => s.bare.requestsPerSecond),
      perSecond(inB, (s) => s.bare.requestsPerSecond),
    ];
    console.log(values.map((value, column) => cell(value, widths[column]!)).join('  '));
  }
}

export function readRun(file: string): PassResult {
  const run = JSON.parse(readFileSync(file, 'utf8')) as PassResult;
  if (!Array.isArray(run.scenarios)) throw new Error(`${file} is not a result of npm run bench`);
  return run;
}

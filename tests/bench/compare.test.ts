import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareRuns, printComparedRuns } from '../../bench/compare.ts';
import type { Figures, PassResult, ScenarioResult } from '../../bench/report.ts';

const figures = (requestsPerSecond: number): Figures => ({ requestsPerSecond, p50Ms: 10, p99Ms: 40, errors: 0, requests: requestsPerSecond * 10 });

function scenario(id: string, pero: number, bare: number): ScenarioResult {
  return { id, label: `page ${id}`, path: `/${id}`, status: 200, bytes: 1000, pero: figures(pero), bare: figures(bare), ratio: pero / bare, cpuMsPerRequest: 1, target: null, ok: null };
}

function run(commit: string, scenarios: ScenarioResult[]): PassResult {
  return {
    database: 'postgres',
    dataset: 'large',
    largeDataset: null,
    startedAt: '2026-11-29T06:00:00.000Z',
    commit,
    node: 'v20',
    cpus: 2,
    connections: 50,
    seconds: 10,
    loadAverage: { before: 0.5, after: 2.1 },
    scenarios,
    lag: [],
    chat: null,
    memory: null,
  };
}

describe('comparing two bench runs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets each scenario’s ratio to the bare server in B against A, and keeps a scenario only one run measured', () => {
    const a = run('aaa111', [scenario('post', 500, 2000), scenario('tag', 300, 2000)]);
    // B's machine was busier (the bare server slower), Pero's share of it better.
    const b = run('bbb222', [scenario('post', 495, 1800), scenario('search', 100, 2000)]);
    const compared = compareRuns(a, b);
    expect(compared.map(({ id }) => id)).toEqual(['post', 'tag', 'search']);
    expect(compared[0]!.change).toBeCloseTo(0.1, 5);
    expect(compared[1]).toMatchObject({ id: 'tag', b: null, change: null });
    expect(compared[2]).toMatchObject({ id: 'search', a: null, change: null });
  });

  it('prints both runs’ commits and load, and the change as a percentage', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    printComparedRuns(run('aaa111', [scenario('post', 500, 2000)]), run('bbb222', [scenario('post', 495, 1800)]));
    const text = lines.join('\n');
    expect(text).toContain('A: aaa111');
    expect(text).toContain('B: bbb222');
    expect(text).toContain('load average 0.5 → 2.1 on 2 cores');
    expect(text).toMatch(/page post\s+0\.250\s+0\.275\s+\+10\.0 %\s+500\s+495\s+2000\s+1800/);
  });
});

/** A process's own report: the Prometheus text GET /metrics answers to the METRICS_TOKEN bearer. */

/** Each sample of the named metric (any labels), or null when the process serves no /metrics. */
export async function samplesOf(processUrl: string, token: string, metric: string): Promise<number[] | null> {
  const response = await fetch(`${processUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const text = await response.text();
  const sample = new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)`);
  return text.split('\n').flatMap((line) => {
    const match = sample.exec(line);
    return match ? [Number(match[1])] : [];
  });
}

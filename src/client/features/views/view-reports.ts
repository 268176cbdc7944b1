/** Best effort: a failed report is dropped, never retried in a loop. Sent at once when the tab is hidden, as the reader may be leaving. */
import type { BodyOf } from '../../../shared/api/call.ts';
import { calls } from '../../../shared/api/index.ts';
import { VIEW_REPORT_LIMITS } from '../../../shared/api/views.ts';
import { api } from '../../platform/api.ts';

type Report = BodyOf<typeof calls.views.report>;
type Source = NonNullable<Report['sources']>[number];
type Depth = NonNullable<Report['depths']>[number];

const GATHER_MS = 3_000;

const pending = { showings: [] as number[], views: [] as number[], sources: [] as Source[], depths: [] as Depth[] };
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (Object.values(pending).every((list) => list.length === 0)) return;
  const body: Report = {
    showings: pending.showings.splice(0, VIEW_REPORT_LIMITS.showings),
    views: pending.views.splice(0, VIEW_REPORT_LIMITS.views),
    sources: pending.sources.splice(0, VIEW_REPORT_LIMITS.views),
    depths: pending.depths.splice(0, VIEW_REPORT_LIMITS.views),
  };
  api(calls.views.report, { body }).catch(() => undefined);
  if (Object.values(pending).some((list) => list.length > 0)) schedule();
}

function schedule(): void {
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') send();
    });
  }
  timer ??= setTimeout(send, GATHER_MS);
}

export function reportShowing(postId: number): void {
  pending.showings.push(postId);
  schedule();
}

export function reportView(postId: number, source: Omit<Source, 'post'>): void {
  pending.views.push(postId);
  pending.sources.push({ post: postId, ...source });
  schedule();
}

export function reportDepth(postId: number, depth: Depth['depth']): void {
  pending.depths.push({ post: postId, depth });
  schedule();
}

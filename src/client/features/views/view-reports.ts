/** Best effort: a failed report is dropped, never retried in a loop. Sent at once when the tab is hidden, as the reader may be leaving. */
import { calls } from '../../../shared/api/index.ts';
import { VIEW_REPORT_LIMITS } from '../../../shared/api/views.ts';
import { api } from '../../platform/api.ts';

const GATHER_MS = 3_000;

const pending = { showings: [] as number[], views: [] as number[] };
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.showings.length === 0 && pending.views.length === 0) return;
  const body = {
    showings: pending.showings.splice(0, VIEW_REPORT_LIMITS.showings),
    views: pending.views.splice(0, VIEW_REPORT_LIMITS.views),
  };
  api(calls.views.report, { body }).catch(() => undefined);
  if (pending.showings.length > 0 || pending.views.length > 0) schedule();
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

export function reportView(postId: number): void {
  pending.views.push(postId);
  schedule();
}

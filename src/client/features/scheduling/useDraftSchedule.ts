import { useEffect, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';

/** The draft's schedule as the server has it (undefined until it answers); null for no draft yet. */
export function useDraftSchedule(postId: number | null) {
  const [schedule, setSchedule] = useState<{ postId: number; at: string | null } | null>(null);
  useEffect(() => {
    if (postId === null) return;
    let current = true;
    // Without an answer the editor offers scheduling as for a draft without a time.
    api(calls.scheduling.show, { params: { id: postId } }).then(
      (answer) => current && setSchedule({ postId, at: answer.scheduled_at }),
      () => current && setSchedule({ postId, at: null }),
    );
    return () => {
      current = false;
    };
  }, [postId]);
  return schedule !== null && schedule.postId === postId ? schedule.at : undefined;
}

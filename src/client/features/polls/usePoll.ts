import { useEffect, useRef, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import type { PollPush, PollState } from '../../../shared/dto/poll.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { useFormAction } from '../../ui/useFormAction.ts';

/** A push tells everyone the counts only where everyone may see them; a voter whose results wait for a vote asks for theirs. */
function applyPush(state: PollState, push: PollPush): PollState | 'ask' {
  const ended = state.ended || push.closed_at !== null;
  if (push.counts !== null) return { ...state, voters: push.voters, counts: push.counts, closed_at: push.closed_at, ended };
  if (state.counts !== null) return 'ask';
  return { ...state, voters: push.voters, closed_at: push.closed_at, ended };
}

/** The pushes of a busy poll within this long become one request for the counts. */
const ASK_AFTER_MS = 2000;

export function usePoll(postId: number, initial: PollState) {
  const [state, setRendered] = useState(initial);
  // A push can land after an answer was set but before it rendered: it must build on that answer,
  // not on the state its handler last rendered with, or it would drop the reader's own choice.
  const latest = useRef(initial);
  const setState = (next: PollState) => {
    latest.current = next;
    setRendered(next);
  };
  const { busy, run } = useFormAction();
  const asking = useRef<ReturnType<typeof setTimeout> | null>(null);

  // New props (a reload, the next visit) replace what was followed so far.
  useEffect(() => setState(initial), [initial]);
  useEffect(() => () => clearTimeout(asking.current ?? undefined), []);

  const askForCounts = () => {
    if (asking.current) return;
    asking.current = setTimeout(() => {
      asking.current = null;
      void api(calls.polls.show, { params: { id: initial.id } }).then(setState, () => undefined);
    }, ASK_AFTER_MS);
  };

  useChannel(channels.likes('post', postId), (event, data) => {
    if (event !== pushes.poll || data.poll_id !== initial.id) return;
    const next = applyPush(latest.current, data);
    if (next !== 'ask') setState(next);
    else askForCounts();
  });

  const vote = async (options: string[]) => {
    const answer = await run(() => api(calls.polls.vote, { params: { id: state.id }, body: { options } }));
    if (answer) setState(answer);
    return answer !== undefined;
  };

  /** Throws when refused: the confirmation that asked tells why and stays open. */
  const close = async () => {
    setState(await api(calls.polls.close, { params: { id: state.id } }));
  };

  return { state, busy, vote, close };
}

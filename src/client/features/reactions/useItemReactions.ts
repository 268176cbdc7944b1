import { useCallback, useEffect, useRef, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import type { LikeValue, ReactionFields, ReactionTargetType } from '../../../shared/dto/reaction.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useAuthModal } from '../auth/index.ts';

export interface ItemReactions {
  type: ReactionTargetType;
  id: number;
  state: ReactionFields;
  like(value: LikeValue): void;
  react(reactionId: number): void;
}

/** Comments pass their post's comment-likes channel, which names the comment in each push. */
export function useItemReactions(type: ReactionTargetType, item: ReactionFields & { id: number }, channel = channels.likes('post', item.id)): ItemReactions {
  const { auth } = usePageProps();
  const { open } = useAuthModal();
  const [state, setState] = useState<ReactionFields>(item);
  const busy = useRef(false);

  // New props (a reload, the next visit to the same page) replace what was followed so far.
  useEffect(() => setState(item), [item]);

  useChannel(channel, (event, data) => {
    if (event !== pushes.likes) return;
    const { id, ...counters } = data;
    if (id === item.id) setState((current) => ({ ...current, ...counters }));
  });

  const send = useCallback(
    (request: () => Promise<Partial<ReactionFields>>) => {
      if (!auth.user) {
        open('login');
        return;
      }
      if (busy.current) return;
      busy.current = true;
      request()
        .then((answer) => setState((current) => ({ ...current, ...answer })))
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    },
    [auth.user, open],
  );

  const like = useCallback(
    (value: LikeValue) => send(() => api(calls.reactions.like, { body: { likeable: type, id: item.id, value } })),
    [send, type, item.id],
  );
  const react = useCallback(
    (reactionId: number) => send(() => api(calls.reactions.react, { body: { reactionable: type, id: item.id, reaction_id: reactionId } })),
    [send, type, item.id],
  );

  return { type, id: item.id, state, like, react };
}

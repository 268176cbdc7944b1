import { useEffect, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import type { BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { useAuthModal } from '../auth/index.ts';

export interface BookmarkState {
  is_bookmarked: boolean;
  bookmarks_count: number;
}

export interface ItemBookmark {
  type: BookmarkTargetType;
  id: number;
  state: BookmarkState;
  pending: boolean;
  toggle(): Promise<boolean>;
}

export function useBookmark(type: BookmarkTargetType, item: BookmarkState & { id: number }, channel = channels.likes('post', item.id)): ItemBookmark {
  const { auth } = usePageProps();
  const { open } = useAuthModal();
  const toast = useToast();
  const t = useT();
  const [state, setState] = useState<BookmarkState>({ is_bookmarked: item.is_bookmarked, bookmarks_count: item.bookmarks_count });
  const { busy: pending, run } = useFormAction();

  // New props (a reload, the next visit to the same page) replace what was followed so far.
  useEffect(() => setState({ is_bookmarked: item.is_bookmarked, bookmarks_count: item.bookmarks_count }), [item.is_bookmarked, item.bookmarks_count]);

  useChannel(channel, (event, data) => {
    if (event === pushes.bookmarks && data.id === item.id) setState((current) => ({ ...current, bookmarks_count: data.bookmarks_count }));
  });

  const toggle = async () => {
    if (!auth.user) {
      open('login');
      return false;
    }
    const adding = !state.is_bookmarked;
    const body = { bookmarked: type, id: item.id };
    const answer = await run(() => api(adding ? calls.bookmarks.add : calls.bookmarks.remove, { body }));
    if (!answer) return state.is_bookmarked;
    setState({ is_bookmarked: adding, bookmarks_count: answer.bookmarks });
    toast.success(t(adding ? 'bookmarks.added' : 'bookmarks.removed'));
    return adding;
  };

  return { type, id: item.id, state, pending, toggle };
}

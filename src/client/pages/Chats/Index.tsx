/** A message arriving anywhere reloads the first page, so the order (unread first, then newest) stays true. */
import { useCallback, useState } from 'react';
import { router } from '@inertiajs/react';
import { MessageCircle } from '../../ui/icons.ts';
import type { ChatDto } from '../../../shared/dto/chat.ts';
import { ChatListItem, useUnreadChatsChanged } from '../../features/chats/index.ts';
import { listPage } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { appendUnique, type LoadStatus } from '../../ui/usePaginatedList.ts';

const CHATS_SCROLL_DISTANCE = 500;

export default function ChatsIndex() {
  const t = useT();
  const { chats } = usePageProps<'Chats/Index'>();
  const [state, setState] = useState({ first: chats, items: chats.data, next: chats.next_page_url, pages: 1 });
  const [status, setStatus] = useState<LoadStatus>('idle');
  // A reloaded first page replaces the grown list: its order is the newer one.
  if (state.first !== chats) setState({ first: chats, items: chats.data, next: chats.next_page_url, pages: 1 });

  const loadMore = useCallback(() => {
    if (!state.next || status === 'loading') return;
    setStatus('loading');
    listPage('Chats/Index', 'chats', state.next).then(
      (more) => {
        setState((current) => ({ ...current, items: appendUnique(current.items, more.data), next: more.next_page_url, pages: current.pages + 1 }));
        setStatus('idle');
      },
      () => setStatus('error'),
    );
  }, [state.next, status]);

  useUnreadChatsChanged(() => router.reload({ only: ['chats'] }));

  return (
    <section className="rounded-xl bg-surface px-2 py-3 nav:px-3">
      <h1 className="px-3 pb-2 pt-1 text-[26px] font-bold leading-tight tracking-[-0.015em]">{t('chats.title')}</h1>
      {state.items.length === 0 ? (
        <EmptyState icon={MessageCircle} title={t('chats.empty')} className="py-14" />
      ) : (
        <ul className="flex flex-col" data-chat-list>
          {state.items.map((chat: ChatDto) => (
            <ChatListItem key={chat.id} chat={chat} />
          ))}
        </ul>
      )}
      <InfiniteScrollFoot list={{ hasMore: state.next !== null, grew: state.pages > 1, status, loadMore }} distance={CHATS_SCROLL_DISTANCE} />
    </section>
  );
}

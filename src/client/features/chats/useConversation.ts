/** Opening the chat marks it read, and so does every message heard while it is open. */
import { useCallback, useEffect, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { CHAT_LIMITS, type ChatTypingPush, type MessageDto } from '../../../shared/dto/chat.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api, listPage } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import type { PageProps } from '../../../shared/pages.ts';
import type { LoadStatus } from '../../ui/usePaginatedList.ts';
import { mergeMessages } from './message-groups.ts';
import { announceUnreadChats } from './unread-chats.ts';

export interface Conversation {
  messages: MessageDto[];
  hasOlder: boolean;
  olderStatus: LoadStatus;
  loadOlder(): void;
  readUpTo: number;
  typing: ChatTypingPush | null;
  add(message: MessageDto): void;
  /** Bumped when a message from someone else arrives: the view scrolls to it. */
  arrivals: number;
}

export function useConversation({ chat, messages: firstPage, read_up_to, auth }: PageProps<'Chats/Show'>): Conversation {
  const me = auth.user!.id;
  const [messages, setMessages] = useState(firstPage.data);
  const [older, setOlder] = useState(firstPage.next_page_url);
  const [olderStatus, setOlderStatus] = useState<LoadStatus>('idle');
  const [readUpTo, setReadUpTo] = useState(read_up_to ?? 0);
  const [typing, setTyping] = useState<ChatTypingPush | null>(null);
  const [arrivals, setArrivals] = useState(0);

  const markRead = useCallback(() => {
    api(calls.chats.read, { params: { chatId: chat.id } }).then(({ unread_chats }) => announceUnreadChats(unread_chats), () => {});
  }, [chat.id]);
  useEffect(markRead, [markRead]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), CHAT_LIMITS.typingShownMs);
    return () => clearTimeout(timer);
  }, [typing]);

  const add = useCallback((message: MessageDto) => setMessages((current) => mergeMessages(current, [message])), []);

  useChannel(channels.chat(chat.id), (event, data) => {
    if (event === pushes.chatMessage) {
      add(data);
      if (data.user_id === me) return;
      setTyping((current) => (current?.user_id === data.user_id ? null : current));
      setArrivals((count) => count + 1);
      markRead();
    } else if (event === pushes.chatRead) {
      const { user_id, last_read_message_id } = data;
      if (user_id !== me) setReadUpTo((current) => Math.max(current, last_read_message_id));
    } else if (event === pushes.chatTyping) {
      if (data.user_id !== me) setTyping(data);
    }
  });

  const loadOlder = useCallback(() => {
    if (!older || olderStatus === 'loading') return;
    setOlderStatus('loading');
    listPage('Chats/Show', 'messages', older).then(
      (page) => {
        setMessages((current) => mergeMessages(current, page.data));
        setOlder(page.next_page_url);
        setOlderStatus('idle');
      },
      () => setOlderStatus('error'),
    );
  }, [older, olderStatus]);

  return { messages, hasOlder: older !== null, olderStatus, loadOlder, readUpTo, typing, add, arrivals };
}

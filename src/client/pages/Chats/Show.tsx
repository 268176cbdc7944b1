import { useState } from 'react';
import { ArrowLeft } from '../../ui/icons.ts';
import { channels } from '../../../shared/realtime.ts';
import { MessageComposer, MessageList, useConversation } from '../../features/chats/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

export default function ChatsShow() {
  const t = useT();
  const props = usePageProps<'Chats/Show'>();
  const { chat, online_status } = props;
  const conversation = useConversation(props);
  const [sent, setSent] = useState(0);
  const name = chat.name || t('chats.deletedUser');
  const partner = chat.is_private ? (chat.users[0] ?? null) : null;
  const status = chat.is_private ? online_status : t('chats.members', { count: chat.users.length + 1 });

  return (
    <section className="flex h-[calc(100dvh-var(--header-height)-var(--tabbar-height)-16px)] flex-col overflow-hidden rounded-xl bg-surface nav:h-[calc(100dvh-var(--header-height)-32px)]">
      <header className="flex items-center gap-3 border-b border-line px-2 py-2 nav:px-3">
        <Link href="/m" aria-label={t('chats.back')} title={t('chats.back')} className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-page hover:text-fg">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        {partner ? (
          <Link href={partner.url} className="flex min-w-0 items-center gap-3 hover:text-accent">
            <Avatar image={chat.avatar} name={name} size={40} />
            <ChatTitle name={name} status={status} />
          </Link>
        ) : (
          <span className="flex min-w-0 items-center gap-3">
            <Avatar image={chat.avatar} name={name} size={40} shape={chat.is_private ? 'circle' : 'square'} />
            <ChatTitle name={name} status={status} />
          </span>
        )}
      </header>
      <MessageList conversation={conversation} follow={sent} />
      <p className="h-5 px-4 text-[13px] text-muted nav:px-6" aria-live="polite" data-typing>
        {conversation.typing && t('chats.typing', { name: conversation.typing.name })}
      </p>
      <MessageComposer
        chatId={chat.id}
        channel={channels.chat(chat.id)}
        onSent={(message) => {
          conversation.add(message);
          setSent((count) => count + 1);
        }}
      />
    </section>
  );
}

function ChatTitle({ name, status }: { name: string; status: string | null }) {
  return (
    <span className="min-w-0">
      <h1 className="truncate text-[17px] font-semibold leading-tight">{name}</h1>
      {status && <span className="block truncate text-[13px] text-muted">{status}</span>}
    </span>
  );
}

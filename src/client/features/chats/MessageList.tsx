import { useEffect, useLayoutEffect, useRef } from 'react';
import clsx from 'clsx';
import { Check, CheckCheck, LoaderCircle } from '../../ui/icons.ts';
import { dateFormatter } from '../../../shared/format/formatters.ts';
import { DATE_LOCALES, formatDateTime } from '../../../shared/format/dates.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { groupMessages } from './message-groups.ts';
import type { Conversation } from './useConversation.ts';

const OLDER_DISTANCE = 500;

export function MessageList({ conversation, follow }: { conversation: Conversation; follow: number }) {
  const t = useT();
  const { auth, language, timeZone } = usePageProps();
  const me = auth.user!.id;
  const { messages, hasOlder, olderStatus, loadOlder, readUpTo, arrivals } = conversation;
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: messages[0]?.id, height: 0 });

  // Older messages went in above: keep the reader's view where it was.
  useLayoutEffect(() => {
    const element = box.current!;
    const first = messages[0]?.id;
    if (previous.current.height > 0 && first !== previous.current.first) element.scrollTop += element.scrollHeight - previous.current.height;
    previous.current = { first, height: element.scrollHeight };
  }, [messages]);

  // The newest message is in view on opening, after sending, and when someone else's arrives.
  useLayoutEffect(() => {
    const element = box.current!;
    element.scrollTop = element.scrollHeight;
    previous.current.height = element.scrollHeight;
  }, [follow, arrivals]);

  useEffect(() => {
    const element = top.current;
    if (!element || !hasOlder || olderStatus !== 'idle') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadOlder(), {
      root: box.current,
      rootMargin: `${OLDER_DISTANCE}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasOlder, olderStatus, loadOlder]);

  const time = dateFormatter('time', DATE_LOCALES[language], timeZone);
  return (
    <div ref={box} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 nav:px-5" data-messages tabIndex={0} aria-label={t('chats.messages')}>
      <div ref={top} className="flex min-h-2 justify-center" aria-live="polite">
        {olderStatus === 'loading' && <LoaderCircle className="size-5 animate-spin text-muted" aria-label={t('chats.loadingOlder')} />}
        {olderStatus === 'error' && (
          <Button onClick={loadOlder} className="my-2">
            {t('postUi.list.retry')}
          </Button>
        )}
      </div>
      {messages.length === 0 && <p className="py-10 text-center text-[14px] text-muted">{t('chats.noMessages')}</p>}
      <ol className="flex flex-col gap-3">
        {groupMessages(messages).map((group) => {
          const mine = group.user.id === me;
          return (
            <li key={group.key} className={clsx('flex gap-2', mine && 'flex-row-reverse')}>
              {!mine && (
                <Link href={group.user.url} className="mt-0.5 self-start" tabIndex={-1} aria-hidden="true">
                  <Avatar image={group.user.avatar} name={group.user.name} size={32} />
                </Link>
              )}
              <div className={clsx('flex min-w-0 max-w-[80%] flex-col gap-1', mine ? 'items-end' : 'items-start')}>
                {!mine && (
                  <Link href={group.user.url} className="px-1 text-[13px] font-semibold hover:text-accent">
                    {group.user.name}
                  </Link>
                )}
                {group.messages.map((message) => (
                  <div
                    key={message.id}
                    data-message-id={message.id}
                    className={clsx('max-w-full rounded-2xl px-3 py-2 text-[15px] leading-[1.45]', mine ? 'bg-accent-soft text-fg' : 'bg-page text-fg')}
                  >
                    {message.image && (
                      <a href={message.image.url} target="_blank" rel="noreferrer" className="mb-1 block">
                        <img src={message.image.url} alt={t('chats.picture')} width={message.image.width || undefined} height={message.image.height || undefined} loading="lazy" className="max-h-[320px] w-auto rounded-xl object-contain" />
                      </a>
                    )}
                    {message.content && <p className="whitespace-pre-wrap break-words">{message.content}</p>}
                    <span className="float-right ml-3 mt-1 inline-flex items-center gap-1 text-[12px] text-muted">
                      <time dateTime={message.created_at} title={formatDateTime(message.created_at, language, timeZone)}>
                        {time.format(new Date(message.created_at))}
                      </time>
                      {mine && <ReadTick read={message.id <= readUpTo} />}
                    </span>
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ReadTick({ read }: { read: boolean }) {
  const t = useT();
  const Icon = read ? CheckCheck : Check;
  return (
    <span data-read={read} title={read ? t('chats.read') : t('chats.sent')}>
      <Icon className={clsx('size-3.5', read && 'text-accent')} aria-hidden="true" />
      <span className="sr-only">{read ? t('chats.read') : t('chats.sent')}</span>
    </span>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import clsx from 'clsx';
import { calls } from '../../../../shared/api/index.ts';
import type { BanEntryDto, ManagerType } from '../../../../shared/dto/community.ts';
import type { SubsiteCard } from '../../../../shared/dto/subsite.ts';
import { formatDay } from '../../../../shared/format/dates.ts';
import { BanModal, TopicForm, type TopicDraft } from '../../../features/communities/index.ts';
import { TelegramPanel } from '../../../features/telegram/index.ts';
import { WebhooksPanel, type NewWebhook } from '../../../features/webhooks/index.ts';
import { api } from '../../../platform/api.ts';
import { usePageProps } from '../../../platform/usePageProps.ts';
import { useT } from '../../../platform/useT.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Link } from '../../../ui/Link.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useFormAction } from '../../../ui/useFormAction.ts';

const FIRST = 3;
const SEARCH_MIN = 3;

function BasicTab() {
  const { community } = usePageProps<'User/CommunitySettings/Index'>();
  const t = useT();
  const toast = useToast();

  async function update(draft: TopicDraft) {
    await api(calls.communities.update, { params: { owner: community.slug }, body: draft });
    toast.success(t('communities.form.saved'));
    router.reload({ only: ['community'] });
  }

  const { name, description, rules, whoCanCreatePost } = community;
  return <TopicForm initial={{ name, description, rules, whoCanCreatePost }} submitLabel={t('communities.form.save')} save={update} className="flex flex-col gap-5" testId="settings-basic" />;
}

function Person({ person, children, wrap = false }: { person: SubsiteCard; children?: React.ReactNode; wrap?: boolean }) {
  return (
    <li className={clsx('flex items-center gap-2.5 py-1.5', wrap && 'flex-wrap')}>
      <Avatar image={person.avatar} name={person.name} size={32} />
      <Link href={person.url} className="min-w-0 flex-1 truncate text-[15px] hover:text-accent">
        {person.name}
      </Link>
      {children}
    </li>
  );
}

function Group<T>({ title, items, render, testId }: { title: string; items: T[]; render(item: T): React.ReactNode; testId: string }) {
  const t = useT();
  const [all, setAll] = useState(false);
  return (
    <section className="flex flex-col gap-1" data-testid={testId}>
      <h2 className="text-[15px] font-semibold">{title}</h2>
      {items.length === 0 ? <p className="text-[14px] text-muted">{t('communities.settings.none')}</p> : <ul className="flex flex-col">{(all ? items : items.slice(0, FIRST)).map(render)}</ul>}
      {items.length > FIRST && (
        <button type="button" className="self-start text-[14px] font-medium text-accent hover:underline" aria-expanded={all} onClick={() => setAll(!all)}>
          {t(all ? 'communities.settings.hide' : 'communities.settings.showAll')}
        </button>
      )}
    </section>
  );
}

function ParticipantsTab() {
  const { community, participants, abilities, language, timeZone } = usePageProps<'User/CommunitySettings/Index'>();
  const t = useT();
  const toast = useToast();
  const searching = useFormAction();
  const { run } = useFormAction();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<SubsiteCard[]>([]);
  const [banning, setBanning] = useState<SubsiteCard | null>(null);
  const owner = { owner: community.slug };
  const reload = () => router.reload({ only: ['participants'] });

  async function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim().length < SEARCH_MIN) return;
    const answer = await searching.run(() => api(calls.communities.search, { params: owner, query: { search: query.trim() } }));
    if (answer) setFound(answer.users);
  }

  async function change(send: () => Promise<unknown>, done: string) {
    if (!(await run(send))) return;
    toast.success(done);
    reload();
  }

  const appoint = (user: SubsiteCard, type: ManagerType) => change(() => api(calls.communities.addUser, { params: owner, body: { user_id: user.id, type } }), t('communities.settings.appointed'));
  const remove = (user: SubsiteCard, type: ManagerType) => change(() => api(calls.communities.removeUser, { params: owner, body: { user_id: user.id, type } }), t('communities.settings.removed'));
  const unban = (entry: BanEntryDto) => change(() => api(calls.communities.unban, { params: owner, body: { user_id: entry.user.id } }), t('communities.settings.unbanned'));

  const mayManage = (type: ManagerType) => (type === 'admin' ? abilities.manage_admins : abilities.manage_staff);
  const admins = participants.owner ? [participants.owner, ...participants.admin] : participants.admin;

  return (
    <div className="flex flex-col gap-6" data-testid="settings-participants">
      <form onSubmit={search} role="search" className="flex flex-col gap-2">
        <label htmlFor="participant-search" className="text-sm font-medium">
          {t('communities.settings.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="participant-search"
            type="search"
            value={query}
            minLength={SEARCH_MIN}
            maxLength={64}
            placeholder={t('communities.settings.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-lg border border-control bg-[var(--bg)] px-3.5 text-[15px] outline-none focus:border-accent focus:ring-3 focus:ring-accent/20"
          />
          <Button type="submit" disabled={query.trim().length < SEARCH_MIN}>
            {t('communities.settings.find')}
          </Button>
        </div>
        {found.length > 0 && (
          <ul className="flex flex-col rounded-lg border border-line px-3" data-testid="participant-results">
            {found.map((person) => (
              <Person key={person.id} person={person} wrap>
                <span className="flex flex-wrap justify-end gap-1">
                  {(['admin', 'moder', 'editor'] as const).filter(mayManage).map((type) => (
                    <Button key={type} className="h-8 px-2.5 text-[13px]" onClick={() => void appoint(person, type)}>
                      {t(`communities.appointAs.${type}`)}
                    </Button>
                  ))}
                  {abilities.ban && (
                    <Button className="h-8 px-2.5 text-[13px] text-red-700 dark:text-red-300" onClick={() => setBanning(person)}>
                      {t('communities.ban.submit')}
                    </Button>
                  )}
                </span>
              </Person>
            ))}
          </ul>
        )}
      </form>

      {(['admin', 'moder', 'editor'] as const).map((type) => (
        <Group
          key={type}
          testId={`participants-${type}`}
          title={t(`communities.roles.${type}`)}
          items={type === 'admin' ? admins : participants[type]}
          render={(person) => (
            <Person key={person.id} person={person}>
              {mayManage(type) && person.id !== participants.owner?.id && (
                <Button className="h-8 px-2.5 text-[13px]" onClick={() => void remove(person, type)} aria-label={`${t('communities.settings.remove')}: ${person.name}`}>
                  {t('communities.settings.remove')}
                </Button>
              )}
            </Person>
          )}
        />
      ))}

      <Group
        testId="participants-banned"
        title={t('communities.roles.banned')}
        items={participants.banned}
        render={(entry) => (
          <li key={entry.user.id} className="flex items-start gap-2.5 py-1.5">
            <Avatar image={entry.user.avatar} name={entry.user.name} size={32} />
            <div className="min-w-0 flex-1">
              <Link href={entry.user.url} className="block truncate text-[15px] hover:text-accent">
                {entry.user.name}
              </Link>
              <p className="text-[13px] text-muted">
                {entry.date_unbanned ? t('communities.settings.bannedUntil', { date: formatDay(entry.date_unbanned, language, timeZone) }) : t('communities.settings.banForever')}
                {' · '}
                {t('communities.settings.reason', { reason: entry.reason })}
              </p>
            </div>
            {abilities.ban && (
              <Button className="h-8 px-2.5 text-[13px]" onClick={() => void unban(entry)} aria-label={`${t('communities.settings.unban')}: ${entry.user.name}`}>
                {t('communities.settings.unban')}
              </Button>
            )}
          </li>
        )}
      />

      {banning && (
        <BanModal
          open
          onOpenChange={(open) => !open && setBanning(null)}
          communitySlug={community.slug}
          user={banning}
          onBanned={() => {
            setFound([]);
            reload();
          }}
        />
      )}
    </div>
  );
}

function WebhooksTab() {
  const { community, webhooks } = usePageProps<'User/CommunitySettings/Index'>();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px] text-muted">{t('webhooks.lead')}</p>
      <WebhooksPanel webhooks={webhooks} create={(body: NewWebhook) => api(calls.webhooks.communityCreate, { params: { id: community.id }, body })} reload={() => router.reload({ only: ['webhooks'] })} />
    </div>
  );
}

function TelegramTab() {
  const { community, telegram } = usePageProps<'User/CommunitySettings/Index'>();
  return telegram && <TelegramPanel subsiteId={community.id} state={telegram} />;
}

export default function CommunitySettings() {
  const { community, tab } = usePageProps<'User/CommunitySettings/Index'>();
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the open tab may lie past the strip's edge: the strip scrolls to it, the page does not.
  useEffect(() => {
    const strip = nav.current;
    const open = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && open) strip.scrollLeft = Math.max(0, open.offsetLeft + open.offsetWidth - strip.clientWidth);
  }, [tab]);
  const tabs = [
    { key: 'basic', href: `${community.url}/settings`, label: t('communities.settings.basic') },
    { key: 'participants', href: `${community.url}/settings?tab=participants`, label: t('communities.settings.participants') },
    { key: 'webhooks', href: `${community.url}/settings?tab=webhooks`, label: t('webhooks.title') },
    { key: 'telegram', href: `${community.url}/settings?tab=telegram`, label: t('telegram.title') },
  ] as const;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 px-1">
        <h1 className="text-[26px] font-bold tracking-[-0.015em]">{t('communities.settings.title')}</h1>
        <Link href={community.url} className="text-[15px] font-medium text-accent hover:underline">
          {t('communities.settings.openTopic')}
        </Link>
      </div>
      <div className="rounded-xl bg-surface px-4 py-5 nav:px-6">
        {/* Scrolls sideways on a narrow screen; the baseline is a shadow, which scrolling does not clip as it would a border. */}
        <nav ref={nav} aria-label={t('communities.settings.tabs')} className="relative mb-5 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-line)]">
          {tabs.map((item) => (
            <Link
              key={item.key}
              href={item.href}
              aria-current={tab === item.key ? 'page' : undefined}
              className={clsx('shrink-0 whitespace-nowrap border-b-2 px-3 pb-2.5 text-[15px] font-medium transition-colors', tab === item.key ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg')}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {tab === 'basic' ? <BasicTab /> : tab === 'participants' ? <ParticipantsTab /> : tab === 'webhooks' ? <WebhooksTab /> : <TelegramTab key={community.id} />}
      </div>
    </>
  );
}

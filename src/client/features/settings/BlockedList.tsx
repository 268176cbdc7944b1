import { useEffect, useState, type ReactNode } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { BLOCK_SEARCH_MIN, BLOCKED_USERS_SHOWN, type BlockedSubsiteDto } from '../../../shared/dto/settings.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { RowActionButton, type FormRun } from '../../ui/RowActionButton.tsx';
import { ShowAllToggle } from './ShowAllToggle.tsx';

const SEARCH_DELAY_MS = 300;

export function BlockedList({ initial }: { initial: BlockedSubsiteDto[] }) {
  const t = useT();
  const toast = useToast();
  const fail = useFailureToast();
  const [blocked, setBlocked] = useState(initial);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<BlockedSubsiteDto[] | null>(null);
  const [all, setAll] = useState(false);
  const query = search.trim();

  useEffect(() => {
    if (query.length < BLOCK_SEARCH_MIN) {
      setFound(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api(calls.settings.blockListSearch, { query: { search: query } })
        .then((answer) => current && setFound(answer.data))
        .catch((error: unknown) => current && fail(error));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, fail]);

  async function block(subsite: BlockedSubsiteDto, run: FormRun) {
    if (blocked.some((item) => item.id === subsite.id)) {
      toast.error(t('settings.errors.userBlocked'));
      return;
    }
    if (!(await run(() => api(calls.ignores.ignore, { params: { id: subsite.id } })))) return;
    setBlocked((list) => [{ ...subsite, is_ignore: true }, ...list]);
    setFound((list) => list?.map((item) => (item.id === subsite.id ? { ...item, is_ignore: true } : item)) ?? null);
  }

  async function unblock(subsite: BlockedSubsiteDto, run: FormRun) {
    const at = blocked.findIndex((item) => item.id === subsite.id);
    setBlocked((list) => list.filter((item) => item.id !== subsite.id));
    // Put back this row alone: another row removed meanwhile stays removed.
    if (!(await run(() => api(calls.ignores.unignore, { params: { id: subsite.id } })))) return setBlocked((list) => list.toSpliced(at, 0, subsite));
    setFound((list) => list?.map((item) => (item.id === subsite.id ? { ...item, is_ignore: false } : item)) ?? null);
  }

  const shown = all ? blocked : blocked.slice(0, BLOCKED_USERS_SHOWN);
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="settings-block-search" className="sr-only">
        {t('settings.feed.blockedSearch')}
      </label>
      <input
        id="settings-block-search"
        type="search"
        value={search}
        maxLength={64}
        placeholder={t('settings.feed.blockedSearch')}
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby="settings-block-search-hint"
        className="h-10 w-full rounded-lg border border-control bg-surface px-3 text-[15px] text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
      />
      {query.length > 0 && query.length < BLOCK_SEARCH_MIN && (
        <p id="settings-block-search-hint" className="text-[13px] text-muted">
          {t('settings.feed.blockedSearchHint')}
        </p>
      )}
      {found && (
        <ul className="flex flex-col rounded-lg border border-line" aria-label={t('settings.feed.blockedSearch')}>
          {found.length === 0 && <li className="px-3 py-2 text-[14px] text-muted">{t('settings.feed.blockedNothingFound')}</li>}
          {found.map((subsite) => (
            <Row key={subsite.id} subsite={subsite}>
              <RowActionButton className={buttonClass('secondary')} send={(run) => block(subsite, run)}>
                {t('settings.feed.block')}
              </RowActionButton>
            </Row>
          ))}
        </ul>
      )}
      {blocked.length === 0 ? (
        <p className="text-[14px] text-muted">{t('settings.feed.blockedEmpty')}</p>
      ) : (
        <ul className="flex flex-col" aria-label={t('settings.feed.blocked')} data-testid="blocked-users">
          {shown.map((subsite) => (
            <Row key={subsite.id} subsite={subsite}>
              <RowActionButton className={buttonClass('secondary')} send={(run) => unblock(subsite, run)}>
                {t('settings.feed.unblock')}
              </RowActionButton>
            </Row>
          ))}
        </ul>
      )}
      <ShowAllToggle total={blocked.length} shown={BLOCKED_USERS_SHOWN} all={all} onToggle={() => setAll((value) => !value)} />
    </div>
  );
}

function Row({ subsite, children }: { subsite: BlockedSubsiteDto; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 px-1 py-2">
      <Link href={subsite.url} className="flex min-w-0 flex-1 items-center gap-3 hover:text-accent">
        <Avatar image={subsite.avatar} name={subsite.title} size={36} />
        <span className="truncate text-[15px] font-medium">{subsite.title}</span>
      </Link>
      {children}
    </li>
  );
}

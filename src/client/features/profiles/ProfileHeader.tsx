import { useState } from 'react';
import { Camera, ScrollText, Settings } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { DESCRIPTION_CUT, type CoverDto, type ImageDto, type SubsiteProfile } from '../../../shared/dto/subsite.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { OnlineStatus as OnlineStatusDto } from '../../../shared/online-status.ts';
import { MessageButton } from '../chats/index.ts';
import { OnlineStatus } from '../presence/index.ts';
import { FollowButton, useFollowersCount } from '../follows/index.ts';
import { BlockButton } from '../ignores/index.ts';
import { TopPlaceBadge, VerifiedBadge } from '../posts/index.ts';
import { PeopleDialog, type PeopleKind } from './PeopleDialog.tsx';
import { ProfileCover } from './ProfileCover.tsx';
import { fileBody, usePictureAction } from './usePictureAction.ts';

export function cutDescription(text: string): string | null {
  if (text.length <= DESCRIPTION_CUT) return null;
  const head = text.slice(0, DESCRIPTION_CUT);
  const space = head.lastIndexOf(' ');
  return `${(space > DESCRIPTION_CUT - 20 ? head.slice(0, space) : head).trimEnd()}…`;
}

function Description({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cut = cutDescription(text);
  if (!text) return null;
  return (
    <p className="whitespace-pre-line text-[15px] leading-relaxed" data-testid="profile-description">
      {open || !cut ? text : cut}{' '}
      {cut && (
        <button type="button" className="font-medium text-accent hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'profiles.showLess' : 'profiles.showMore')}
        </button>
      )}
    </p>
  );
}

function AvatarPicture({ subsite, image, onChange }: { subsite: SubsiteProfile; image: ImageDto | null; onChange(image: ImageDto): void }) {
  const t = useT();
  const { busy, run } = usePictureAction();
  const avatar = <Avatar image={image} name={subsite.name} size={96} shape={subsite.is_user ? 'circle' : 'square'} className="ring-4 ring-[var(--surface)]" />;
  if (!subsite.can_edit) return avatar;
  async function upload(file: File | undefined) {
    if (!file) return;
    const answer = await run(() => api(calls.profiles.avatar, { params: { id: subsite.id }, body: fileBody(file) }), t('profiles.avatar.changed'));
    if (answer) onChange(answer.avatar);
  }
  return (
    <label className={`group relative block cursor-pointer ${subsite.is_user ? 'rounded-full' : 'rounded-lg'}`} title={t('profiles.avatar.change')}>
      {avatar}
      <span className={`absolute inset-1 flex items-center justify-center bg-black/45 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 ${subsite.is_user ? 'rounded-full' : 'rounded-lg'}`}>
        <Camera className="size-6" aria-hidden="true" />
      </span>
      <input type="file" accept="image/*" className="sr-only" disabled={busy} aria-label={t('profiles.avatar.change')} onChange={(event) => upload(event.target.files?.[0])} />
    </label>
  );
}

export function ProfileHeader({ subsite, onlineStatus }: { subsite: SubsiteProfile; onlineStatus: OnlineStatusDto | null }) {
  const t = useT();
  const { auth } = usePageProps();
  const [header, setHeader] = useState<CoverDto | null>(subsite.header);
  const [avatar, setAvatar] = useState<ImageDto | null>(subsite.avatar);
  const [people, setPeople] = useState<PeopleKind | null>(null);
  const [rules, setRules] = useState(false);
  const own = auth.user?.id === subsite.id;
  const followers = useFollowersCount(subsite.id, subsite.followers_count);
  const year = new Date(subsite.created_at).getUTCFullYear();

  return (
    <section aria-labelledby="profile-name" className="mb-4 rounded-xl bg-surface">
      <ProfileCover subsiteId={subsite.id} header={header} canEdit={subsite.can_edit} onChange={setHeader} />
      <div className="flex flex-col gap-3 px-4 pb-5 nav:px-7">
        <div className="relative z-10 -mt-12 flex items-end justify-between gap-3">
          <AvatarPicture subsite={subsite} image={avatar} onChange={setAvatar} />
          <div className="flex flex-wrap justify-end gap-2 pb-1">
            {own ? (
              <Link href="/settings" className={buttonClass('secondary')}>
                <Settings className="size-4" aria-hidden="true" />
                {t('profiles.settings')}
              </Link>
            ) : (
              <>
                {subsite.can_edit && (
                  <Link href={subsite.is_user ? '/settings' : `${subsite.url}/settings`} className={buttonClass('secondary')} aria-label={t('profiles.settings')} title={t('profiles.settings')}>
                    <Settings className="size-4" aria-hidden="true" />
                  </Link>
                )}
                {subsite.is_user && auth.user && (
                  <MessageButton userId={subsite.id} label={t('profiles.message')} />
                )}
                <FollowButton subsite={subsite} />
                <BlockButton subsite={subsite} />
              </>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <h1 id="profile-name" className="flex min-w-0 items-center gap-1.5 text-[24px] font-bold leading-tight tracking-[-0.015em]">
            <span className="truncate">{subsite.name}</span>
            {subsite.is_official && <VerifiedBadge />}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[14px] text-muted" data-testid="profile-facts">
            <span>@{subsite.slug}</span>
            <span title={t('profiles.rating')}>
              <span className="sr-only">{t('profiles.rating')}: </span>
              <span className={subsite.rating > 0 ? 'font-medium text-emerald-700 dark:text-emerald-400' : undefined}>
                {subsite.rating > 0 ? '+' : ''}
                {abbreviateNumber(subsite.rating)}
              </span>
            </span>
            {/* The badge is itself the link to the top of blogs: wrapping it would nest links. */}
            <TopPlaceBadge place={subsite.current_rating_place} />
            <span>{t('profiles.since', { year })}</span>
            {onlineStatus && <OnlineStatus status={onlineStatus} />}
          </div>
        </div>
        <Description text={subsite.description} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-[14px]">
          <button type="button" className="hover:text-accent" onClick={() => setPeople('followers')}>
            {t('profiles.followers', { count: followers })}
          </button>
          {subsite.is_user && (
            <button type="button" className="hover:text-accent" onClick={() => setPeople('followings')}>
              {t('profiles.followings', { count: subsite.followings_count })}
            </button>
          )}
          {subsite.rules && (
            <button type="button" className="inline-flex items-center gap-1 hover:text-accent" onClick={() => setRules(true)}>
              <ScrollText className="size-4" aria-hidden="true" />
              {t('profiles.rules')}
            </button>
          )}
        </div>
      </div>
      {people && <PeopleDialog kind={people} subsiteId={subsite.id} open onOpenChange={(open) => !open && setPeople(null)} />}
      <Modal open={rules} onOpenChange={setRules} title={t('profiles.rulesTitle', { name: subsite.title })}>
        <p className="mt-4 whitespace-pre-line text-[15px] leading-relaxed">{subsite.rules}</p>
      </Modal>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import { DESCRIPTION_MAX, NAME_MAX, type ProfileSettingsDto } from '../../../shared/dto/settings.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { SLUG_MAX, SLUG_MIN } from '../../../shared/slugs.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const INPUT = 'h-10 w-full rounded-lg border border-control bg-surface px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:bg-page disabled:text-muted';

/** The page's account and settings props after a rename: the header's name and address change too. */
const reloadAccount = () => router.reload({ only: ['auth', 'settings'] });

function LockedNote({ after, kind }: { after: string | null; kind: 'renameLocked' | 'reslugLocked' }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  if (!after) return null;
  return <span className="text-[13px] text-muted">{t(`settings.profile.${kind}`, { date: formatDay(after, language, timeZone) })}</span>;
}

export function NameField({ settings }: { settings: ProfileSettingsDto }) {
  const t = useT();
  const toast = useToast();
  const [name, setName] = useState(settings.name);
  const { busy, run } = useFormAction();
  const locked = !settings.can_rename;
  const left = NAME_MAX - name.length;

  async function submit(event: FormEvent) {
    if (!(await run(() => api(calls.settings.name, { body: { name } }), { event }))) return;
    toast.success(t('settings.profile.nameChanged'));
    reloadAccount();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5">
      <label htmlFor="settings-name" className="text-[14px] font-medium">
        {t('settings.profile.name')}
      </label>
      <div className="flex gap-2">
        <input
          id="settings-name"
          className={INPUT}
          value={name}
          maxLength={NAME_MAX}
          disabled={locked}
          aria-describedby={locked ? undefined : 'settings-name-left'}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={locked || busy || !name.trim() || name === settings.name}>
          {t('settings.save')}
        </Button>
      </div>
      {locked ? (
        <LockedNote after={settings.rename_after} kind="renameLocked" />
      ) : (
        <span id="settings-name-left" className="text-[13px] text-muted" aria-live="polite">
          {t('settings.profile.nameHint', { count: left })}
        </span>
      )}
    </form>
  );
}

export function DescriptionField({ settings }: { settings: ProfileSettingsDto }) {
  const t = useT();
  const toast = useToast();
  const [description, setDescription] = useState(settings.description);
  const [saved, setSaved] = useState(settings.description);
  const { busy, run } = useFormAction();

  async function submit(event: FormEvent) {
    const answer = await run(() => api(calls.settings.description, { body: { description } }), { event });
    if (!answer) return;
    setDescription(answer.description);
    setSaved(answer.description);
    toast.success(t('settings.profile.descriptionSaved'));
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor="settings-description" className="text-[14px] font-medium">
        {t('settings.profile.description')}
      </label>
      <textarea
        id="settings-description"
        className={`${INPUT} h-[88px] resize-y py-2`}
        value={description}
        maxLength={DESCRIPTION_MAX}
        placeholder={t('settings.profile.descriptionPlaceholder')}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Button type="submit" variant="primary" className="self-end" disabled={busy || description === saved}>
        {t('settings.save')}
      </Button>
    </form>
  );
}

export function NicknameField({ settings }: { settings: ProfileSettingsDto }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState(settings.slug);
  const { busy, errors, tracked, run } = useFormAction(['slug']);
  const editSlug = tracked('slug', setSlug);
  const fits = slug.length >= SLUG_MIN && slug.length <= SLUG_MAX;

  async function submit(event: FormEvent) {
    if (!(await run(() => api(calls.settings.slug, { body: { slug } }), { event }))) return;
    setOpen(false);
    toast.success(t('settings.profile.nicknameChanged'));
    reloadAccount();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-[14px] font-medium" id="settings-nickname-label">
        {t('settings.profile.nickname')}
      </span>
      <div className="flex items-center gap-2">
        <span className="flex h-10 min-w-0 flex-1 items-center truncate rounded-lg bg-page px-3 text-[15px]" aria-labelledby="settings-nickname-label">
          @{settings.slug}
        </span>
        <Button disabled={!settings.can_rename_slug} onClick={() => setOpen(true)}>
          {t('settings.profile.nicknameChange')}
        </Button>
      </div>
      <LockedNote after={settings.slug_rename_after} kind="reslugLocked" />
      <Modal open={open} onOpenChange={setOpen} title={t('settings.profile.nicknameTitle')}>
        <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-3">
          <label htmlFor="settings-slug" className="sr-only">
            {t('settings.profile.nickname')}
          </label>
          <input
            id="settings-slug"
            className={INPUT}
            value={slug}
            maxLength={SLUG_MAX}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.slug !== undefined}
            aria-describedby="settings-slug-caption"
            onChange={(event) => editSlug(event.target.value.toLowerCase())}
          />
          {errors.slug && (
            <p role="alert" className="text-[14px] text-red-600 dark:text-red-400">
              {errors.slug}
            </p>
          )}
          <p id="settings-slug-caption" className="text-[13px] text-muted">
            {t('settings.profile.nicknameCaption')}
          </p>
          <Button type="submit" variant="primary" disabled={busy || !fits || slug === settings.slug}>
            {t('settings.save')}
          </Button>
        </form>
      </Modal>
    </div>
  );
}

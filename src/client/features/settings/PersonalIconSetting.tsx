import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import type { PersonalIcon } from '../../../shared/dto/personal-icon.ts';
import type { ProfileSettingsDto } from '../../../shared/dto/settings.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { SavedSwitch } from './Switch.tsx';

export function PersonalIconSetting({ settings }: { settings: ProfileSettingsDto }) {
  const t = useT();
  const toast = useToast();
  const [icon, setIcon] = useState<PersonalIcon | null>(settings.personal_icon);
  const fail = useFailureToast();
  const { busy, run } = useFormAction();
  const [catalogue, setCatalogue] = useState<PersonalIcon[]>([]);

  useEffect(() => {
    if (icon) return;
    let current = true;
    api(calls.personalIcons.list, {}).then(
      (answer) => current && setCatalogue(answer.data),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [icon, fail]);

  async function choose(id: string) {
    const answer = await run(() => api(calls.personalIcons.choose, { body: { icon_id: id } }));
    if (!answer) return;
    setIcon(answer.personal_icon);
    toast.success(t('settings.saved'));
  }

  return (
    <div className="flex flex-col gap-3">
      {icon ? (
        <p className="flex items-center gap-2 text-[15px]">
          <img src={icon.path} alt="" width={24} height={24} />
          <span className="text-muted">{t('personalIcons.title')}</span>
        </p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-[14px] text-muted">{t('settings.profile.personalIconPick')}</legend>
          <div className="grid grid-cols-6 gap-1 nav:grid-cols-10">
            {catalogue.map(({ id, path }, index) => (
              <button
                key={id}
                type="button"
                disabled={busy}
                onClick={() => void choose(id)}
                aria-label={t('personalIcons.option', { number: index + 1 })}
                className={clsx('inline-flex aspect-square items-center justify-center rounded-lg hover:bg-page focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60')}
              >
                <img src={path} alt="" width={24} height={24} loading="lazy" />
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <SavedSwitch
        label={t('settings.profile.personalIconShow')}
        initial={settings.personal_icon_enabled}
        savedText={t('settings.profile.statusUpdated')}
        save={async (status) => (await api(calls.personalIcons.status, { body: { status } })).personal_icon_enabled}
      />
    </div>
  );
}

/** The spec allows changing the icon only from one's own badge; other badges are pictures. */
import { useRef, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import type { PersonalIcon } from '../../../shared/dto/personal-icon.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Popup, popupToggle } from '../../ui/Popup.tsx';
import { useFailureToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

function Picture({ icon, size }: { icon: PersonalIcon; size: number }) {
  return <img src={icon.path} alt="" width={size} height={size} loading="lazy" className="shrink-0" draggable={false} />;
}

/** `interactive` false: only the picture, even on one's own badge (it sits inside a link). */
export function PersonalIconBadge({ subsite, size = 16, interactive = true }: { subsite: Pick<SubsiteCard, 'id' | 'personal_icon'>; size?: number; interactive?: boolean }) {
  const t = useT();
  const { auth } = usePageProps();
  const [own, setOwn] = useState<PersonalIcon | null | undefined>(undefined);
  const icon = own === undefined ? subsite.personal_icon : own;
  if (interactive && auth.user?.id === subsite.id && icon) return <OwnBadge icon={icon} size={size} onChosen={setOwn} />;
  return icon ? (
    <span role="img" aria-label={t('personalIcons.badge')} className="inline-flex">
      <Picture icon={icon} size={size} />
    </span>
  ) : null;
}

function OwnBadge({ icon, size, onChosen }: { icon: PersonalIcon; size: number; onChosen(icon: PersonalIcon | null): void }) {
  const t = useT();
  const fail = useFailureToast();
  const { run } = useFormAction();
  const [catalogue, setCatalogue] = useState<PersonalIcon[] | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next || catalogue) return;
    api(calls.personalIcons.list, {}).then((answer) => setCatalogue(answer.data), fail);
  }

  async function choose(id: string) {
    const answer = await run(() => api(calls.personalIcons.choose, { body: { icon_id: id } }));
    if (answer) onChosen(answer.personal_icon);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('personalIcons.change')}
        title={t('personalIcons.change')}
        {...popupToggle(open, onOpenChange)}
        className="inline-flex rounded focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Picture icon={icon} size={size} />
      </button>
      <Popup anchor={button} open={open} onOpenChange={onOpenChange} align="center" className="w-[232px] rounded-xl bg-surface p-2 shadow-lg ring-1 ring-line">
        <p className="px-1 pb-2 text-[13px] font-medium text-muted">{t('personalIcons.title')}</p>
        <div className="grid grid-cols-6 gap-1">
          {(catalogue ?? []).map((choice, index) => (
            <button
              key={choice.id}
              type="button"
              aria-label={t('personalIcons.option', { number: index + 1 })}
              aria-pressed={choice.id === icon.id}
              onClick={() => {
                setOpen(false);
                void choose(choice.id);
              }}
              className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-page aria-pressed:bg-accent/15"
            >
              <Picture icon={choice} size={22} />
            </button>
          ))}
        </div>
      </Popup>
    </>
  );
}

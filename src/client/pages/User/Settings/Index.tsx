import { Bell, KeyRound, Newspaper, PenLine, Send, type IconComponent } from '../../../ui/icons.ts';
import { SettingsLayout } from '../../../features/settings/index.ts';
import { useT } from '../../../platform/useT.ts';
import { Link } from '../../../ui/Link.tsx';

const TILES: ReadonlyArray<{ href: string; icon: IconComponent; name: 'profile' | 'feed' | 'main' | 'notifications' | 'telegram' }> = [
  { href: '/settings/profile', icon: PenLine, name: 'profile' },
  { href: '/settings/feed', icon: Newspaper, name: 'feed' },
  { href: '/settings/main', icon: KeyRound, name: 'main' },
  { href: '/settings/notifications', icon: Bell, name: 'notifications' },
  { href: '/settings/telegram', icon: Send, name: 'telegram' },
];

export default function SettingsIndex() {
  const t = useT();
  return (
    <SettingsLayout title={t('settings.title')} back={false}>
      <ul className="grid grid-cols-1 gap-3 min-[520px]:grid-cols-2">
        {TILES.map(({ href, icon: Icon, name }) => (
          <li key={name}>
            <Link
              href={href}
              className="flex h-full items-start gap-3 rounded-xl bg-surface p-4 transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent nav:p-5"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-[17px] font-semibold">{t(`settings.tiles.${name}`)}</span>
                <span className="mt-0.5 block text-[14px] text-muted">{t(`settings.tiles.${name}Text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsLayout>
  );
}

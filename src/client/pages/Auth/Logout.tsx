/** `GET /logout` asks before signing out; the form works without scripts. */
import { Link } from '../../ui/Link.tsx';
import { LogOut } from '../../ui/icons.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function AuthLogout() {
  const t = useT();
  const { csrf_token: token } = usePageProps<'Auth/Logout'>();
  return (
    <EmptyState
      icon={LogOut}
      title={t('auth.logout.title')}
      text={t('auth.logout.text')}
      className="rounded-xl bg-surface py-16"
      action={
        <form method="post" action="/logout" className="flex gap-3">
          <input type="hidden" name="_token" value={token} />
          <button type="submit" className={buttonClass('primary')}>
            {t('auth.logout.confirm')}
          </button>
          <Link href="/" className={buttonClass('secondary')}>
            {t('auth.logout.cancel')}
          </Link>
        </form>
      }
    />
  );
}

/** The unsubscribe form works without scripts or a session. */
import { MailCheck, MailX } from '../../ui/icons.ts';
import { Link } from '../../ui/Link.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function MailUnsubscribe() {
  const t = useT();
  const { token, topic, unsubscribed } = usePageProps<'Mail/Unsubscribe'>();
  if (unsubscribed) {
    return (
      <EmptyState
        icon={MailCheck}
        title={t('delivery.unsubscribe.doneTitle')}
        text={t(topic === 'digest' ? 'delivery.unsubscribe.doneDigest' : 'delivery.unsubscribe.doneNotification')}
        className="rounded-xl bg-surface py-16"
        action={
          <Link href="/" className={buttonClass('secondary')}>
            {t('delivery.unsubscribe.home')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={MailX}
      title={t(topic === 'digest' ? 'delivery.unsubscribe.digestQuestion' : 'delivery.unsubscribe.notificationQuestion')}
      text={t('delivery.unsubscribe.hint')}
      className="rounded-xl bg-surface py-16"
      action={
        <form method="post" action={`/unsubscribe/${encodeURIComponent(token)}`}>
          <button type="submit" className={buttonClass('primary')}>
            {t('delivery.unsubscribe.confirm')}
          </button>
        </form>
      }
    />
  );
}

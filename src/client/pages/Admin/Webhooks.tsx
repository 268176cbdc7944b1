import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import { AdminCard, AdminLayout } from '../../features/admin/index.ts';
import { WebhooksPanel, type NewWebhook } from '../../features/webhooks/index.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

export default function AdminWebhooks() {
  const t = useT();
  const { webhooks } = usePageProps<'Admin/Webhooks'>();
  return (
    <AdminLayout section="webhooks">
      <AdminCard text={`${t('webhooks.lead')} ${t('webhooks.siteLead')}`}>
        <WebhooksPanel webhooks={webhooks} create={(body: NewWebhook) => api(calls.webhooks.siteCreate, { body })} reload={() => router.reload({ only: ['webhooks'] })} />
      </AdminCard>
    </AdminLayout>
  );
}

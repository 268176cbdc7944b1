// One panel for a community's webhooks (its settings) and the site's (the control panel): only where they are created differs.
import { useState } from 'react';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookDeliveryDto, type WebhookDto, type WebhookEvent } from '../../../shared/dto/webhook.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface NewWebhook {
  url: string;
  events: WebhookEvent[];
}

interface WebhooksPanelProps {
  webhooks: WebhookDto[];
  create(input: NewWebhook): Promise<unknown>;
  /** Fetches the list again after a change. */
  reload(): void;
}

export function WebhooksPanel({ webhooks, create, reload }: WebhooksPanelProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6" data-testid="webhooks">
      {webhooks.length === 0 ? (
        <p className="text-[15px] text-muted">{t('webhooks.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} reload={reload} />
          ))}
        </ul>
      )}
      <NewWebhookForm create={create} reload={reload} />
    </div>
  );
}

function NewWebhookForm({ create, reload }: Pick<WebhooksPanelProps, 'create' | 'reload'>) {
  const t = useT();
  const toast = useToast();
  const { busy, errors, run, tracked } = useFormAction(['url', 'events'] as const);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['post.published']);
  const toggle = tracked('events', (event: WebhookEvent) => setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event])));

  async function submit(event: React.FormEvent) {
    const done = await run(() => create({ url: url.trim(), events }), { event });
    if (!done) return;
    toast.success(t('webhooks.added'));
    setUrl('');
    reload();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 border-t border-line pt-5" data-testid="webhook-form">
      <h2 className="text-[17px] font-semibold">{t('webhooks.add')}</h2>
      <TextField label={t('webhooks.url')} type="url" inputMode="url" placeholder="https://example.com/hooks/pero" value={url} onValueChange={tracked('url', setUrl)} maxLength={WEBHOOK_LIMITS.url} required error={errors.url} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-[14px] font-medium">{t('webhooks.events')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-[15px]">
              <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={events.includes(event)} onChange={() => toggle(event)} />
              {t(`webhooks.event.${event}`)}
            </label>
          ))}
        </div>
        {errors.events && <p className="text-[13px] text-red-600 dark:text-red-400">{errors.events}</p>}
      </fieldset>
      <div>
        <SubmitButton loading={busy} disabled={events.length === 0}>
          {t('webhooks.add')}
        </SubmitButton>
      </div>
    </form>
  );
}

type Confirming = 'rotate' | 'delete' | null;

function WebhookItem({ webhook, reload }: { webhook: WebhookDto; reload(): void }) {
  const t = useT();
  const toast = useToast();
  const { run } = useFormAction();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [log, setLog] = useState<WebhookDeliveryDto[] | null>(null);
  const params = { id: webhook.id };
  const state = webhook.enabled ? t('webhooks.on') : webhook.disabled_reason === 'failures' ? t('webhooks.offFailures', { count: webhook.consecutive_failures }) : t('webhooks.off');

  async function showLog() {
    const deliveries = await run(() => api(calls.webhooks.deliveries, { params }));
    if (deliveries) setLog(deliveries);
  }

  async function toggle(enabled: boolean) {
    if (await run(() => api(calls.webhooks.update, { params, body: { enabled } }))) reload();
  }

  async function ping() {
    if (!(await run(() => api(calls.webhooks.ping, { params })))) return;
    toast.success(t('webhooks.pingSent'));
    await showLog();
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="webhook">
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 flex-1 basis-[240px] break-all font-medium">{webhook.url}</span>
        <span className={clsx('rounded-md px-1.5 py-0.5 text-[12px] font-medium', webhook.enabled ? 'bg-green-600/10 text-green-800 dark:text-green-300' : 'bg-fg/5 text-muted')} data-testid="webhook-state">
          {state}
        </span>
        <Switch checked={webhook.enabled} onChange={(enabled) => void toggle(enabled)} label={webhook.enabled ? t('webhooks.disable') : t('webhooks.enable')} />
      </div>
      <p className="text-[14px] text-muted">{webhook.events.map((event) => t(`webhooks.event.${event}`)).join(' · ')}</p>
      <div className="flex flex-col gap-1">
        <span className="text-[13px] text-muted">{t('webhooks.secret')}</span>
        <code className="break-all rounded-md bg-fg/5 px-2 py-1 text-[13px]" data-testid="webhook-secret">
          {webhook.secret}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void ping()}>{t('webhooks.ping')}</Button>
        <Button onClick={() => (log ? setLog(null) : void showLog())} aria-expanded={log !== null}>
          {t('webhooks.log')}
        </Button>
        <Button onClick={() => setConfirming('rotate')}>{t('webhooks.rotate')}</Button>
        <Button onClick={() => setConfirming('delete')}>{t('webhooks.delete')}</Button>
      </div>
      {log && <DeliveryLog deliveries={log} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'delete' ? t('webhooks.delete') : t('webhooks.rotate')}
        text={confirming === 'delete' ? t('webhooks.deleteConfirm') : t('webhooks.rotateConfirm')}
        confirmLabel={confirming === 'delete' ? t('webhooks.delete') : t('webhooks.rotate')}
        cancelLabel={t('webhooks.cancel')}
        onConfirm={async () => {
          if (confirming === 'delete') await api(calls.webhooks.destroy, { params });
          else await api(calls.webhooks.rotateSecret, { params });
          reload();
        }}
      />
    </li>
  );
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDeliveryDto[] }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  if (deliveries.length === 0) return <p className="text-[14px] text-muted">{t('webhooks.logEmpty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line text-[14px]" data-testid="webhook-log">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="flex flex-col gap-0.5 py-2">
          <div className="flex flex-wrap gap-x-3">
            <span className="font-medium">{t(`webhooks.event.${delivery.event}`)}</span>
            <span className={delivery.status === 'failed' ? 'text-red-600 dark:text-red-400' : 'text-muted'}>{t(`webhooks.status.${delivery.status}`)}</span>
            <time dateTime={delivery.created_at} className="text-muted">
              {formatDateTime(delivery.created_at, language, timeZone)}
            </time>
          </div>
          {delivery.attempts.map((attempt) => (
            <span key={attempt.attempt} className="text-[13px] text-muted">
              {t('webhooks.attempt', { attempt: attempt.attempt, result: attempt.status_code === null ? (attempt.error ?? '') : String(attempt.status_code), duration: attempt.duration_ms })}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

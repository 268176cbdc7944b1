/** Whether this browser receives any push; which kinds are pushed is up to the per-kind switches beside it. */
import { useEffect, useState } from 'react';
import { BellOff, BellRing } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

type PushState = 'loading' | 'unsupported' | 'blocked' | 'on' | 'off';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function save(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete subscription');
  await api(calls.delivery.subscribePush, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
}

async function subscribe(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { public_key: key } = await api(calls.delivery.pushKey);
  // A subscription made with another key (the site's pair was replaced) cannot be reused.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  await save(subscription);
  return 'on';
}

async function unsubscribe(): Promise<PushState> {
  const subscription = await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription();
  if (subscription) {
    await api(calls.delivery.unsubscribePush, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

export function PushToggle() {
  const t = useT();
  const [state, setState] = useState<PushState>('loading');
  const { busy, run } = useFormAction();

  useEffect(() => {
    let current = true;
    const settle = (next: PushState) => current && setState(next);
    if (!supported()) settle('unsupported');
    else if (Notification.permission === 'denied') settle('blocked');
    else {
      void navigator.serviceWorker
        .getRegistration('/')
        .then((registration) => registration?.pushManager.getSubscription() ?? null)
        .then(async (subscription) => {
          if (!subscription || Notification.permission !== 'granted') return settle('off');
          // The browser may have been subscribed by whoever signed in here before: it is now this member's.
          await save(subscription).catch(() => undefined);
          settle('on');
        })
        .catch(() => settle('off'));
    }
    return () => {
      current = false;
    };
  }, []);

  async function allow() {
    const next = await run(subscribe, { fallback: t('delivery.push.failed') });
    if (next) setState(next);
  }

  async function turnOff() {
    const next = await run(unsubscribe);
    if (next) setState(next);
  }

  const Icon = state === 'on' ? BellRing : BellOff;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-push-state={state}>
      <div className="flex min-w-0 items-start gap-3">
        <Icon className={`mt-0.5 size-5 shrink-0 ${state === 'on' ? 'text-accent' : 'text-muted'}`} aria-hidden="true" />
        <div className="min-w-0">
          <span className="block text-[15px] font-medium">{t('delivery.push.title')}</span>
          <span className="block text-[13px] text-muted" role="status">
            {state === 'on' && t('delivery.push.on')}
            {state === 'off' && t('delivery.push.off')}
            {state === 'blocked' && t('delivery.push.blocked')}
            {state === 'unsupported' && t('delivery.push.unsupported')}
          </span>
        </div>
      </div>
      {state === 'off' && (
        <Button variant="primary" disabled={busy} onClick={() => void allow()}>
          {t('delivery.push.allow')}
        </Button>
      )}
      {state === 'on' && (
        <Button disabled={busy} onClick={() => void turnOff()}>
          {t('delivery.push.turnOff')}
        </Button>
      )}
    </div>
  );
}

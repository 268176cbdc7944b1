// One panel for a blog's channel (the member's settings) and a community's (its settings' tab): the link, its state,
// switching it off and on, unlinking, and importing an export with its progress, which the panel polls while it runs.
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { TELEGRAM_LIMITS, type TelegramImportDto, type TelegramLinkDto, type TelegramStateDto } from '../../../shared/dto/telegram.ts';
import type { MessageCode } from '../../../shared/i18n/messages.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

/** How often a running import's progress is asked for. */
const POLL_MS = 2_000;

interface TelegramPanelProps {
  /** The blog's or community's id. */
  subsiteId: number;
  state: TelegramStateDto;
}

export function TelegramPanel({ subsiteId, state: initial }: TelegramPanelProps) {
  const t = useT();
  const [state, setState] = useState(initial);
  const [relinking, setRelinking] = useState(false);
  const running = state.import?.status === 'queued' || state.import?.status === 'running';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void api(calls.telegram.state, { params: { id: subsiteId } }).then(setState, () => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [running, subsiteId]);

  return (
    <div className="flex flex-col gap-6" data-testid="telegram">
      <div className="flex flex-col gap-1 text-[15px] text-muted">
        <p>{t('telegram.lead')}</p>
        <p>{t('telegram.howTo')}</p>
      </div>
      {state.link && <LinkCard subsiteId={subsiteId} link={state.link} onChange={setState} onRelink={() => setRelinking((open) => !open)} relinking={relinking} />}
      {(!state.link || relinking) && (
        <LinkForm
          subsiteId={subsiteId}
          relink={state.link !== null}
          onLinked={(next) => {
            setState(next);
            setRelinking(false);
          }}
        />
      )}
      {state.link && <ImportForm subsiteId={subsiteId} latest={state.import} running={running} onStarted={setState} />}
    </div>
  );
}

function LinkForm({ subsiteId, relink, onLinked }: { subsiteId: number; relink: boolean; onLinked(state: TelegramStateDto): void }) {
  const t = useT();
  const toast = useToast();
  const { busy, errors, run, tracked } = useFormAction(['token', 'channel'] as const);
  const [token, setToken] = useState('');
  const [channel, setChannel] = useState('');

  async function submit(event: React.FormEvent) {
    const next = await run(() => api(calls.telegram.link, { params: { id: subsiteId }, body: { token: token.trim(), channel: channel.trim() } }), { event });
    if (!next) return;
    toast.success(t('telegram.linked'));
    setToken('');
    onLinked(next);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className={clsx('flex flex-col gap-4', relink && 'border-t border-line pt-5')} data-testid="telegram-form">
      <TextField
        label={t('telegram.token')}
        hint={t('telegram.tokenHint')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onValueChange={tracked('token', setToken)}
        maxLength={TELEGRAM_LIMITS.token}
        required
        error={errors.token}
      />
      <TextField label={t('telegram.channel')} hint={t('telegram.channelHint')} placeholder="@channel" spellCheck={false} value={channel} onValueChange={tracked('channel', setChannel)} maxLength={TELEGRAM_LIMITS.channel} required error={errors.channel} />
      <div>
        <SubmitButton loading={busy}>{t('telegram.link')}</SubmitButton>
      </div>
    </form>
  );
}

function LinkCard({ subsiteId, link, relinking, onChange, onRelink }: { subsiteId: number; link: TelegramLinkDto; relinking: boolean; onChange(state: TelegramStateDto): void; onRelink(): void }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const { run } = useFormAction();
  const [confirming, setConfirming] = useState(false);
  const params = { id: subsiteId };
  const status = link.enabled ? t('telegram.on') : link.disabled_reason === 'failures' ? t('telegram.offFailures', { count: link.consecutive_failures }) : t('telegram.off');

  async function toggle(enabled: boolean) {
    const next = await run(() => api(calls.telegram.update, { params, body: { enabled } }));
    if (next) onChange(next);
  }

  return (
    <section className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="telegram-link" aria-label={link.channel_title}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-1 basis-[220px] flex-col">
          {link.channel_url ? (
            <a href={link.channel_url} target="_blank" rel="noopener noreferrer" className="break-words font-semibold text-accent hover:underline" data-testid="telegram-channel">
              {link.channel_title}
            </a>
          ) : (
            <span className="break-words font-semibold" data-testid="telegram-channel">
              {link.channel_title}
            </span>
          )}
          <span className="text-[14px] text-muted">
            {link.channel} · {t('telegram.bot')} @{link.bot_username}
          </span>
        </div>
        <span className={clsx('rounded-md px-1.5 py-0.5 text-[12px] font-medium', link.enabled ? 'bg-green-600/10 text-green-800 dark:text-green-300' : 'bg-fg/5 text-muted')} data-testid="telegram-state">
          {status}
        </span>
        <Switch checked={link.enabled} onChange={(enabled) => void toggle(enabled)} label={link.enabled ? t('telegram.disable') : t('telegram.enable')} />
      </div>
      <p className="text-[14px] text-muted">{t('telegram.sent', { count: link.posts_sent })}</p>
      {link.last_error && (
        <p className="text-[14px] text-red-700 dark:text-red-400" data-testid="telegram-error">
          {t('telegram.lastError', { error: link.last_error })}
          {link.last_error_at && ` · ${formatDateTime(link.last_error_at, language, timeZone)}`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRelink} aria-expanded={relinking}>
          {t('telegram.relink')}
        </Button>
        <Button onClick={() => setConfirming(true)}>{t('telegram.unlink')}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('telegram.unlink')}
        text={t('telegram.unlinkConfirm')}
        confirmLabel={t('telegram.unlink')}
        cancelLabel={t('telegram.cancel')}
        onConfirm={async () => {
          await api(calls.telegram.unlink, { params });
          onChange(await api(calls.telegram.state, { params }));
        }}
      />
    </section>
  );
}

function ImportProgress({ latest }: { latest: TelegramImportDto }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1 text-[15px]" role="status" data-testid="telegram-import">
      <span className={latest.status === 'failed' ? 'text-red-700 dark:text-red-400' : undefined}>
        {t(`telegram.import.status.${latest.status}`, { processed: latest.processed, total: latest.total })}
        {latest.status === 'failed' && latest.error && ` — ${t(latest.error as MessageCode)}`}
      </span>
      {latest.status === 'running' && latest.total > 0 && (
        <progress className="h-1.5 w-full max-w-[420px] accent-[var(--color-accent)]" value={latest.processed} max={latest.total} aria-label={t('telegram.import.title')} />
      )}
      {latest.status === 'done' && <span className="text-muted">{t('telegram.import.result', { created: latest.created, skipped: latest.skipped, ignored: latest.ignored })}</span>}
    </div>
  );
}

function ImportForm({ subsiteId, latest, running, onStarted }: { subsiteId: number; latest: TelegramImportDto | null; running: boolean; onStarted(state: TelegramStateDto): void }) {
  const t = useT();
  const toast = useToast();
  const { busy, errors, run } = useFormAction(['file'] as const);
  const [file, setFile] = useState<File | null>(null);
  const [publish, setPublish] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    const body = new FormData();
    // Before the file: the server reads the fields that came ahead of it.
    body.append('publish', publish ? '1' : '0');
    body.append('file', file);
    const next = await run(() => api(calls.telegram.importExport, { params: { id: subsiteId }, body }));
    if (!next) return;
    toast.success(t('telegram.import.started'));
    onStarted(next);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 border-t border-line pt-5" data-testid="telegram-import-form">
      <div className="flex flex-col gap-1">
        <h2 className="text-[17px] font-semibold">{t('telegram.import.title')}</h2>
        <p className="text-[14px] text-muted">{t('telegram.import.lead')}</p>
      </div>
      <div className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium" id="telegram-import-file">
          {t('telegram.import.file')}
        </span>
        {/* The browser's own file button speaks the browser's language, not the page's: a label of ours stands in for it. */}
        <div className="flex flex-wrap items-center gap-3">
          <input id="telegram-import-input" type="file" accept=".zip,application/zip" className="peer sr-only" aria-labelledby="telegram-import-file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          <label htmlFor="telegram-import-input" className={buttonClass('secondary', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent')}>
            {t('telegram.import.choose')}
          </label>
          <span className="min-w-0 break-all text-[14px] text-muted">{file ? file.name : t('telegram.import.noFile')}</span>
        </div>
        {errors.file && <span className="text-[13px] text-red-600 dark:text-red-400">{errors.file}</span>}
      </div>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-[15px]">
        <label className="flex items-center gap-2">
          <input type="radio" name="telegram-import-mode" className="size-4 accent-[var(--color-accent)]" checked={!publish} onChange={() => setPublish(false)} />
          {t('telegram.import.asDrafts')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="telegram-import-mode" className="size-4 accent-[var(--color-accent)]" checked={publish} onChange={() => setPublish(true)} />
          {t('telegram.import.asPosts')}
        </label>
      </fieldset>
      <div>
        <SubmitButton loading={busy || running} disabled={!file || running}>
          {t('telegram.import.start')}
        </SubmitButton>
      </div>
      {latest && <ImportProgress latest={latest} />}
    </form>
  );
}

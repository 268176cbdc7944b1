// The control panel's imports: a form that starts a dry run or an import, and the past runs, polled while one goes.
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { IMPORT_LIMITS, type ImportAuthorMode, type ImportCounts, type ImportDto, type ImportKind } from '../../../shared/dto/import.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { PanelField, panelControl } from '../admin/index.ts';

/** How often the list is read again while a run is queued or going. */
const POLL_MS = 1_500;

const isGoing = (run: ImportDto) => run.status === 'queued' || run.status === 'running';

export function ImportsPanel({ initial }: { initial: ImportDto[] }) {
  const t = useT();
  const [runs, setRuns] = useState(initial);
  const going = runs.some(isGoing);

  useEffect(() => {
    if (!going) return;
    let stopped = false;
    const timer = setTimeout(() => {
      void api(calls.imports.list, {}).then(
        (fresh) => !stopped && setRuns(fresh),
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [going, runs]);

  return (
    <div className="flex flex-col gap-6">
      <ImportForm started={(run) => setRuns((current) => [run, ...current.filter((other) => other.id !== run.id)])} />
      <section className="flex flex-col gap-3" aria-labelledby="imports-history">
        <h2 id="imports-history" className="text-[17px] font-semibold">
          {t('imports.history')}
        </h2>
        {runs.length === 0 ? (
          <p className="text-[15px] text-muted">{t('imports.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="imports">
            {runs.map((run) => (
              <ImportItem key={run.id} run={run} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ImportForm({ started }: { started(run: ImportDto): void }) {
  const t = useT();
  const toast = useToast();
  const { busy, errors, run, tracked } = useFormAction(['file', 'url', 'community', 'kind'] as const);
  const [kind, setKind] = useState<ImportKind>('wxr');
  const [authors, setAuthors] = useState<ImportAuthorMode>('create');
  const [url, setUrl] = useState('');
  const [community, setCommunity] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [tooBig, setTooBig] = useState(false);

  async function submit(dryRun: boolean) {
    const file = fileInput.current?.files?.[0];
    const body = new FormData();
    body.set('kind', kind);
    body.set('authors', authors);
    body.set('dry_run', String(dryRun));
    if (community.trim()) body.set('community', community.trim());
    if (kind === 'feed' && url.trim()) body.set('url', url.trim());
    if (file) body.set('file', file);
    const answer = await run(() => api(calls.imports.create, { body }));
    if (!answer || typeof answer !== 'object') return;
    toast.success(t(dryRun ? 'imports.queuedDry' : 'imports.queued'));
    started(answer);
  }

  const control = panelControl();
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="import-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('imports.kind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['wxr', 'feed'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-[15px]">
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={tracked('kind', () => setKind(value))} className="size-4 accent-[var(--accent)]" />
              {t(`imports.kinds.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <PanelField label={t('imports.file')} error={tooBig ? t('errors.tooLarge') : errors.file}>
        {(props) => (
          <input
            {...props}
            ref={fileInput}
            type="file"
            name="file"
            accept=".xml,.rss,.atom,application/xml,text/xml,application/rss+xml,application/atom+xml"
            className={clsx(control, 'py-2 file:mr-3 file:rounded-md file:border-0 file:bg-surface-hover file:px-3 file:py-1 file:text-fg')}
            onChange={tracked('file', (event: React.ChangeEvent<HTMLInputElement>) => setTooBig((event.target.files?.[0]?.size ?? 0) > IMPORT_LIMITS.fileBytes))}
          />
        )}
      </PanelField>
      {kind === 'feed' && (
        <PanelField label={t('imports.url')} hint={t('imports.urlHint')} error={errors.url}>
          {(props) => <input {...props} type="url" inputMode="url" placeholder="https://example.com/feed/" value={url} maxLength={IMPORT_LIMITS.url} onChange={(event) => tracked('url', setUrl)(event.target.value)} className={control} />}
        </PanelField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PanelField label={t('imports.authors')}>
          {(props) => (
            <select {...props} value={authors} onChange={(event) => setAuthors(event.target.value as ImportAuthorMode)} className={control}>
              {(['create', 'me'] as const).map((mode) => (
                <option key={mode} value={mode}>
                  {t(`imports.authorModes.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </PanelField>
        <PanelField label={t('imports.community')} hint={t('imports.communityHint')} error={errors.community}>
          {(props) => <input {...props} type="text" value={community} maxLength={32} onChange={(event) => tracked('community', setCommunity)(event.target.value)} className={control} />}
        </PanelField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={busy || tooBig} onClick={() => void submit(true)} data-testid="import-dry-run">
          {t('imports.dryRun')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy || tooBig} data-testid="import-start">
          {t('imports.start')}
        </Button>
      </div>
    </form>
  );
}

const SHOWN_COUNTS: ReadonlyArray<keyof ImportCounts> = ['created', 'drafts', 'already_imported', 'skipped', 'failed', 'authors_created', 'authors_mapped', 'pictures_copied', 'pictures_failed'];
const DRY_LABELS: Partial<Record<keyof ImportCounts, string>> = { created: 'imports.dryCounts.created', pictures_copied: 'imports.dryCounts.pictures_copied', authors_created: 'imports.dryCounts.authors_created' };

function ImportItem({ run }: { run: ImportDto }) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const percent = run.total === 0 ? (run.status === 'finished' ? 100 : 0) : Math.round((run.done / run.total) * 100);
  const statusTone = run.status === 'failed' ? 'bg-red-600/10 text-red-800 dark:text-red-300' : run.status === 'finished' ? 'bg-green-600/10 text-green-800 dark:text-green-300' : 'bg-accent-soft text-accent';
  const counts = SHOWN_COUNTS.filter((key) => run.counts[key] > 0 || key === 'created');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="import" data-status={run.status}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 basis-[220px] break-all font-medium">{run.source}</span>
        {run.dry_run && <span className="rounded-md bg-fg/5 px-1.5 py-0.5 text-[12px] font-medium text-muted">{t('imports.dryBadge')}</span>}
        <span className={clsx('rounded-md px-1.5 py-0.5 text-[12px] font-medium', statusTone)} data-testid="import-status">
          {t(`imports.status.${run.status}`)}
        </span>
      </div>
      <p className="text-[13px] text-muted">
        {t(`imports.kinds.${run.kind}`)} · {t(`imports.authorModes.${run.authors}`)}
        {run.community && ` · ${run.community.name}`} · <time dateTime={run.created_at}>{formatDateTime(run.created_at, language, timeZone)}</time>
      </p>
      {isGoing(run) && (
        <div className="flex flex-col gap-1.5">
          <div className="h-2 overflow-hidden rounded-full bg-fg/10" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('imports.progress', { done: run.done, total: run.total })}>
            <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-[13px] text-muted">
            {t('imports.progress', { done: run.done, total: run.total })}
            {run.current && ` · ${t('imports.current', { title: run.current })}`}
          </p>
        </div>
      )}
      {run.error && <p className="text-[14px] text-red-700 dark:text-red-300">{t(run.error, { defaultValue: run.error })}</p>}
      {!isGoing(run) && (
        <dl className="grid grid-cols-[repeat(auto-fill,minmax(130px,1fr))] gap-2" data-testid="import-counts">
          {counts.map((key) => (
            <div key={key} className="rounded-md bg-fg/[0.03] px-3 py-2">
              <dt className="text-[12px] text-muted">{t(run.dry_run && DRY_LABELS[key] ? DRY_LABELS[key] : `imports.counts.${key}`)}</dt>
              <dd className="text-[17px] font-semibold tabular-nums" data-testid={`count-${key}`}>
                {run.counts[key]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {run.warnings_count > 0 && (
        <details className="text-[14px]">
          <summary className="cursor-pointer text-muted">{t('imports.warnings', { count: run.warnings_count })}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {run.warnings.map((warning, index) => (
              <li key={index} className="break-words">
                <span className="font-medium">{warning.item}</span>: {t(`imports.warning.${warning.code}`)}
                {warning.detail && <span className="text-muted"> ({t(warning.detail, { defaultValue: warning.detail })})</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

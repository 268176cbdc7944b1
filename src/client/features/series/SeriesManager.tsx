import { useState } from 'react';
import { router } from '@inertiajs/react';
import { ArrowDown, ArrowUp, Pencil, Trash2, X } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { SeriesDto, SeriesPartDto } from '../../../shared/dto/series.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Link } from '../../ui/Link.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { SeriesForm } from './SeriesForm.tsx';

type Dialog = 'edit' | 'delete' | null;

/** Visits the page again without its kept state: the list below remembers its pages, and a reload would keep them in the old order. */
function showAfresh(url: string) {
  router.visit(url, { preserveScroll: true, replace: true });
}

/** The owner's panel on the series' page: every part, drafts included, to order or take out; the series to edit or delete. */
export function SeriesManager({ series, parts: initial, authorUrl }: { series: SeriesDto; parts: SeriesPartDto[]; authorUrl: string }) {
  const t = useT();
  const toast = useToast();
  const [parts, setParts] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, run } = useFormAction();
  const close = (open: boolean) => !open && setDialog(null);

  async function change(send: () => Promise<{ parts: SeriesPartDto[] }>) {
    const answer = await run(send);
    if (!answer) return;
    setParts(answer.parts);
    showAfresh(series.url);
  }

  function move(at: number, by: -1 | 1) {
    const order = parts.map((part) => part.id);
    [order[at], order[at + by]] = [order[at + by]!, order[at]!];
    void change(() => api(calls.series.reorder, { params: { id: series.id }, body: { post_ids: order } }));
  }

  async function destroy() {
    await api(calls.series.destroy, { params: { id: series.id } });
    toast.success(t('series.manage.deleted'));
    router.visit(authorUrl, { replace: true });
  }

  return (
    <section aria-labelledby="series-parts-title" className="mb-5 rounded-xl bg-surface px-4 py-4 nav:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="series-parts-title" className="text-[17px] font-semibold">
          {t('series.manage.parts')}
        </h2>
        <div className="flex gap-2">
          <Button onClick={() => setDialog('edit')}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('series.manage.edit')}
          </Button>
          <Button onClick={() => setDialog('delete')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('series.manage.delete')}
          </Button>
        </div>
      </div>
      <p className="mt-1 text-[13px] text-muted">{t('series.manage.partsHint')}</p>
      <ol className="mt-3 flex flex-col divide-y divide-line">
        {parts.map((part, at) => {
          const title = part.title || t('posts.untitled');
          return (
            <li key={part.id} className="flex items-center gap-2 py-1.5">
              <span className="w-6 shrink-0 text-right tabular-nums text-muted">{at + 1}.</span>
              <Link href={part.url} className="min-w-0 flex-1 truncate text-[15px] transition-colors hover:text-accent">
                {title}
              </Link>
              {!part.is_publish && <span className="shrink-0 rounded bg-page px-1.5 text-[12px] text-muted">{t('series.draft')}</span>}
              <IconButton label={t('series.manage.moveUp', { title })} disabled={busy || at === 0} onClick={() => move(at, -1)} className="disabled:opacity-40">
                <ArrowUp className="size-4" aria-hidden="true" />
              </IconButton>
              <IconButton label={t('series.manage.moveDown', { title })} disabled={busy || at === parts.length - 1} onClick={() => move(at, 1)} className="disabled:opacity-40">
                <ArrowDown className="size-4" aria-hidden="true" />
              </IconButton>
              <IconButton
                label={t('series.manage.remove', { title })}
                disabled={busy}
                onClick={() => void change(() => api(calls.series.removePost, { params: { id: series.id, postId: part.id } }))}
              >
                <X className="size-4" aria-hidden="true" />
              </IconButton>
            </li>
          );
        })}
      </ol>
      <Modal open={dialog === 'edit'} onOpenChange={close} title={t('series.manage.editTitle')}>
        <SeriesForm
          series={series}
          onCancel={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            toast.success(t('series.manage.saved'));
            showAfresh(series.url);
          }}
        />
      </Modal>
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title={t('series.manage.deleteTitle', { title: series.title })}
        text={t('series.manage.deleteText')}
        confirmLabel={t('series.manage.delete')}
        cancelLabel={t('series.manage.cancel')}
        onConfirm={destroy}
      />
    </section>
  );
}

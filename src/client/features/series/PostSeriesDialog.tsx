import { useEffect, useId, useState } from 'react';
import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import type { SeriesDto } from '../../../shared/dto/series.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { SeriesForm } from './SeriesForm.tsx';

export interface PostSeriesDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The author puts their post in one of their series, a new one, or none. */
export function PostSeriesDialog({ postId, open, onOpenChange }: PostSeriesDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('series.manage.label')}>
      <Chooser postId={postId} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const NONE = '';

/** Mounted at each opening: it reads the author's series and the post's one afresh. */
function Chooser({ postId, onDone }: { postId: number; onDone(): void }) {
  const t = useT();
  const toast = useToast();
  const fail = useFailureToast();
  const id = useId();
  const [mine, setMine] = useState<{ data: SeriesDto[]; post_series_id: number | null } | null>(null);
  const [chosen, setChosen] = useState(NONE);
  const [creating, setCreating] = useState(false);
  const { busy, run } = useFormAction(['post_id']);

  useEffect(() => {
    let live = true;
    api(calls.series.mine, { query: { post_id: postId } })
      .then((answer) => {
        if (!live) return;
        setMine(answer);
        setChosen(answer.post_series_id === null ? NONE : String(answer.post_series_id));
      })
      .catch(fail);
    return () => {
      live = false;
    };
  }, [postId, fail]);

  async function put(seriesId: number | null, title: string) {
    const current = mine?.post_series_id ?? null;
    if (seriesId === current) return onDone();
    const done = await run(() =>
      seriesId === null ? api(calls.series.removePost, { params: { id: current!, postId } }) : api(calls.series.addPost, { params: { id: seriesId }, body: { post_id: postId } }),
    );
    if (!done) return;
    toast.success(seriesId === null ? t('series.manage.removed') : t('series.manage.added', { title }));
    onDone();
    router.reload();
  }

  if (creating) return <SeriesForm series={null} onCancel={() => setCreating(false)} onSaved={(created) => void put(created.id, created.title)} />;

  const choice = mine?.data.find((series) => String(series.id) === chosen) ?? null;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('series.label')}
        </label>
        <select
          id={id}
          value={chosen}
          disabled={mine === null || busy}
          onChange={(event) => setChosen(event.target.value)}
          className="h-11 rounded-lg border border-control bg-[var(--bg)] px-3 text-[15px] text-fg outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        >
          <option value={NONE}>{t('series.manage.none')}</option>
          {mine?.data.map((series) => (
            <option key={series.id} value={String(series.id)}>
              {series.title}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={() => setCreating(true)} className="self-start">
        {t('series.manage.create')}
      </Button>
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>{t('series.manage.cancel')}</Button>
        <Button variant="primary" disabled={mine === null || busy} onClick={() => void put(choice?.id ?? null, choice?.title ?? '')}>
          {t('series.manage.save')}
        </Button>
      </div>
    </div>
  );
}

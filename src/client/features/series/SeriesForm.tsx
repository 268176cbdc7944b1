import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { SERIES_LIMITS, type SeriesDto } from '../../../shared/dto/series.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

/** Creates a series, or edits `series`: its title and description. */
export function SeriesForm({ series, onCancel, onSaved }: { series: SeriesDto | null; onCancel(): void; onSaved(series: SeriesDto): void }) {
  const t = useT();
  const [title, setTitle] = useState(series?.title ?? '');
  const [description, setDescription] = useState(series?.description ?? '');
  const { busy, errors, tracked, run } = useFormAction(['title', 'description']);

  async function submit(event: FormEvent) {
    const body = { title, description };
    const saved = await run(() => (series ? api(calls.series.update, { params: { id: series.id }, body }) : api(calls.series.create, { body })), { event });
    if (saved) onSaved(saved);
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <TextField
        label={t('series.manage.title')}
        value={title}
        onValueChange={tracked('title', setTitle)}
        maxLength={SERIES_LIMITS.title}
        placeholder={t('series.manage.titlePlaceholder')}
        error={errors.title}
        autoFocus
        counter
      />
      <TextField
        label={t('series.manage.description')}
        value={description}
        onValueChange={tracked('description', setDescription)}
        maxLength={SERIES_LIMITS.description}
        placeholder={t('series.manage.descriptionPlaceholder')}
        error={errors.description}
      />
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t('series.manage.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={busy || !title.trim()}>
          {t('series.manage.save')}
        </Button>
      </div>
    </form>
  );
}

import { useRef, useState, type PointerEvent } from 'react';
import { Camera, Check, MoveVertical, Trash2, X } from '../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { COVER_Y, type CoverDto } from '../../../shared/dto/subsite.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { fileBody, usePictureAction } from './usePictureAction.ts';

const clamp = (value: number) => Math.min(COVER_Y.max, Math.max(COVER_Y.min, Math.round(value * 10) / 10));

const control =
  'inline-flex h-8 items-center gap-1.5 rounded-lg bg-black/55 px-2.5 text-[13px] font-medium text-white backdrop-blur transition-colors hover:bg-black/70 disabled:opacity-50';

export function ProfileCover({ subsiteId, header, canEdit, onChange }: { subsiteId: number; header: CoverDto | null; canEdit: boolean; onChange(header: CoverDto | null): void }) {
  const t = useT();
  const { busy, run } = usePictureAction();
  const file = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<number | null>(null);
  const drag = useRef<{ y: number; start: number; height: number } | null>(null);
  const coverY = draft ?? header?.coverY ?? 50;

  async function upload(picked: File | undefined) {
    if (!picked) return;
    const answer = await run(() => api(calls.profiles.cover, { params: { id: subsiteId }, body: fileBody(picked) }), t('profiles.cover.uploaded'));
    if (file.current) file.current.value = '';
    if (!answer) return;
    onChange(answer.header);
    setDraft(answer.header?.coverY ?? null);
  }

  async function save() {
    if (draft === null) return;
    const answer = await run(() => api(calls.profiles.coverPosition, { params: { id: subsiteId }, body: { coverY: draft } }), t('profiles.cover.saved'));
    if (!answer) return;
    onChange(answer.header);
    setDraft(null);
  }

  async function remove() {
    const answer = await run(() => api(calls.profiles.removeCover, { params: { id: subsiteId } }), t('profiles.cover.removed'));
    if (answer) onChange(null);
  }

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (draft === null) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { y: event.clientY, start: draft, height: event.currentTarget.getBoundingClientRect().height };
  };
  // Dragging the picture down shows more of its top: the focus moves up.
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setDraft(clamp(drag.current.start - ((event.clientY - drag.current.y) / drag.current.height) * 100));
  };
  const end = () => {
    drag.current = null;
  };

  const editing = draft !== null && header !== null;
  return (
    <div className="relative">
      <div
        data-testid="profile-cover"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className={clsx('relative h-[120px] overflow-hidden rounded-t-xl bg-line min-[480px]:h-[180px] nav:h-[220px]', editing && 'cursor-ns-resize touch-none select-none')}
      >
        {header ? (
          <img src={header.url} alt="" draggable={false} className="size-full object-cover" style={{ objectPosition: `50% ${coverY}%` }} />
        ) : (
          <div className="size-full bg-gradient-to-br from-accent/25 via-line to-page" />
        )}
      </div>
      {canEdit && (
        <div className="absolute right-3 top-3 flex flex-wrap justify-end gap-2">
          <input ref={file} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="cover-file" onChange={(event) => upload(event.target.files?.[0])} />
          {editing ? (
            <>
              <button type="button" className={control} disabled={busy} onClick={save}>
                <Check className="size-4" aria-hidden="true" />
                {t('profiles.cover.save')}
              </button>
              <button type="button" className={control} disabled={busy} onClick={() => setDraft(null)}>
                <X className="size-4" aria-hidden="true" />
                {t('profiles.cover.cancel')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={control} disabled={busy} onClick={() => file.current?.click()}>
                <Camera className="size-4" aria-hidden="true" />
                {t(header ? 'profiles.cover.replace' : 'profiles.cover.upload')}
              </button>
              {header && (
                <>
                  <button type="button" className={control} disabled={busy} onClick={() => setDraft(header.coverY)}>
                    <MoveVertical className="size-4" aria-hidden="true" />
                    {t('profiles.cover.move')}
                  </button>
                  <button type="button" className={control} disabled={busy} onClick={remove} aria-label={t('profiles.cover.remove')} title={t('profiles.cover.remove')}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </>
              )}
            </>
          )}
        </div>
      )}
      {editing && (
        <label className="absolute inset-x-3 bottom-3 flex items-center gap-3 rounded-lg bg-black/55 px-3 py-2 text-[13px] text-white backdrop-blur">
          <span className="shrink-0">{t('profiles.cover.hint')}</span>
          <input
            type="range"
            min={COVER_Y.min}
            max={COVER_Y.max}
            step={1}
            value={coverY}
            aria-label={t('profiles.cover.position')}
            onChange={(event) => setDraft(clamp(Number(event.target.value)))}
            className="min-w-0 flex-1 accent-white"
          />
        </label>
      )}
    </div>
  );
}

// The pieces a post's statistics dialog and a blog's statistics page share.
import { useId } from 'react';
import clsx from 'clsx';
import { READ_DEPTHS, type ViewSource } from '../../../shared/api/views.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';

export function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-page px-4 py-3">
      <dt className="text-[13px] text-muted">{label}</dt>
      <dd className="mt-0.5 text-[22px] font-semibold tabular-nums" title={String(value)}>
        {abbreviateNumber(value)}
      </dd>
    </div>
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(100, Math.round((part / whole) * 100)));

/** A row naming a share of a whole, with a bar under it; the number beside the name says the same in text. */
function ShareRow({ label, part, whole, strong = false }: { label: string; part: number; whole: number; strong?: boolean }) {
  const share = percent(part, whole);
  return (
    <li className="text-[14px]">
      <span className="flex justify-between gap-2">
        <span className={clsx('min-w-0 truncate', strong && 'font-medium')}>{label}</span>
        <span className="shrink-0 tabular-nums text-muted">
          {share}% · {abbreviateNumber(part)}
        </span>
      </span>
      <span className="mt-1 block h-1.5 rounded-full bg-line" aria-hidden="true">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
      </span>
    </li>
  );
}

export function ReadDepth({ depth }: { depth: { views: number; reached: number[] } }) {
  const t = useT();
  const heading = useId();
  return (
    <section className="mt-6" aria-labelledby={heading}>
      <h3 id={heading} className="text-[15px] font-semibold">
        {t('stats.depth')}
      </h3>
      <p className="text-[13px] text-muted">{t('stats.depthNote')}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {READ_DEPTHS.map((mark, i) => (
          <ShareRow key={mark} label={t('stats.depthRow', { depth: mark })} part={depth.reached[i] ?? 0} whole={depth.views} />
        ))}
      </ul>
    </section>
  );
}

export function ViewSources({ sources }: { sources: ReadonlyArray<{ kind: ViewSource; domain: string; views: number }> }) {
  const t = useT();
  const total = sources.reduce((sum, source) => sum + source.views, 0);
  const heading = useId();
  return (
    <section className="mt-6" aria-labelledby={heading}>
      <h3 id={heading} className="text-[15px] font-semibold">
        {t('stats.sources')}
      </h3>
      {sources.length === 0 ? (
        <p className="mt-1 text-[14px] text-muted">{t('stats.sourcesEmpty')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {sources.map((source) => (
            <ShareRow
              key={`${source.kind}|${source.domain}`}
              label={source.kind === 'external' ? source.domain : t(`stats.sourceKinds.${source.kind}`)}
              part={source.views}
              whole={total}
              strong={source.kind === 'external'}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Buttons choosing one of `options`; the chosen one is pressed. */
export function Choice<T extends string>({ label, options, value, onChange, text }: { label: string; options: readonly T[]; value: T; onChange: (value: T) => void; text: (option: T) => string }) {
  return (
    <div role="group" aria-label={label} className="mt-4 flex flex-wrap gap-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={clsx(
            'rounded-md px-2.5 py-1 text-[13px] font-medium focus-visible:outline-2 focus-visible:outline-accent',
            option === value ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-surface-hover hover:text-fg',
          )}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}

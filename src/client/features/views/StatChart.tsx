// Drawn by visx as plain SVG in a fixed viewBox scaled to the width, so the server's markup and the browser's are the
// same and nothing is measured on mount. Every chart can turn into a real table with the same caption.
import { useId, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useT } from '../../platform/useT.ts';

export interface ChartRow {
  key: string;
  /** Axis text. */
  tick: string;
  /** The row's name in the table and the bar's tooltip. */
  label: string;
  value: number;
}

/** A wide drawing and a narrow one, chosen by CSS: text in a viewBox scales with it, so one size cannot serve both. */
const SIZES = [
  { width: 640, height: 220, ticks: 6, shown: 'hidden min-[560px]:block' },
  { width: 340, height: 200, ticks: 3, shown: 'block min-[560px]:hidden' },
] as const;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 40 };

interface PlotProps {
  caption: string;
  rows: readonly ChartRow[];
  kind: 'bars' | 'line';
  size: (typeof SIZES)[number];
}

function Plot({ caption, rows, kind, size }: PlotProps) {
  const innerWidth = size.width - MARGIN.left - MARGIN.right;
  const innerHeight = size.height - MARGIN.top - MARGIN.bottom;
  const values = rows.map((row) => row.value);
  const low = kind === 'line' ? Math.min(...values, 0) : 0;
  const x = scaleBand({ domain: rows.map((row) => row.key), range: [0, innerWidth], padding: kind === 'bars' ? 0.2 : 0 });
  const y = scaleLinear({ domain: [low, Math.max(1, ...values)], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(rows.length / size.ticks));
  const tickKeys = rows.filter((_, i) => i % every === 0).map((row) => row.key);
  const tickOf = new Map(rows.map((row) => [row.key, row.tick]));
  const middle = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  return (
    <svg viewBox={`0 0 ${size.width} ${size.height}`} width="100%" className={`mt-2 h-auto text-muted ${size.shown}`} role="img" aria-label={caption}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerWidth} numTicks={4} stroke="var(--border)" />
        {kind === 'bars' ? (
          rows.map((row) => {
            const top = y(row.value);
            return (
              <Bar key={row.key} x={x(row.key)} y={top} width={x.bandwidth()} height={Math.max(0, innerHeight - top)} rx={x.bandwidth() > 4 ? 2 : 0} className="fill-accent">
                <title>{`${row.label}: ${row.value}`}</title>
              </Bar>
            );
          })
        ) : (
          <LinePath data={[...rows]} x={(row) => middle(row.key)} y={(row) => y(row.value)} className="stroke-accent" strokeWidth={2.5} fill="none" />
        )}
        <AxisLeft
          scale={y}
          numTicks={4}
          hideAxisLine
          hideTicks
          tickFormat={(value) => abbreviateNumber(Number(value))}
          tickLabelProps={{ fill: 'currentColor', fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          scale={x}
          top={innerHeight}
          tickValues={tickKeys}
          tickFormat={(key) => tickOf.get(key) ?? ''}
          stroke="var(--border)"
          hideTicks
          tickLabelProps={{ fill: 'currentColor', fontSize: 12, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

export function StatChart({ caption, rows, kind = 'bars', rowHeader }: { caption: string; rows: readonly ChartRow[]; kind?: 'bars' | 'line'; rowHeader: string }) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  return (
    <figure className="mt-4" aria-labelledby={captionId}>
      <figcaption className="flex items-center justify-between gap-2">
        <span id={captionId} className="text-[14px] font-medium">
          {caption}
        </span>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
          className="rounded-md px-2 py-1 text-[13px] text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent"
        >
          {asTable ? t('stats.showChart') : t('stats.showTable')}
        </button>
      </figcaption>
      {asTable ? (
        // Focusable, so a keyboard can scroll a long table.
        <div role="region" aria-label={caption} tabIndex={0} className="mt-2 max-h-[320px] overflow-y-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-accent">
          <table className="w-full text-[14px]">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-surface">
              <tr className="text-left text-muted">
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {rowHeader}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  {caption}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {row.label}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        SIZES.map((size) => <Plot key={size.width} caption={caption} rows={rows} kind={kind} size={size} />)
      )}
    </figure>
  );
}

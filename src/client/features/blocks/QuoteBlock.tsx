import clsx from 'clsx';
import type { QuoteBlock as Quote } from '../../../shared/blocks/types.ts';

/** Text and caption are sanitized down to <br>, so they are injected as HTML to keep line breaks. */
export function QuoteBlock({ data }: Quote) {
  const centered = data.alignment === 'center';
  return (
    <figure className={clsx('my-[0.3em]', centered ? 'px-[1.5em] text-center' : 'border-l-[3px] border-accent pl-[1em]')}>
      <blockquote
        className={clsx('break-words', centered && 'text-[1.1em] italic')}
        dangerouslySetInnerHTML={{ __html: data.text }}
      />
      {data.caption && (
        <figcaption className="mt-2 text-[0.85em] text-muted" dangerouslySetInnerHTML={{ __html: data.caption }} />
      )}
    </figure>
  );
}

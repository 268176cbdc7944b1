import type { HeaderBlock as Header } from '../../../shared/blocks/types.ts';

/** Header text is entity-escaped with no markup at all, so it is safe as HTML. */
export function HeaderBlock({ data }: Header) {
  return (
    <h2
      className="mt-[0.4em] break-words text-[1.3em] font-semibold leading-[1.25] tracking-[-0.01em]"
      dangerouslySetInnerHTML={{ __html: data.text }}
    />
  );
}

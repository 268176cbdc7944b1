/**
 * A third-party player. The stored address is checked again here with the same rule the
 * server used (normaliseEmbedUrl): an iframe is only ever made from an address that matches
 * its service's pattern, whatever the database holds. Anything else becomes a plain link.
 */
import type { CSSProperties } from 'react';
import { isEmbedService, normaliseEmbedUrl, type EmbedService } from '../../../shared/blocks/embed-services.ts';
import type { EmbedBlock as Embed } from '../../../shared/blocks/types.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';
import { hostOf } from './LinkBlock.tsx';
import { useT } from '../../platform/useT.ts';

/** Players that should fill the column; other embeds (posts, tracks, pens) keep their own width. */
const VIDEO_SERVICES: ReadonlySet<EmbedService> = new Set(['youtube', 'vimeo', 'coub', 'twitch-channel', 'twitch-video', 'vk', 'aparat', 'gfycat', 'vine']);

const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
/** The gist document is a data: URL; embed-services.ts requires it to run without same-origin rights. */
const GIST_SANDBOX = 'allow-scripts allow-popups';

function frameBox(service: EmbedService, width: number | null, height: number | null): CSSProperties {
  const sized = width !== null && height !== null && width > 0 && height > 0;
  return {
    aspectRatio: sized ? `${width} / ${height}` : '16 / 9',
    maxWidth: sized && !VIDEO_SERVICES.has(service) ? width : undefined,
  };
}

export function EmbedBlock({ data }: Embed) {
  const t = useT();
  const src = isEmbedService(data.service) ? normaliseEmbedUrl(data.service, data.embed) : null;
  const caption = data.caption ? (
    <figcaption className="mt-2 text-center text-[0.8em] text-muted" dangerouslySetInnerHTML={{ __html: data.caption }} />
  ) : null;

  if (!src) {
    const source = httpUrl(data.source);
    if (!source) return null;
    return (
      <figure>
        <a href={source} rel="nofollow noopener" target="_blank" className="text-accent hover:underline">
          {t('postUi.blocks.openSource', { host: hostOf(source) })}
        </a>
        {caption}
      </figure>
    );
  }

  return (
    <figure>
      <div className="mx-auto w-full overflow-hidden rounded-xl bg-page" style={frameBox(data.service, data.width, data.height)}>
        <iframe
          src={src}
          title={data.service}
          sandbox={data.service === 'github' ? GIST_SANDBOX : SANDBOX}
          allow="fullscreen; encrypted-media; picture-in-picture"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
      {caption}
    </figure>
  );
}

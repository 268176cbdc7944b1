/**
 * An iframe is only made from an address matching its service's pattern (normaliseEmbedUrl, as on
 * the server), whatever the database holds. A link to the service is always offered too: a page
 * cannot tell when a foreign frame fails.
 */
import type { CSSProperties, ReactNode } from 'react';
import { ExternalLink } from '../../ui/icons.ts';
import { isEmbedService, normaliseEmbedUrl, type EmbedService } from '../../../shared/blocks/embed-services.ts';
import type { EmbedBlock as Embed } from '../../../shared/blocks/types.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';
import { hostOf } from './LinkBlock.tsx';
import { useT } from '../../platform/useT.ts';

const VIDEO_SERVICES: ReadonlySet<EmbedService> = new Set(['youtube', 'vimeo', 'coub', 'twitch-channel', 'twitch-video', 'vk', 'aparat', 'gfycat', 'vine']);

const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
/** The gist document is a data: URL; embed-services.ts requires it to run without same-origin rights. */
const GIST_SANDBOX = 'allow-scripts allow-popups';

/** How each service names itself; brand names read the same in every language. */
const SERVICE_NAMES: Record<EmbedService, string> = {
  vimeo: 'Vimeo',
  youtube: 'YouTube',
  coub: 'Coub',
  vine: 'Vine',
  imgur: 'Imgur',
  gfycat: 'Gfycat',
  'twitch-channel': 'Twitch',
  'twitch-video': 'Twitch',
  'yandex-music-album': 'Яндекс Музыка',
  'yandex-music-track': 'Яндекс Музыка',
  'yandex-music-playlist': 'Яндекс Музыка',
  codepen: 'CodePen',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  pinterest: 'Pinterest',
  facebook: 'Facebook',
  aparat: 'Aparat',
  miro: 'Miro',
  github: 'GitHub Gist',
  vk: 'VK Видео',
};

function frameBox(service: EmbedService, width: number | null, height: number | null): CSSProperties {
  const sized = width !== null && height !== null && width > 0 && height > 0;
  return {
    aspectRatio: sized ? `${width} / ${height}` : '16 / 9',
    maxWidth: sized && !VIDEO_SERVICES.has(service) ? width : undefined,
  };
}

function SourceLink({ href }: { href: string }) {
  const t = useT();
  return (
    <a href={href} rel="nofollow noopener" target="_blank" className="inline-flex items-center gap-1 text-accent hover:underline">
      {t('postUi.blocks.openSource', { host: hostOf(href) })}
      <ExternalLink className="size-[1em] shrink-0" aria-hidden="true" />
    </a>
  );
}

function Caption({ html, children }: { html: string; children?: ReactNode }) {
  if (!html && !children) return null;
  return (
    <figcaption className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-[0.8em] text-muted">
      {html && <span className="min-w-0" dangerouslySetInnerHTML={{ __html: html }} />}
      {children && <span className="ml-auto shrink-0">{children}</span>}
    </figcaption>
  );
}

export function EmbedBlock({ data, postTitle }: Embed & { postTitle: string }) {
  const t = useT();
  const src = isEmbedService(data.service) ? normaliseEmbedUrl(data.service, data.embed) : null;
  const source = httpUrl(data.source);

  if (!src) {
    if (!source) return null;
    return (
      <figure>
        <SourceLink href={source} />
        <Caption html={data.caption} />
      </figure>
    );
  }

  return (
    <figure>
      <div className="mx-auto w-full overflow-hidden rounded-xl bg-page" style={frameBox(data.service, data.width, data.height)}>
        <iframe
          src={src}
          title={t('postUi.blocks.embedTitle', { service: SERVICE_NAMES[data.service], post: postTitle || t('posts.untitled') })}
          sandbox={data.service === 'github' ? GIST_SANDBOX : SANDBOX}
          allow="fullscreen; encrypted-media; picture-in-picture"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
      <Caption html={data.caption}>{source && <SourceLink href={source} />}</Caption>
    </figure>
  );
}

import { describe, expect, it } from 'vitest';
import Embed from '@editorjs/embed';
import { normaliseEmbedUrl, type EmbedService } from '../../../../shared/blocks/embed-services.ts';
import { EMBED_SERVICES } from './embed-services.ts';

Embed.prepare({ config: { services: EMBED_SERVICES } });

/** What @editorjs/embed's onPaste stores as `embed` for a pasted address. */
function embedFor(service: string, source: string): string {
  const { regex, embedUrl, id = (groups: string[]) => groups.shift() ?? '' } = Embed.services[service]!;
  const groups = regex.exec(source)?.slice(1);
  expect(groups, `${service} does not match ${source}`).toBeDefined();
  return embedUrl.replace(/<%= remote_id %>/g, id(groups!));
}

describe('the editor’s embed services', () => {
  it('are exactly the post editor rule set', () => {
    expect(Object.keys(Embed.services).sort()).toEqual(
      ['coub', 'imgur', 'instagram', 'vk', 'yandex-music-album', 'yandex-music-playlist', 'yandex-music-track', 'youtube'].sort(),
    );
  });

  const samples: Array<[EmbedService, string]> = [
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?t=30'],
    ['coub', 'https://coub.com/view/1czcdf'],
    ['instagram', 'https://www.instagram.com/p/Cabc_12/'],
    ['instagram', 'https://www.instagram.com/reel/Cabc_12/?igsh=x'],
    ['imgur', 'https://imgur.com/gallery/abc123'],
    ['yandex-music-album', 'https://music.yandex.ru/album/123456'],
    ['yandex-music-track', 'https://music.yandex.ru/album/123456/track/7890'],
    ['yandex-music-playlist', 'https://music.yandex.ru/users/some.user/playlists/1001'],
    ['vk', 'https://vk.com/video-22822305_456242107'],
    ['vk', 'https://vkvideo.ru/video123_456'],
    ['vk', 'https://vk.com/feed?z=video-1_2%2Fpl_cat_trends'],
  ];

  it.each(samples)('%s: %s becomes a frame the server accepts', (service, source) => {
    expect(normaliseEmbedUrl(service, embedFor(service, source))).not.toBeNull();
  });

  it('vk keeps the owner sign and the video id', () => {
    expect(embedFor('vk', 'https://m.vk.com/video-5_77')).toBe('https://vk.com/video_ext.php?oid=-5&id=77&hd=2');
  });
});

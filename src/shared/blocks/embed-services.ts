// The stored `embed` becomes an iframe src, so a service name alone proves nothing: the address itself
// must match its service's pattern, which pins the host.

/** Characters allowed after a service's fixed prefix: no quotes, spaces, angle brackets or @. */
const TAIL = String.raw`[\w\-./?=&%,:#~+]*`;

function prefixed(prefix: string): RegExp {
  return new RegExp(`^${prefix}${TAIL}$`);
}

/** The addresses @editorjs/embed builds; http:// is upgraded to https:// before matching. The vk service is the spec's extra rule. */
export const EMBED_PATTERNS = {
  vimeo: prefixed(String.raw`https://player\.vimeo\.com/video/\d+`),
  youtube: prefixed(String.raw`https://www\.youtube(?:-nocookie)?\.com/embed/[\w-]+`),
  coub: prefixed(String.raw`https://coub\.com/embed/\w+`),
  vine: prefixed(String.raw`https://vine\.co/v/\w+/embed/`),
  imgur: prefixed(String.raw`https://imgur\.com/\w+/embed`),
  gfycat: prefixed(String.raw`https://gfycat\.com/ifr/\w+`),
  'twitch-channel': prefixed(String.raw`https://player\.twitch\.tv/\?channel=\w+`),
  'twitch-video': prefixed(String.raw`https://player\.twitch\.tv/\?video=v\d+`),
  'yandex-music-album': prefixed(String.raw`https://music\.yandex\.ru/iframe/#album/\d+/`),
  'yandex-music-track': prefixed(String.raw`https://music\.yandex\.ru/iframe/#track/\d+/\d+/`),
  'yandex-music-playlist': prefixed(String.raw`https://music\.yandex\.ru/iframe/#playlist/[\w.-]+/\d+/`),
  codepen: prefixed(String.raw`https://codepen\.io/[\w-]+/embed/\w+`),
  instagram: prefixed(String.raw`https://www\.instagram\.com/(?:p|reel)/[\w-]+/embed`),
  twitter: prefixed(String.raw`https://platform\.twitter\.com/embed/Tweet\.html\?id=\d+`),
  pinterest: prefixed(String.raw`https://assets\.pinterest\.com/ext/embed\.html\?id=\d+`),
  facebook: prefixed(String.raw`https://www\.facebook\.com/plugins/post\.php\?href=https://www\.facebook\.com/`),
  aparat: prefixed(String.raw`https://www\.aparat\.com/video/video/embed/videohash/\w+/vt/frame`),
  miro: prefixed(String.raw`https://miro\.com/app/live-embed/[\w=-]+`),
  /**
   * @editorjs/embed renders a gist as a data: document loading the gist's script. Only that exact
   * document is accepted; the renderer must still give the frame `sandbox="allow-scripts allow-popups"`.
   */
  github: new RegExp(
    String.raw`^data:text/html;charset=utf-8,<head><base target="_blank" /></head><body><script src="https://gist\.github\.com/[\w-]+/[0-9a-f]+\.js" ></script></body>$`,
  ),
  vk: prefixed(String.raw`https://(?:vk\.com|vkvideo\.ru)/video_ext\.php\?oid=-?\d+&id=\d+`),
} as const satisfies Record<string, RegExp>;

export type EmbedService = keyof typeof EMBED_PATTERNS;

/** For the Content-Security-Policy's frame-src: a new service does not compile until it says where its frames come from. */
export const EMBED_FRAME_SOURCES: Record<EmbedService, readonly string[]> = {
  vimeo: ['https://player.vimeo.com'],
  youtube: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  coub: ['https://coub.com'],
  vine: ['https://vine.co'],
  imgur: ['https://imgur.com'],
  gfycat: ['https://gfycat.com'],
  'twitch-channel': ['https://player.twitch.tv'],
  'twitch-video': ['https://player.twitch.tv'],
  'yandex-music-album': ['https://music.yandex.ru'],
  'yandex-music-track': ['https://music.yandex.ru'],
  'yandex-music-playlist': ['https://music.yandex.ru'],
  codepen: ['https://codepen.io'],
  instagram: ['https://www.instagram.com'],
  twitter: ['https://platform.twitter.com'],
  pinterest: ['https://assets.pinterest.com'],
  facebook: ['https://www.facebook.com'],
  aparat: ['https://www.aparat.com'],
  miro: ['https://miro.com'],
  // The gist frame is a data: document; it inherits the page's policy, so its script host is allowed too.
  github: ['data:'],
  vk: ['https://vk.com', 'https://vkvideo.ru'],
};

export const EMBED_SERVICES = Object.keys(EMBED_PATTERNS) as EmbedService[];

export function isEmbedService(value: unknown): value is EmbedService {
  return typeof value === 'string' && Object.hasOwn(EMBED_PATTERNS, value);
}

export function normaliseEmbedUrl(service: EmbedService, embed: string): string | null {
  const candidate = service === 'github' ? embed : embed.replace(/^http:\/\//, 'https://');
  return EMBED_PATTERNS[service].test(candidate) ? candidate : null;
}

/** Every address these produce must match shared/blocks/embed-services.ts, which the server checks. */
const vk = {
  // vk.com/video-1_2, vkvideo.ru/video-1_2, and the «?z=video-1_2» form of a video opened in a feed.
  regex: /^https?:\/\/(?:www\.|m\.)?(?:vk\.com|vkvideo\.ru)\/(?:\S*[?&]z=)?video(-?\d+)_(\d+)/,
  embedUrl: 'https://vk.com/video_ext.php?oid=<%= remote_id %>&hd=2',
  html: '<iframe style="width:100%;" height="320" frameborder="0" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowfullscreen></iframe>',
  height: 320,
  width: 580,
  id: ([owner, video]: string[]) => `${owner}&id=${video}`,
};

export const EMBED_SERVICES = {
  youtube: true,
  coub: true,
  instagram: true,
  imgur: true,
  'yandex-music-album': true,
  'yandex-music-track': true,
  'yandex-music-playlist': true,
  vk,
};

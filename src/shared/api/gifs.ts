// The service's key never reaches the browser, and a chosen GIF is kept as the reader's media, so a
// comment shows our copy, not the service's address.
import { Type } from 'typebox';
import { GIF_ID_PATTERN, GIF_LIMITS, GIF_POS_PATTERN } from '../dto/gif.ts';
import { defineCalls } from './call.ts';
import { media } from './media.ts';

const GifId = Type.String({ minLength: 1, maxLength: GIF_LIMITS.token, pattern: GIF_ID_PATTERN });
/** The service's own paging cursor, passed back as it came. */
const Pos = Type.String({ minLength: 1, maxLength: GIF_LIMITS.token, pattern: GIF_POS_PATTERN });

export const gifs = defineCalls('gifs', {
  search: {
    method: 'GET',
    path: '/gifs',
    summary: 'Search GIFs (the featured ones for an empty query); 404 when no GIF service is configured',
    signedIn: true,
    query: Type.Object({
      q: Type.Optional(Type.String({ maxLength: GIF_LIMITS.query })),
      pos: Type.Optional(Pos),
    }),
    answer: Type.Object({
      results: Type.Array(Type.Object({ id: Type.String(), url: Type.String(), width: Type.Integer(), height: Type.Integer(), title: Type.String() })),
      next: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  keep: {
    method: 'POST',
    path: '/media/gifs',
    summary: 'Copy a GIF from the GIF service into the viewer’s media, to attach it to a comment',
    signedIn: true,
    body: Type.Object({ id: GifId }),
    answer: media.upload.answer,
  },
});

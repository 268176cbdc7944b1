// A page that cannot be read answers `{success: 0}` with 200, which the link tool shows as "try another link".
import { Type } from 'typebox';
import { BLOCK_LIMITS } from '../blocks/validate.ts';
import { defineCalls } from './call.ts';

const PreviewFailure = Type.Object({ success: Type.Literal(0), message: Type.String() });

export const linkPreview = defineCalls('link-preview', {
  meta: {
    method: 'GET',
    path: '/meta-from-url',
    summary: "A page's title, description and image, in the answer @editorjs/link expects",
    signedIn: true,
    query: Type.Object({ url: Type.String({ minLength: 1, maxLength: BLOCK_LIMITS.url }) }),
    answer: Type.Union([
      Type.Object({
        success: Type.Literal(1),
        link: Type.String(),
        meta: Type.Object({
          title: Type.String(),
          description: Type.String(),
          image: Type.Optional(Type.Object({ url: Type.String() })),
        }),
      }),
      PreviewFailure,
    ]),
    errors: { 422: Type.Object({ ...PreviewFailure.properties, errors: Type.Object({ url: Type.Array(Type.String()) }) }) },
  },
});

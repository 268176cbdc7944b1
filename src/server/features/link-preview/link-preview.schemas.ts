import { Type } from 'typebox';
import { BLOCK_LIMITS } from '../../../shared/blocks/validate.ts';

export const PreviewQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: BLOCK_LIMITS.url }) });

/** The answer @editorjs/link expects: success flag, the link, and its meta. */
export const PreviewAnswer = Type.Object({
  success: Type.Literal(1),
  link: Type.String(),
  meta: Type.Object({
    title: Type.String(),
    description: Type.String(),
    image: Type.Optional(Type.Object({ url: Type.String() })),
  }),
});

export const PreviewFailure = Type.Object({
  success: Type.Literal(0),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

import { Type } from 'typebox';
import { BLOCK_LIMITS } from '../../../shared/blocks/validate.ts';

export const MediaParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const ByUrlBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: BLOCK_LIMITS.url }) });

const MediaData = Type.Object({
  url: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  resource_type: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  is_image: Type.Boolean(),
  duration: Type.Union([Type.Number(), Type.Null()]),
});

export const MediaAnswer = Type.Object({ id: Type.Integer(), data: MediaData, thumb: Type.Union([Type.String(), Type.Null()]) });

export const EditorFileAnswer = Type.Object({
  success: Type.Literal(1),
  file: Type.Object({ ...MediaData.properties, id: Type.Integer(), thumb: Type.Union([Type.String(), Type.Null()]) }),
});

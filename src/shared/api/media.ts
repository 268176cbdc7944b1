// The Editor.js image tool's calls answer `{success: 0, message}` on failure, as the tool expects.
import { Type } from 'typebox';
import { BLOCK_LIMITS } from '../blocks/validate.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const MediaData = Type.Object({
  url: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  resource_type: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  is_image: Type.Boolean(),
  duration: Type.Union([Type.Number(), Type.Null()]),
});

const EditorFileAnswer = Type.Object({
  success: Type.Literal(1),
  file: Type.Object({ ...MediaData.properties, id: Type.Integer(), thumb: Type.Union([Type.String(), Type.Null()]) }),
});

const EditorFailure = Type.Object({ success: Type.Literal(0), message: Type.String() });
const Binary = Type.String({ format: 'binary' });

export const media = defineCalls('media', {
  upload: {
    method: 'POST',
    path: '/media',
    summary: 'Upload an image or a video',
    signedIn: true,
    upload: Type.Object({ file: Binary }),
    answer: Type.Object({ id: Type.Integer(), data: MediaData, thumb: Type.Union([Type.String(), Type.Null()]) }),
    errors: { 415: Problem },
  },
  editorUploadFile: {
    method: 'POST',
    path: '/media/by-file',
    summary: 'Upload an image (the Editor.js image tool)',
    signedIn: true,
    upload: Type.Object({ image: Binary }),
    answer: EditorFileAnswer,
    errors: { 413: EditorFailure, 415: EditorFailure, 422: EditorFailure },
  },
  editorUploadUrl: {
    method: 'POST',
    path: '/media/by-url',
    summary: 'Fetch and keep an image from a public address (the Editor.js image tool)',
    signedIn: true,
    body: Type.Object({ url: Type.String({ minLength: 1, maxLength: BLOCK_LIMITS.url }) }),
    answer: EditorFileAnswer,
    errors: { 413: EditorFailure, 422: EditorFailure },
  },
  destroy: {
    method: 'DELETE',
    path: '/media/:id',
    summary: "Delete one's own upload; refused while a published post shows it",
    signedIn: true,
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    errors: { 409: Problem },
  },
});

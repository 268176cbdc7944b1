export { EditorProvider, useEditor, type EditorOpenOptions } from './editor-context.tsx';
export { useWriteAction } from './useWriteAction.ts';

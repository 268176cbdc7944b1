/** The post editor: its provider, the hook that opens it, and the «Написать» action. */
export { EditorProvider, useEditor, type EditorOpenOptions } from './editor-context.tsx';
export { useWriteAction } from './useWriteAction.ts';

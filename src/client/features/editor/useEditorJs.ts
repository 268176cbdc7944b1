/**
 * Editor.js is imported inside the effect, so it never loads on the server. `initialBlocks()` is read
 * when the holder appears: a restored, minimized editor starts from its snapshot.
 */
import { useEffect, useRef, useState } from 'react';
import type { Block } from '../../../shared/blocks/types.ts';
import type { EditorInstance } from './editorjs-setup.ts';
import { useT } from '../../platform/useT.ts';

export interface EditorJsState {
  instance: React.RefObject<EditorInstance | null>;
  ready: boolean;
  needsTitle: boolean;
  /** Answers the prompt; the prompt goes at once rather than at Editor.js' next (debounced) change. */
  insertTitle(): void;
}

export function useEditorJs(holder: HTMLElement | null, initialBlocks: () => readonly Block[], onChange: () => void): EditorJsState {
  const t = useT();
  const instance = useRef<EditorInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [needsTitle, setNeedsTitle] = useState(false);
  const latest = useRef({ initialBlocks, onChange });
  useEffect(() => {
    latest.current = { initialBlocks, onChange };
  });

  useEffect(() => {
    if (!holder) return;
    let cancelled = false;
    let created: EditorInstance | null = null;
    void import('./editorjs-setup.ts')
      .then(({ createEditor }) =>
        createEditor({
          holder,
          blocks: latest.current.initialBlocks(),
          t,
          onChange: () => {
            if (created) setNeedsTitle(!created.firstBlockIsHeader());
            latest.current.onChange();
          },
        }),
      )
      .then((editor) => {
        created = editor;
        if (cancelled) {
          editor.destroy();
          return;
        }
        instance.current = editor;
        setNeedsTitle(!editor.firstBlockIsHeader());
        setReady(true);
      });
    return () => {
      cancelled = true;
      if (created && instance.current === created) created.destroy();
      instance.current = null;
      setReady(false);
    };
  }, [holder, t]);

  const insertTitle = () => {
    instance.current?.insertTitle();
    setNeedsTitle(false);
  };

  return { instance, ready, needsTitle, insertTitle };
}

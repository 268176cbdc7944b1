/**
 * Editor.js's own notices (a failed upload, a link it cannot fetch, "Pasted link is not
 * valid.") shown as our toasts, so the site has one notice style.
 *
 * Editor.js hands each tool `api.notifier` and the core's built-in inline tools receive it
 * too, before any configuration of ours runs; the notifier module behind it (codex-notifier,
 * bundled inside Editor.js) is not reachable from outside. What every notice does have in
 * common is its element: codex-notifier appends `.cdx-notify` boxes to one `.cdx-notifies`
 * container on <body>. So the container's children are taken as they arrive: a mutation
 * observer's callback runs before the next paint, and the box is removed before it is seen.
 * Only <body>'s own children and then the container are observed, never the editor's subtree.
 */
import { useEffect } from 'react';
import { useToast, type ToastApi } from '../../ui/toast.tsx';

const CONTAINER = 'cdx-notifies';
const NOTICE = 'cdx-notify';

function showAsToast(notice: Element, toast: ToastApi) {
  const text = notice.textContent?.trim();
  notice.remove();
  if (!text) return;
  if (notice.classList.contains(`${NOTICE}--error`)) toast.error(text);
  else toast.success(text);
}

export function routeEditorNotices(toast: ToastApi): () => void {
  const takeNotices = (container: Element) => {
    for (const notice of [...container.children]) if (notice.classList.contains(NOTICE)) showAsToast(notice, toast);
  };
  const containerWatch = new MutationObserver((records) => {
    for (const record of records) takeNotices(record.target as Element);
  });
  const watch = (container: Element) => {
    takeNotices(container);
    containerWatch.observe(container, { childList: true });
  };

  const existing = document.body.querySelector(`:scope > .${CONTAINER}`);
  if (existing) watch(existing);
  const bodyWatch = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element && node.classList.contains(CONTAINER)) watch(node);
    }
  });
  bodyWatch.observe(document.body, { childList: true });
  return () => {
    bodyWatch.disconnect();
    containerWatch.disconnect();
  };
}

/** Routes Editor.js notices into the toasts while the editor is mounted. */
export function useEditorNoticesAsToasts() {
  const toast = useToast();
  useEffect(() => routeEditorNotices(toast), [toast]);
}

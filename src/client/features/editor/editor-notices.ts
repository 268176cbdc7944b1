/**
 * Editor.js notices become our toasts (docs/adr/0011). Its notifier is not reachable from outside,
 * so the `.cdx-notify` boxes are taken from the DOM by a mutation observer, before the next paint.
 * Only <body>'s own children and the container are observed, never the editor's subtree.
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

export function useEditorNoticesAsToasts() {
  const toast = useToast();
  useEffect(() => routeEditorNotices(toast), [toast]);
}

import { useEffect } from 'react';
import { router } from '@inertiajs/react';
import type { PageMeta } from '../../shared/dto/meta.ts';
import { HEAD_MARKER, headTags } from '../../shared/meta-tags.ts';
import type { SharedProps } from '../../shared/pages.ts';

export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  doc.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((element) => element.remove());
  for (const { tag, attrs, text } of headTags(meta)) {
    const element = doc.createElement(tag);
    element.setAttribute(HEAD_MARKER, '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}

export function useHeadSync(): void {
  useEffect(
    () =>
      router.on('navigate', (event) => {
        applyPageMeta(document, (event.detail.page.props as unknown as SharedProps).meta);
      }),
    [],
  );
}

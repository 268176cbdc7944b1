/**
 * Runs a static page's scripts. On the visit that loaded the document the server has
 * already run them after the page (with the answer's nonce, in `[data-page-scripts]`), and
 * that box goes when the reader moves on. On a visit within the app (back and forward
 * through the history) they are started here: script elements made by code run, those set
 * as HTML do not, and each gets the document's nonce so the site's policy lets it run.
 */
import { useEffect, useRef } from 'react';

/** The nonce the document was served with, as the browser keeps it on our own script tag. */
function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function runnable(html: string, nonce: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const inert of template.content.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    script.textContent = inert.textContent;
    script.nonce = nonce;
    inert.replaceWith(script);
  }
  return template.content;
}

export function usePageScripts(scripts: string) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const fromServer = document.querySelector('[data-page-scripts]');
    if (fromServer) return () => fromServer.remove();
    const box = host.current;
    if (!box || !scripts) return;
    box.replaceChildren(runnable(scripts, documentNonce()));
    return () => box.replaceChildren();
  }, [scripts]);
  return host;
}

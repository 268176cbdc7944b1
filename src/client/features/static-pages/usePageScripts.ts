/**
 * On the document's first load the server has already run the scripts. On visits within the app
 * they start here: script elements made by code run, those set as HTML do not, and each gets the
 * document's nonce so the CSP lets it run.
 */
import { useEffect, useRef } from 'react';

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

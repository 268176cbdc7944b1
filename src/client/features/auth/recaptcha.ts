/** A token is asked for at each submit: tokens expire after two minutes. */
import { RECAPTCHA_SCRIPT_URL } from '../../../shared/recaptcha.ts';

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const scope = globalThis as { grecaptcha?: Grecaptcha };
let loading: Promise<Grecaptcha> | null = null;

/** Adds Google's script once; a failed load is forgotten, so the next call tries again. */
export function loadRecaptcha(siteKey: string, doc: Document = document): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    // A nonce-based CSP lets an added script run only with the page's nonce; reCAPTCHA hands
    // it on to the scripts it loads itself.
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = fail;
    script.onload = () => {
      const grecaptcha = scope.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else fail();
    };
    doc.head.append(script);
  });
  return loading;
}

export async function registrationToken(siteKey: string, doc?: Document): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey, doc);
  return grecaptcha.execute(siteKey, { action: 'register' });
}

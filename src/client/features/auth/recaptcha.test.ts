import { afterEach, describe, expect, it } from 'vitest';
import { registrationToken, type Grecaptcha } from './recaptcha.ts';

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}

/** Just enough of a document to watch the script tags the loader adds. */
function fakeDocument(pageNonce: string | null) {
  const added: FakeScript[] = [];
  const doc = {
    createElement: () => ({ src: '', async: false, nonce: '', onload: null, onerror: null, removed: false, remove() { this.removed = true; } }),
    querySelector: () => (pageNonce ? { nonce: pageNonce } : null),
    head: { append: (script: FakeScript) => added.push(script) },
  };
  return { doc: doc as unknown as Document, added };
}

const scope = globalThis as { grecaptcha?: Grecaptcha };
afterEach(() => delete scope.grecaptcha);

describe('registrationToken', () => {
  it('retries a failed load, then adds the script once with the site key and the page nonce', async () => {
    const { doc, added } = fakeDocument('n0nce');
    const failed = registrationToken('key one', doc);
    added[0]!.onerror!();
    await expect(failed).rejects.toThrow();
    expect(added[0]!.removed).toBe(true);

    const actions: string[] = [];
    scope.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (siteKey, { action }) => {
        actions.push(action);
        return `token for ${siteKey}`;
      },
    };
    const first = registrationToken('key one', doc);
    const second = registrationToken('key one', doc);
    added[1]!.onload!();
    await expect(first).resolves.toBe('token for key one');
    await expect(second).resolves.toBe('token for key one');
    expect(added).toHaveLength(2);
    expect(added[1]).toMatchObject({ src: 'https://www.google.com/recaptcha/api.js?render=key%20one', async: true, nonce: 'n0nce' });
    expect(actions).toEqual(['register', 'register']);
  });
});

/**
 * @inertiajs/react's App reads its layout props with useSyncExternalStore, whose server snapshot is a
 * constant object while the store's own (equally empty) snapshot is another: React sees the two differ
 * once hydrated and renders the whole page again, synchronously, in the task that hydrated it. The
 * server's answer is the store's own snapshot, which is what the server rendered from. The build fails
 * when the line is not found, so an upgrade that fixes or moves it is noticed.
 */
import type { Plugin } from 'vite';

const BUGGY = 'useSyncExternalStore(store.subscribe, store.get, () => emptySnapshot)';
const FIXED = 'useSyncExternalStore(store.subscribe, store.get, store.get)';

export function inertiaHydrationFix(): Plugin {
  return {
    name: 'pero:inertia-hydration-fix',
    transform(code, id) {
      if (!/[/\\]@inertiajs[/\\]react[/\\]dist[/\\]index\.js$/.test(id)) return null;
      if (!code.includes(BUGGY)) this.error(`${id} no longer reads its layout props as this plugin expects: check whether it still needs the fix`);
      return { code: code.replace(BUGGY, FIXED), map: null };
    },
  };
}

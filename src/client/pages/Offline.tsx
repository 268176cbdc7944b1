/**
 * Offline, the service worker shows this page under the address asked for when it kept nothing for
 * it, and lists the posts it did keep, which open without the network.
 */
import { useEffect, useState } from 'react';
import { WifiOff } from '../ui/icons.ts';
import { savedPages, type SavedPage } from '../platform/offline/saved-pages.ts';
import { useT } from '../platform/useT.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Link } from '../ui/Link.tsx';

function useSavedPages(): SavedPage[] | null {
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    void savedPages()
      .catch(() => [])
      .then((pages) => current && setSaved(pages));
    return () => {
      current = false;
    };
  }, []);
  return saved;
}

export default function Offline() {
  const t = useT();
  const saved = useSavedPages();
  return (
    <div className="rounded-xl bg-surface">
      <EmptyState
        icon={WifiOff}
        title={t('offline.page.title')}
        text={t('offline.page.text')}
        titleLevel="h1"
        action={<Button onClick={() => window.location.reload()}>{t('offline.page.retry')}</Button>}
      />
      <section className="border-t border-line px-6 py-5">
        <h2 className="text-[15px] font-semibold">{t('offline.page.saved')}</h2>
        {saved?.length === 0 && <p className="mt-1.5 text-[14px] text-muted">{t('offline.page.noneSaved')}</p>}
        {saved && saved.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1">
            {saved.map((page) => (
              <li key={page.url}>
                <Link href={page.url} className="text-[15px] text-accent underline-offset-2 hover:underline">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

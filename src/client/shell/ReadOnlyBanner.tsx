/** While the primary database is lost the site still reads; the banner says why a save would fail. */
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

export function ReadOnlyBanner() {
  const t = useT();
  if (!usePageProps().readOnly) return null;
  return (
    <div role="status" className="border-b border-line bg-accent-soft px-4 py-2 text-center text-sm text-fg">
      {t('errors.readOnlyBanner')}
    </div>
  );
}

/**
 * A right-column advertisement written in the control panel (issue P12). Its HTML and CSS
 * are the site owner's own, shown as given; running its scripts is left to P12, which
 * owns how advertisement code is trusted and loaded.
 */
import { usePageProps } from '../../platform/usePageProps.ts';

export function AdvertisementWidget() {
  const { advertisements } = usePageProps();
  const advertisement = advertisements.right[0];
  if (!advertisement) return null;
  return (
    <section className="overflow-hidden rounded-xl bg-surface">
      {advertisement.css_content && <style>{advertisement.css_content}</style>}
      <div dangerouslySetInnerHTML={{ __html: advertisement.html_content }} />
    </section>
  );
}

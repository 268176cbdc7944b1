/** A column with no widget is not drawn: an empty 300 px strip reads as a broken page. */
import type { ComponentType } from 'react';
import { useT } from '../platform/useT.ts';
import type { SharedProps, SidebarWidget } from '../../shared/pages.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { AdvertisementWidget } from '../features/ads/index.ts';
import { BestCommentsWidget } from '../features/comments/index.ts';
import { TopBlogsWidget } from '../features/feeds/index.ts';

interface WidgetDefinition {
  Component: ComponentType<{ count: number }>;
  hasData(props: SharedProps): boolean;
}

/** Widgets that fetch their own data hide themselves when it comes back empty. */
const WIDGETS: Partial<Record<SidebarWidget['type'], WidgetDefinition>> = {
  advertisement: { Component: AdvertisementWidget, hasData: (props) => props.advertisements.right.length > 0 },
  top_blogs: { Component: TopBlogsWidget, hasData: () => true },
  best_comments: { Component: BestCommentsWidget, hasData: () => true },
};

export function RightSidebar() {
  const t = useT();
  const props = usePageProps();
  const shown = props.sidebar.flatMap((widget, index) => {
    const definition = WIDGETS[widget.type];
    return definition?.hasData(props) ? [{ key: `${widget.type}-${index}`, count: widget.count, Component: definition.Component }] : [];
  });

  if (shown.length === 0) return null;
  return (
    <div className="hidden w-[300px] shrink-0 py-5 pr-4 wide:block">
      <aside aria-label={t('shell.sidebar.widgetsLabel')} className="sticky top-[calc(var(--header-height)+20px)] flex flex-col gap-4">
        {shown.map(({ key, count, Component }) => (
          <Component key={key} count={count} />
        ))}
      </aside>
    </div>
  );
}

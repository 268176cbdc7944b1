/**
 * The right column on wide screens (spec 2, "Mobile layout and shell"): the `sidebar` prop
 * lists widgets in order, each drawn by the component registered for its type. A widget
 * shows only when its data is there, and a column with none is not drawn at all: an empty
 * 300 px strip reads as a broken page, so the content column takes the width instead.
 */
import type { ComponentType } from 'react';
import type { SharedProps, SidebarWidget } from '../../shared/pages.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { AdvertisementWidget } from '../features/ads/index.ts';

interface WidgetDefinition {
  Component: ComponentType<{ count: number }>;
  hasData(props: SharedProps): boolean;
}

/**
 * top_blogs and best_comments (the roadmap's P4 right-sidebar widgets, with P6 and P7 data)
 * register here once their data reaches the page; until then they are skipped rather than
 * drawn with made-up content.
 */
const WIDGETS: Partial<Record<SidebarWidget['type'], WidgetDefinition>> = {
  advertisement: { Component: AdvertisementWidget, hasData: (props) => props.advertisements.right.length > 0 },
};

export function RightSidebar() {
  const props = usePageProps();
  const shown = props.sidebar.flatMap((widget, index) => {
    const definition = WIDGETS[widget.type];
    return definition?.hasData(props) ? [{ key: `${widget.type}-${index}`, count: widget.count, Component: definition.Component }] : [];
  });

  if (shown.length === 0) return null;
  return (
    <div className="hidden w-[300px] shrink-0 py-5 pr-4 wide:block">
      <aside className="sticky top-[calc(var(--header-height)+20px)] flex flex-col gap-4">
        {shown.map(({ key, count, Component }) => (
          <Component key={key} count={count} />
        ))}
      </aside>
    </div>
  );
}

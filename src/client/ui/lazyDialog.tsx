import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code is downloaded the first time it opens. Menus on every card of a feed offer
 * dialogs most readers never open; loaded with the page, their code (and what it brings, such as
 * the charts of the statistics) would weigh on every first visit. Closed, it renders nothing, as
 * `Modal` does, so nothing is lost by not having it yet.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: Props) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

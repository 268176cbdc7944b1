export { PostSeriesDialog } from './dialogs.ts';
export { SeriesBox, SeriesPager } from './SeriesBox.tsx';
export { SeriesManager } from './SeriesManager.tsx';
export { SeriesShelf } from './SeriesShelf.tsx';

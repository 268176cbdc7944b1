import { lazyDialog } from '../../ui/lazyDialog.tsx';

export const PostSeriesDialog = lazyDialog(() => import('./PostSeriesDialog.tsx').then((module) => module.PostSeriesDialog));

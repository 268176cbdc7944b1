import { lazyDialog } from '../../ui/lazyDialog.tsx';

export const PostStatisticsDialog = lazyDialog(() => import('./PostStatisticsDialog.tsx').then((module) => module.PostStatisticsDialog));

import { lazyDialog } from '../../ui/lazyDialog.tsx';

export const ReportDialog = lazyDialog(() => import('./ReportDialog.tsx').then((module) => module.ReportDialog));
export const UnpublishDialog = lazyDialog(() => import('./UnpublishDialog.tsx').then((module) => module.UnpublishDialog));

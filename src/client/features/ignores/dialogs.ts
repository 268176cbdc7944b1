import { lazyDialog } from '../../ui/lazyDialog.tsx';

export const HidePostDialog = lazyDialog(() => import('./HidePostDialog.tsx').then((module) => module.HidePostDialog));

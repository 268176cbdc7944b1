import { lazyDialog } from '../../ui/lazyDialog.tsx';

export const DeletePostDialog = lazyDialog(() => import('./DeletePostDialog.tsx').then((module) => module.DeletePostDialog));

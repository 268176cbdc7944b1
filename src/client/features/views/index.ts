export { PostStatisticsDialog } from './PostStatisticsDialog.tsx';
export { usePostViews } from './usePostViews.ts';
export { useShowing } from './useShowing.ts';
export { useReadDepth } from './useReadDepth.ts';

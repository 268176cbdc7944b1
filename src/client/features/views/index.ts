export { PostStatisticsDialog } from './dialogs.ts';
export { usePostViews } from './usePostViews.ts';
export { useShowing } from './useShowing.ts';
export { useReadDepth } from './useReadDepth.ts';
export { dayRows } from './chart-rows.ts';
export { StatChart } from './StatChart.tsx';
export { Choice, Figure, ReadDepth, ViewSources } from './StatParts.tsx';

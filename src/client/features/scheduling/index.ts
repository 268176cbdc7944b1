export { ScheduleDialog } from './ScheduleDialog.tsx';
export { ScheduledDrafts } from './ScheduledDrafts.tsx';
export { useDraftSchedule } from './useDraftSchedule.ts';

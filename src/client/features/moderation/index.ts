export { ReportDialog, UnpublishDialog } from './dialogs.ts';
export type { ReportTarget } from './ReportDialog.tsx';
export { QueueItem, type DeleteDialogs } from './QueueItem.tsx';
export { ModlogEntry } from './ModlogEntry.tsx';

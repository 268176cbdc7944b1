export { ReportDialog, type ReportTarget } from './ReportDialog.tsx';
export { UnpublishDialog } from './UnpublishDialog.tsx';
export { QueueItem, type DeleteDialogs } from './QueueItem.tsx';
export { ModlogEntry } from './ModlogEntry.tsx';

export { ReportDialog, type ReportTarget } from './ReportDialog.tsx';
export { UnpublishDialog } from './UnpublishDialog.tsx';
export { QueueItem } from './QueueItem.tsx';
export { ModlogEntry } from './ModlogEntry.tsx';

export { AdminCard, AdminLayout } from './AdminLayout.tsx';
export { PanelField, panelControl } from './PanelField.tsx';
export { OrderField, SwitchAndSubmit } from './PanelFormParts.tsx';
export { ActivityChart } from './ActivityChart.tsx';
export { AdminLogEntry } from './AdminLogEntry.tsx';
export { formatBytes } from './formatBytes.ts';
export { FailedJobItem, QueueTable } from './JobsTables.tsx';
export { StatTile } from './StatTile.tsx';
export { AdminBadge } from './AdminBadge.tsx';

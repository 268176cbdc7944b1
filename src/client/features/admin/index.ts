/** The control panel's frame, shared by every panel screen. */
export { AdminCard, AdminLayout } from './AdminLayout.tsx';
export { PanelField, panelControl } from './PanelField.tsx';
export { OrderField, SwitchAndSubmit } from './PanelFormParts.tsx';

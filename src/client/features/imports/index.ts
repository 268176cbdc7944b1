export { ImportsPanel } from './ImportsPanel.tsx';

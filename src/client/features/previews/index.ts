export { PreviewLinkDialog } from './PreviewLinkDialog.tsx';

export { recordRevision } from './revisions.record.ts';

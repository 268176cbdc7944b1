export { EditedMark } from './EditedMark.tsx';
export { RevisionDiff } from './RevisionDiff.tsx';
export { RevisionList } from './RevisionList.tsx';

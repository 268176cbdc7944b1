export { commentBanFor } from './comment-bans.ts';
export { createComment, destroyComment } from './comments.commands.ts';
export { canReportComment } from './comments.policy.ts';
export { commentUrl } from './comments.presenter.ts';
export { firstCommentsFor, firstCommentsShared } from './comments.first-page.ts';
export { commentCards, commentSubjects } from './comments.pipeline.ts';
export { recordPostReads } from './post-reads.ts';

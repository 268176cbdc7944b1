export { commentBanFor } from './comment-bans.ts';
export { createComment, destroyComment } from './comments.commands.ts';
export { canReportComment } from './comments.policy.ts';
export { commentUrl } from './comments.presenter.ts';
export { firstComments } from './comments.read.ts';
export { recordPostReads } from './post-reads.ts';

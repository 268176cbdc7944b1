export * from './subsites.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './site-settings.ts';
export * from './auth-tokens.ts';
export * from './media.ts';
export * from './posts.ts';
export * from './follows.ts';
export * from './domain-events.ts';
export * from './idempotency-keys.ts';
export * from './post-views.ts';
export * from './reactions.ts';
export * from './bookmarks.ts';
export * from './comments.ts';
export * from './chats.ts';

export * from './community-members.ts';

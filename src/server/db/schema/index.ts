export * from './subsites.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './site-settings.ts';
export * from './auth-tokens.ts';
export * from './media.ts';
export * from './posts.ts';
export * from './follows.ts';

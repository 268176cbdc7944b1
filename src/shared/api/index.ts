/** Every JSON call of the app, by feature: `calls.posts.pin`. */
import { auth } from './auth.ts';
import type { Call } from './call.ts';
import { health } from './health.ts';
import { linkPreview } from './link-preview.ts';
import { media } from './media.ts';
import { posts } from './posts.ts';

export const calls = { auth, health, linkPreview, media, posts };

export const allCalls: readonly Call[] = Object.values(calls).flatMap((feature) => Object.values<Call>(feature));

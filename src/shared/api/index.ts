/** Every JSON call of the app, by feature: `calls.posts.pin`. */
import { accountSafety } from './account-safety.ts';
import { adminAssets } from './admin-assets.ts';
import { adminOps } from './admin-ops.ts';
import { adminInvitations } from './admin-invitations.ts';
import { adminSettings } from './admin-settings.ts';
import { adminContent } from './admin-content.ts';
import { adminUsers } from './admin-users.ts';
import { advertisements } from './advertisements.ts';
import { auth } from './auth.ts';
import { bookmarks } from './bookmarks.ts';
import type { Call } from './call.ts';
import { chats } from './chats.ts';
import { comments } from './comments.ts';
import { delivery } from './delivery.ts';
import { communities } from './communities.ts';
import { discovery } from './discovery.ts';
import { follows } from './follows.ts';
import { feeds } from './feeds.ts';
import { gifs } from './gifs.ts';
import { health } from './health.ts';
import { ignores } from './ignores.ts';
import { linkPreview } from './link-preview.ts';
import { media } from './media.ts';
import { notifications } from './notifications.ts';
import { moderation } from './moderation.ts';
import { personalIcons } from './personal-icons.ts';
import { posts } from './posts.ts';
import { profiles } from './profiles.ts';
import { reactions } from './reactions.ts';
import { settings } from './settings.ts';
import { staticPages } from './static-pages.ts';
import { views } from './views.ts';

export const calls = { adminAssets, auth, bookmarks, chats, comments, discovery, feeds, follows, gifs, health, ignores, linkPreview, media, personalIcons, posts, profiles, reactions, views, delivery, accountSafety, notifications, settings, moderation, communities, adminOps, adminSettings, adminInvitations, adminUsers, adminContent, advertisements, staticPages };

export const allCalls: readonly Call[] = Object.values(calls).flatMap((feature) => Object.values<Call>(feature));

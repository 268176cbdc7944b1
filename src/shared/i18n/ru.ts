// The Russian texts every page may show, split by area so each capability owns its file; the
// areas merge into one namespace. The control panel's own are in ru-admin.ts, the settings' in ru-settings.ts.
import ruCommon from './ru/common.json' with { type: 'json' };
import ruShell from './ru/shell.json' with { type: 'json' };
import ruAuth from './ru/auth.json' with { type: 'json' };
import ruAuthUi from './ru/auth-ui.json' with { type: 'json' };
import ruPosts from './ru/posts.json' with { type: 'json' };
import ruMedia from './ru/media.json' with { type: 'json' };
import ruPostUi from './ru/post-ui.json' with { type: 'json' };
import ruEditor from './ru/editor.json' with { type: 'json' };
import ruFollows from './ru/follows.json' with { type: 'json' };
import ruViews from './ru/views.json' with { type: 'json' };
import ruFeeds from './ru/feeds.json' with { type: 'json' };
import ruReactions from './ru/reactions.json' with { type: 'json' };
import ruBookmarks from './ru/bookmarks.json' with { type: 'json' };
import ruSeries from './ru/series.json' with { type: 'json' };
import ruPolls from './ru/polls.json' with { type: 'json' };
import ruComments from './ru/comments.json' with { type: 'json' };
import ruChats from './ru/chats.json' with { type: 'json' };
import ruProfiles from './ru/profiles.json' with { type: 'json' };
import ruDiscovery from './ru/discovery.json' with { type: 'json' };
import ruIgnores from './ru/ignores.json' with { type: 'json' };
import ruPersonalIcons from './ru/personal-icons.json' with { type: 'json' };
import ruPresence from './ru/presence.json' with { type: 'json' };
import ruNotifications from './ru/notifications.json' with { type: 'json' };
import ruModeration from './ru/moderation.json' with { type: 'json' };
import ruCommunities from './ru/communities.json' with { type: 'json' };
import ruAds from './ru/ads.json' with { type: 'json' };
import ruStaticPages from './ru/static-pages.json' with { type: 'json' };
import ruSyndication from './ru/syndication.json' with { type: 'json' };
import ruOffline from './ru/offline.json' with { type: 'json' };
import ruRevisions from './ru/revisions.json' with { type: 'json' };
import ruScheduling from './ru/scheduling.json' with { type: 'json' };
import ruPreviews from './ru/previews.json' with { type: 'json' };
import ruWebhooks from './ru/webhooks.json' with { type: 'json' };
import ruTelegram from './ru/telegram.json' with { type: 'json' };

export const texts = { ...ruCommon, ...ruShell, ...ruAuth, ...ruAuthUi, ...ruPosts, ...ruMedia, ...ruPostUi, ...ruEditor, ...ruFollows, ...ruViews, ...ruFeeds, ...ruReactions, ...ruBookmarks, ...ruPolls, ...ruSeries, ...ruComments, ...ruChats, ...ruProfiles, ...ruDiscovery, ...ruIgnores, ...ruPersonalIcons, ...ruPresence, ...ruNotifications, ...ruModeration, ...ruCommunities, ...ruAds, ...ruStaticPages, ...ruSyndication, ...ruOffline, ...ruRevisions, ...ruScheduling, ...ruPreviews, ...ruWebhooks, ...ruTelegram };

// The English texts every page may show, split by area so each capability owns its file; the
// areas merge into one namespace. The control panel's own are in en-admin.ts, the settings' in en-settings.ts.
import enCommon from './en/common.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enAuthUi from './en/auth-ui.json' with { type: 'json' };
import enPosts from './en/posts.json' with { type: 'json' };
import enMedia from './en/media.json' with { type: 'json' };
import enPostUi from './en/post-ui.json' with { type: 'json' };
import enEditor from './en/editor.json' with { type: 'json' };
import enFollows from './en/follows.json' with { type: 'json' };
import enViews from './en/views.json' with { type: 'json' };
import enFeeds from './en/feeds.json' with { type: 'json' };
import enReactions from './en/reactions.json' with { type: 'json' };
import enBookmarks from './en/bookmarks.json' with { type: 'json' };
import enSeries from './en/series.json' with { type: 'json' };
import enPolls from './en/polls.json' with { type: 'json' };
import enComments from './en/comments.json' with { type: 'json' };
import enChats from './en/chats.json' with { type: 'json' };
import enProfiles from './en/profiles.json' with { type: 'json' };
import enDiscovery from './en/discovery.json' with { type: 'json' };
import enIgnores from './en/ignores.json' with { type: 'json' };
import enPersonalIcons from './en/personal-icons.json' with { type: 'json' };
import enPresence from './en/presence.json' with { type: 'json' };
import enNotifications from './en/notifications.json' with { type: 'json' };
import enModeration from './en/moderation.json' with { type: 'json' };
import enCommunities from './en/communities.json' with { type: 'json' };
import enAds from './en/ads.json' with { type: 'json' };
import enStaticPages from './en/static-pages.json' with { type: 'json' };
import enSyndication from './en/syndication.json' with { type: 'json' };
import enOffline from './en/offline.json' with { type: 'json' };
import enRevisions from './en/revisions.json' with { type: 'json' };
import enScheduling from './en/scheduling.json' with { type: 'json' };
import enPreviews from './en/previews.json' with { type: 'json' };
import enWebhooks from './en/webhooks.json' with { type: 'json' };
import enTelegram from './en/telegram.json' with { type: 'json' };

export const texts = { ...enCommon, ...enShell, ...enAuth, ...enAuthUi, ...enPosts, ...enMedia, ...enPostUi, ...enEditor, ...enFollows, ...enViews, ...enFeeds, ...enReactions, ...enBookmarks, ...enPolls, ...enSeries, ...enComments, ...enChats, ...enProfiles, ...enDiscovery, ...enIgnores, ...enPersonalIcons, ...enPresence, ...enNotifications, ...enModeration, ...enCommunities, ...enAds, ...enStaticPages, ...enSyndication, ...enOffline, ...enRevisions, ...enScheduling, ...enPreviews, ...enWebhooks, ...enTelegram };

// Plural keys use i18next's Intl.PluralRules suffixes: _one, _few, _many, _other.
import i18next, { type i18n, type TFunction } from 'i18next';
import type { Language } from '../dto/user.ts';
import enCommon from './en/common.json' with { type: 'json' };
import ruCommon from './ru/common.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import ruShell from './ru/shell.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import ruAuth from './ru/auth.json' with { type: 'json' };
import enAuthUi from './en/auth-ui.json' with { type: 'json' };
import ruAuthUi from './ru/auth-ui.json' with { type: 'json' };
import enEditor from './en/editor.json' with { type: 'json' };
import ruEditor from './ru/editor.json' with { type: 'json' };
import enPostUi from './en/post-ui.json' with { type: 'json' };
import ruPostUi from './ru/post-ui.json' with { type: 'json' };
import enPosts from './en/posts.json' with { type: 'json' };
import enMedia from './en/media.json' with { type: 'json' };
import ruMedia from './ru/media.json' with { type: 'json' };
import ruPosts from './ru/posts.json' with { type: 'json' };
import enFollows from './en/follows.json' with { type: 'json' };
import enProfiles from './en/profiles.json' with { type: 'json' };
import ruProfiles from './ru/profiles.json' with { type: 'json' };
import ruFollows from './ru/follows.json' with { type: 'json' };
import enViews from './en/views.json' with { type: 'json' };
import ruViews from './ru/views.json' with { type: 'json' };
import enFeeds from './en/feeds.json' with { type: 'json' };
import ruFeeds from './ru/feeds.json' with { type: 'json' };
import enDiscovery from './en/discovery.json' with { type: 'json' };
import ruDiscovery from './ru/discovery.json' with { type: 'json' };
import enReactions from './en/reactions.json' with { type: 'json' };
import ruReactions from './ru/reactions.json' with { type: 'json' };
import enBookmarks from './en/bookmarks.json' with { type: 'json' };
import ruBookmarks from './ru/bookmarks.json' with { type: 'json' };
import enComments from './en/comments.json' with { type: 'json' };
import ruComments from './ru/comments.json' with { type: 'json' };
import enChats from './en/chats.json' with { type: 'json' };
import ruChats from './ru/chats.json' with { type: 'json' };
import enIgnores from './en/ignores.json' with { type: 'json' };
import ruIgnores from './ru/ignores.json' with { type: 'json' };
import enPersonalIcons from './en/personal-icons.json' with { type: 'json' };
import ruPersonalIcons from './ru/personal-icons.json' with { type: 'json' };
import enPresence from './en/presence.json' with { type: 'json' };
import ruPresence from './ru/presence.json' with { type: 'json' };
import enDelivery from './en/delivery.json' with { type: 'json' };
import ruDelivery from './ru/delivery.json' with { type: 'json' };
import enAccountSafety from './en/account-safety.json' with { type: 'json' };
import ruAccountSafety from './ru/account-safety.json' with { type: 'json' };
import enNotifications from './en/notifications.json' with { type: 'json' };
import ruNotifications from './ru/notifications.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import ruSettings from './ru/settings.json' with { type: 'json' };
import enModeration from './en/moderation.json' with { type: 'json' };
import ruModeration from './ru/moderation.json' with { type: 'json' };
import enCommunities from './en/communities.json' with { type: 'json' };
import ruCommunities from './ru/communities.json' with { type: 'json' };
import enOauth from './en/oauth.json' with { type: 'json' };
import ruOauth from './ru/oauth.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import ruAdmin from './ru/admin.json' with { type: 'json' };
import enAds from './en/ads.json' with { type: 'json' };
import ruAds from './ru/ads.json' with { type: 'json' };
import enStaticPages from './en/static-pages.json' with { type: 'json' };
import ruStaticPages from './ru/static-pages.json' with { type: 'json' };
import enAdminAssets from './en/admin-assets.json' with { type: 'json' };
import ruAdminAssets from './ru/admin-assets.json' with { type: 'json' };
import enAdminOps from './en/admin-ops.json' with { type: 'json' };
import ruAdminOps from './ru/admin-ops.json' with { type: 'json' };
import enAdminSettings from './en/admin-settings.json' with { type: 'json' };
import ruAdminSettings from './ru/admin-settings.json' with { type: 'json' };
import enAdminUsers from './en/admin-users.json' with { type: 'json' };
import ruAdminUsers from './ru/admin-users.json' with { type: 'json' };
import enAdminContent from './en/admin-content.json' with { type: 'json' };
import ruAdminContent from './ru/admin-content.json' with { type: 'json' };

export const DEFAULT_LANGUAGE: Language = 'ru';
export const FALLBACK_LANGUAGE: Language = 'en';

// Texts are split by area so each capability owns its files; the areas merge into one namespace.
const ru = { ...ruCommon, ...ruShell, ...ruAuth, ...ruAuthUi, ...ruPosts, ...ruMedia, ...ruPostUi, ...ruEditor, ...ruFollows, ...ruViews, ...ruFeeds, ...ruReactions, ...ruBookmarks, ...ruComments, ...ruChats, ...ruProfiles, ...ruDiscovery, ...ruIgnores, ...ruPersonalIcons, ...ruPresence, ...ruDelivery, ...ruAccountSafety, ...ruNotifications, ...ruSettings, ...ruModeration, ...ruCommunities, ...ruOauth, ...ruAdmin, ...ruAdminAssets, ...ruAdminOps, ...ruAdminSettings, ...ruAdminUsers, ...ruAdminContent, ...ruAds, ...ruStaticPages };
const en = { ...enCommon, ...enShell, ...enAuth, ...enAuthUi, ...enPosts, ...enMedia, ...enPostUi, ...enEditor, ...enFollows, ...enViews, ...enFeeds, ...enReactions, ...enBookmarks, ...enComments, ...enChats, ...enProfiles, ...enDiscovery, ...enIgnores, ...enPersonalIcons, ...enPresence, ...enDelivery, ...enAccountSafety, ...enNotifications, ...enSettings, ...enModeration, ...enCommunities, ...enOauth, ...enAdmin, ...enAdminAssets, ...enAdminOps, ...enAdminSettings, ...enAdminUsers, ...enAdminContent, ...enAds, ...enStaticPages };

export const resources = { ru: { translation: ru }, en: { translation: en } } as const;

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const translators = new Map<Language, TFunction>();

/** A cached translate function per language, for server-side texts. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = createI18n(language).t;
    translators.set(language, t);
  }
  return t;
}

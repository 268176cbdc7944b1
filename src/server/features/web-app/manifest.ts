/** The web app manifest: the site's name and language are settings, so it is made per request from them. */
import { THEME_COLORS } from '../../../shared/theme-colors.ts';
import type { SiteSettings } from '../site/index.ts';
import { APP_ICONS, type AppIcon } from './app-icons.ts';

const manifestIcon = ({ path, size }: AppIcon, purpose: 'any' | 'maskable') => ({ src: path, sizes: `${size}x${size}`, type: 'image/png', purpose });

export function webAppManifest({ siteName, description, defaultLanguage }: Pick<SiteSettings, 'siteName' | 'description' | 'defaultLanguage'>) {
  return {
    id: '/',
    name: siteName,
    short_name: siteName,
    description,
    lang: defaultLanguage,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // A manifest has one colour; the page's own theme-color meta follows the reader's theme over it.
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
    icons: [manifestIcon(APP_ICONS.any192, 'any'), manifestIcon(APP_ICONS.any512, 'any'), manifestIcon(APP_ICONS.maskable512, 'maskable')],
  };
}

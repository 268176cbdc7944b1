import { Globe, Mail, Rss, Send, type IconComponent } from '../ui/icons.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';

const SOCIAL_ICONS: Record<string, IconComponent> = { telegram: Send, rss: Rss, mail: Mail, email: Mail };

export function SidebarFooter() {
  const t = useT();
  const { links, footerPages, socialLinks, showSocialLinks, siteName } = usePageProps();
  const social = showSocialLinks ? socialLinks : [];
  // A static page may run scripts of its own, which only a full page load starts: plain links.
  const siteLinks = [...footerPages.map(({ title, url }) => ({ name: title, url })), ...links];

  return (
    <footer className="mt-6 px-3 pb-2 text-[13px] text-muted">
      {siteLinks.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-x-3 gap-y-1">
          {siteLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} className="hover:text-fg">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {social.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-1.5" aria-label={t('shell.sidebar.social')}>
          {social.map((link) => {
            const Icon = SOCIAL_ICONS[link.icon ?? ''] ?? Globe;
            return (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.name}
                  title={link.name}
                  className="inline-flex size-8 items-center justify-center rounded-lg bg-fg/5 hover:bg-fg/10 hover:text-fg"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <p>{t('shell.sidebar.copyright', { siteName, year: new Date().getFullYear() })}</p>
    </footer>
  );
}

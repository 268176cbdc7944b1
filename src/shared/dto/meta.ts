/** Head tags of a page (spec 2, "Page meta"); rendered on the server and replaced on navigation. */
export interface PageMeta {
  title: string;
  description: string;
  canonical?: string;
  keywords?: string;
  author?: string;
  siteName: string;
  ogTitle?: string;
  ogDescription?: string;
  ogType?: string;
  image?: string;
  /** The site's defaults for pages without a picture of their own (the control panel's meta defaults). */
  defaultImage?: string;
  /** VK's picture when the page has none of its own; else the page's picture. */
  defaultVkImage?: string;
  fbAppId?: string;
  /** The browser tab's icon. */
  favicon?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

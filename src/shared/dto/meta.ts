/** A feed of the page's list, for readers' feed clients: `<link rel="alternate">`. */
export interface FeedLink {
  type: string;
  href: string;
  title: string;
}

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
  defaultImage?: string;
  defaultVkImage?: string;
  fbAppId?: string;
  favicon?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
  feeds?: FeedLink[];
}

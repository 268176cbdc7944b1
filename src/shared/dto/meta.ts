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
}

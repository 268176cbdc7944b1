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
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

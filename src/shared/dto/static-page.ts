/** A static page as its reader gets it. */
export interface StaticPageDto {
  slug: string;
  title: string;
  description: string;
  body: string;
  scripts: string;
}

/** A static page in the control panel. */
export interface AdminStaticPageDto extends StaticPageDto {
  id: number;
  url: string;
  in_footer: boolean;
  sort_order: number;
}

/** A footer entry: a static page chosen to be listed there. */
export interface FooterPageLink {
  title: string;
  url: string;
}

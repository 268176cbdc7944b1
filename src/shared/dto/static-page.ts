export interface StaticPageDto {
  slug: string;
  title: string;
  description: string;
  body: string;
  scripts: string;
}

export interface AdminStaticPageDto extends StaticPageDto {
  id: number;
  url: string;
  in_footer: boolean;
  sort_order: number;
}

export interface FooterPageLink {
  title: string;
  url: string;
}

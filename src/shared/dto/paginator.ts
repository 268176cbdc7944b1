export interface Paginator<T> {
  data: T[];
  current_page: number;
  first_page_url: string;
  next_page_url: string | null;
  last_page: number;
  path: string;
  total: number;
  to: number | null;
}

import { useRef } from 'react';
import { Link } from '../../ui/Link.tsx';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useWidgetList } from '../../platform/useWidgetList.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { PlaceChange } from '../discovery/index.ts';

const loadTopBlogs = async (limit: number) => (await api(calls.discovery.topBlogs, { query: { limit } })).data;

export function TopBlogsWidget({ count }: { count: number }) {
  const t = useT();
  const frame = useRef<HTMLElement>(null);
  const blogs = useWidgetList(frame, loadTopBlogs, count);

  // The frame keeps its height while loading, so the column does not jump.
  if (blogs?.length === 0) return null;
  return (
    <section ref={frame} aria-labelledby="top-blogs-title" className="rounded-xl bg-surface p-4">
      <h2 id="top-blogs-title" className="mb-3 text-[17px] font-semibold">
        {t('feeds.topBlogs.title')}
      </h2>
      <ol className="flex flex-col gap-3" style={{ minHeight: blogs ? undefined : count * 48 }}>
        {blogs?.map((blog, index) => (
          <li key={blog.id}>
            <Link href={blog.url} className="group flex items-center gap-3">
              <span className="w-4 text-center text-[14px] font-semibold tabular-nums text-muted">{index + 1}</span>
              <Avatar image={blog.avatar} name={blog.name} size={36} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-[15px] font-medium group-hover:text-accent">{blog.name}</span>
                <span className="text-[13px] text-muted">{t('feeds.topBlogs.followers', { count: blog.followers_count })}</span>
              </span>
              <PlaceChange place={blog.current_rating_place} old={blog.old_place} />
            </Link>
          </li>
        ))}
      </ol>
      <Link href="/discovery/blogs" className="mt-3 inline-block text-[14px] font-medium text-accent hover:underline">
        {t('discovery.top.all')}
      </Link>
    </section>
  );
}

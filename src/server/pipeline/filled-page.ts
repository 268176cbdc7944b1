import type { KeyPart } from './cursor.ts';
import type { KeyedSkeleton, PageRequest, Skeleton } from './skeleton.ts';

/**
 * Ids read past the page: what the reader's rules take out (an ignored author, a hidden post) is
 * usually made up from them, so such a reader's page costs no more statements than anyone's.
 */
const SPARE = 5;

/** Past these extra reads a page the rules shortened is shown short rather than read without end. */
const REFILLS = 2;

/**
 * A page of a list paged by keys alone (no offsets: it reads past the page). The page is cut after
 * its last item, whose own key is where the next page starts; the skeleton returned names every id
 * read up to that item (the paginator's `to` counts them).
 */
export async function filledPage<K extends readonly KeyPart[], T extends { id: number }>(
  page: PageRequest<K>,
  read: (page: PageRequest<K>) => Promise<KeyedSkeleton<K>>,
  present: (ids: readonly number[]) => Promise<T[]>,
): Promise<{ data: T[]; skeleton: Skeleton<K> }> {
  let skeleton = await read({ ...page, perPage: page.perPage + SPARE });
  const ids = [...skeleton.ids];
  const keys = [...skeleton.keys];
  const data = await present(skeleton.ids);
  for (let round = 0; round < REFILLS && data.length < page.perPage && skeleton.nextKey; round++) {
    skeleton = await read({ ...page, after: skeleton.nextKey });
    ids.push(...skeleton.ids);
    keys.push(...skeleton.keys);
    data.push(...(await present(skeleton.ids)));
  }
  if (data.length <= page.perPage) return { data, skeleton: { ids, nextKey: skeleton.nextKey } };
  const shown = data.slice(0, page.perPage);
  const cut = ids.indexOf(shown.at(-1)!.id) + 1;
  return { data: shown, skeleton: { ids: ids.slice(0, cut), nextKey: keys[cut - 1]! } };
}

import { Type } from 'typebox';
import { BOOKMARK_TARGETS, COLLECTION_LIMITS } from '../dto/bookmark.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Item = Type.Object({ bookmarked: Type.Enum(BOOKMARK_TARGETS), id: Id });
const CollectionParams = Type.Object({ id: Id });
/** Checked again after trimming (a name of spaces is empty). */
const Name = Type.String({ minLength: 1, maxLength: COLLECTION_LIMITS.name });
const Collection = Type.Object({ id: Type.Integer(), name: Type.String(), bookmarks_count: Type.Integer() });
const Count = Type.Object({ bookmarks: Type.Integer() });

export const bookmarks = defineCalls('bookmarks', {
  add: {
    method: 'POST',
    path: '/bookmark',
    summary: "Bookmark an item; answers the item's bookmark count",
    signedIn: true,
    body: Item,
    answer: Count,
    errors: { 403: Problem },
  },
  remove: {
    method: 'DELETE',
    path: '/bookmark',
    summary: "Remove an item's bookmark (and take it out of every collection); answers the item's bookmark count",
    signedIn: true,
    body: Item,
    answer: Count,
  },
  collections: {
    method: 'GET',
    path: '/bookmark-collections',
    summary: "The member's bookmark collections, oldest first",
    signedIn: true,
    answer: Type.Array(Collection),
  },
  createCollection: {
    method: 'POST',
    path: '/bookmark-collections',
    summary: 'Create a bookmark collection',
    signedIn: true,
    body: Type.Object({ name: Name }),
    answer: Collection,
  },
  renameCollection: {
    method: 'POST',
    path: '/bookmark-collections/:id',
    summary: 'Rename a bookmark collection',
    signedIn: true,
    params: CollectionParams,
    body: Type.Object({ name: Name }),
    answer: Collection,
  },
  destroyCollection: {
    method: 'DELETE',
    path: '/bookmark-collections/:id',
    summary: 'Delete a bookmark collection; its bookmarks stay in All',
    signedIn: true,
    params: CollectionParams,
  },
  filed: {
    method: 'GET',
    path: '/bookmark/collections',
    summary: 'The collections a bookmarked item sits in',
    signedIn: true,
    query: Item,
    answer: Type.Object({ collection_ids: Type.Array(Type.Integer()) }),
  },
  file: {
    method: 'POST',
    path: '/bookmark/collections',
    summary: 'Put a bookmarked item in exactly these collections',
    signedIn: true,
    body: Type.Object({
      bookmarked: Type.Enum(BOOKMARK_TARGETS),
      id: Id,
      collection_ids: Type.Array(Id, { maxItems: COLLECTION_LIMITS.perMember, uniqueItems: true }),
    }),
    answer: Type.Object({ collection_ids: Type.Array(Type.Integer()) }),
  },
});

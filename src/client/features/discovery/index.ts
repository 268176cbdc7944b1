export { FiltersDialog, NO_FILTERS } from './FiltersDialog.tsx';
export { PlaceChange } from './PlaceChange.tsx';
export { QuickSearch } from './QuickSearch.tsx';
export { RecentSearches } from './RecentSearches.tsx';
export { SubsiteList } from './SubsiteList.tsx';
export { SubsiteRow } from './SubsiteRow.tsx';
export { fullListUrl, searchUrl } from './discovery-urls.ts';
export { recentSearches, useRecordViewedPost, viewedPosts } from './local-lists.ts';
export { useDebouncedEffect } from './useDebounced.ts';

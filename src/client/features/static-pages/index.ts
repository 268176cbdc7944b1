export { usePageScripts } from './usePageScripts.ts';
export { StaticPageForm, draftOf, NEW_STATIC_PAGE, type StaticPageDraft } from './StaticPageForm.tsx';
export { FooterScriptsCard } from './FooterScriptsCard.tsx';

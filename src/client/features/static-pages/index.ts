/** Static pages written in the control panel: running their scripts, and the panel's forms. */
export { usePageScripts } from './usePageScripts.ts';
export { StaticPageForm, draftOf, NEW_STATIC_PAGE, type StaticPageDraft } from './StaticPageForm.tsx';
export { FooterScriptsCard } from './FooterScriptsCard.tsx';

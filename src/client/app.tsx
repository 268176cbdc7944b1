import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Page } from '@inertiajs/core';
import { createI18n } from '../shared/i18n/index.ts';
import type { Language } from '../shared/dto/user.ts';
import type { SharedProps } from '../shared/pages.ts';
import AppShell from './shell/AppShell.tsx';

const pages = import.meta.glob<{ default: React.ComponentType }>('./pages/**/*.tsx');

export function resolvePage(name: string) {
  const load = pages[`./pages/${name}.tsx`];
  if (!load) throw new Error(`Unknown page: ${name}`);
  return load().then((module) => module.default);
}

export function pageLayout() {
  return AppShell;
}

const i18nByLanguage = new Map<Language, ReturnType<typeof createI18n>>();

/** Kept per language at module level: the instances hold texts only, no visitor state. */
export function i18nFor(language: Language) {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

export function withProviders(app: ReactElement, { page }: { page: Page }) {
  const language = (page.props as unknown as SharedProps).language ?? 'ru';
  return <I18nextProvider i18n={i18nFor(language)}>{app}</I18nextProvider>;
}

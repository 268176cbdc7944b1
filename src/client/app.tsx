import type { ReactElement } from 'react';
import type { Page } from '@inertiajs/core';
import { DEFAULT_LANGUAGE } from '../shared/i18n/translator.ts';
import type { Language } from '../shared/dto/user.ts';
import type { SharedProps } from '../shared/pages.ts';
import AppShell from './shell/AppShell.tsx';
import { loadTexts, textsFor } from './platform/texts.ts';
import { TextsContext } from './platform/useT.ts';

const pages = import.meta.glob<{ default: React.ComponentType }>('./pages/**/*.tsx');

const languageOf = (page: Page | undefined): Language => (page?.props as unknown as SharedProps | undefined)?.language ?? DEFAULT_LANGUAGE;

/** A page's component, and the texts it shows in the reader's language. */
export async function resolvePage(name: string, page?: Page) {
  const load = pages[`./pages/${name}.tsx`];
  if (!load) throw new Error(`Unknown page: ${name}`);
  const [module] = await Promise.all([load(), loadTexts(name, languageOf(page))]);
  return module.default;
}

export function pageLayout() {
  return AppShell;
}

export function withProviders(app: ReactElement, { page }: { page: Page }) {
  return <TextsContext value={textsFor(languageOf(page))}>{app}</TextsContext>;
}

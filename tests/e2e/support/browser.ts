/** Debian's Chromium driven by playwright-core (no browser download is possible here). */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page, type Response } from 'playwright-core';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The run's one Chromium, started by the setup (server.ts); each file connects to it. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * A page that records console errors and uncaught exceptions, which tests assert are none;
 * with `warnings`, every console warning too (by default only hydration's).
 */
/** Playwright's own warning when a context blocks service workers (newContext): the harness's doing, not the page's. */
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

export async function openPage(context: BrowserContext, { warnings = false }: { warnings?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text() === WORKER_BLOCKED) return;
    if (message.type() === 'error' || (message.type() === 'warning' && (warnings || /hydrat/i.test(message.text())))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Opens an address and waits until the page answers clicks: server markup is inert until hydrated. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Opens an address and waits until it is hydrated and has fetched all it was going to. */
export async function visitSettled(page: Page, url: string): Promise<void> {
  await visit(page, url);
  await page.waitForLoadState('networkidle');
}

/**
 * Resolves once Inertia has written the window's scroll position into the current history entry,
 * which it does 100 ms after scrolling stops. Until then a navigation can save a stale position.
 */
export async function restedAt(page: Page, top: number): Promise<void> {
  await page.waitForFunction((expected) => history.state?.documentScrollPosition?.top === expected, top);
}

/** Embedded players would reach the internet; the frames stay, empty, and keep their titles. */
export async function offline(context: BrowserContext): Promise<BrowserContext> {
  const origin = inject('baseUrl');
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  return context;
}

/**
 * Resolves once the page's socket has joined a channel (the server acknowledged it). Call it
 * before `visit`: a push published before the join never reaches the page.
 */
export function joined(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      let asked = false;
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(channel)) asked = true;
      });
      socket.on('framereceived', (frame) => {
        if (asked && String(frame.payload).includes('"ok":true')) resolve();
      });
    });
  });
}

/**
 * A browser context that reaches the server from an address of its own (X-Forwarded-For,
 * which the server trusts from loopback), as separate readers do: the per-address limits
 * (ten sign-ins a minute, five registrations an hour) then count each context alone, not
 * the whole suite together. The address is random because files run in parallel, each in
 * a process of its own that cannot count the others' contexts.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const [a, b, c] = randomBytes(3);
  const address = `10.${a}.${b}.${(c! % 254) + 1}`;
  // The service worker downloads the reading assets and renders the offline page in every context that
  // installs it: only the tests of offline reading ask for it.
  return browser.newContext({ serviceWorkers: 'block', ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, 'X-Forwarded-For': address } });
}

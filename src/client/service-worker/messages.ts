/** What pages ask the service worker (platform/offline/), and what it answers. */

/** Answered with `SavedPage[]`, latest first. */
export interface SavedPagesQuestion {
  type: 'saved-pages';
}

/** The server ended this browser's session (the socket was closed): the kept pages may no longer be this reader's. */
export interface AccountCheck {
  type: 'check-account';
}

export type ServiceWorkerMessage = SavedPagesQuestion | AccountCheck;

export interface SavedPage {
  url: string;
  title: string;
}

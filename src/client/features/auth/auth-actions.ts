/** Behaviour the sign-in panels share: submitting, failure texts, finishing a sign-in. */
import { useRef, useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import type { TFunction } from 'i18next';
import { HttpError } from '../../platform/http.ts';
import { useAuthModal } from './auth-modal-context.tsx';

/** A form submit that runs `action` once at a time and reports whether it is running. */
export function useSubmit(action: () => Promise<void>) {
  const [loading, setLoading] = useState(false);
  // A ref, not the state: two Enter presses in one tick both still see `loading` as false.
  const running = useRef(false);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setLoading(true);
    try {
      await action();
    } finally {
      running.current = false;
      setLoading(false);
    }
  };
  return { loading, onSubmit };
}

/**
 * The text for a failed call: the panel's `fallback` if it has one (login's "Incorrect email or
 * password"), else the server's message for a client error, else a generic one. Throttling and
 * a lost connection always get their own texts, even where the spec says "any error": telling
 * a throttled user the password is wrong only makes them try again.
 */
export function failureText(error: unknown, t: TFunction, fallback?: string): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return t('authUi.errors.network');
    if (error.status === 429) return t('errors.tooManyRequests');
    if (!fallback && error.status < 500) return error.message;
  }
  return fallback ?? t('errors.serverError');
}

/** The session cookie is set by now: close the modal and reload the page's props. */
export function useFinishSignIn() {
  const { close } = useAuthModal();
  return () => {
    close();
    router.reload();
  };
}

/** Behaviour the sign-in panels share: submitting, failure texts, finishing a sign-in. */
import { useRef, useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import type { TFunction } from 'i18next';
import { HttpError } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';
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

/**
 * Where a panel's server errors go. A message about one of the panel's `fields` stays under
 * that field until the field is edited; a message about anything else (an expired reset
 * link, the captcha) and a failure without field messages become notifications. A success
 * clears both, so nothing from a failed attempt outlives the one that went through.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[], fallback?: string) {
  const t = useT();
  const toast = useToast();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);

  return {
    errors,
    /** The field's change handler: stores the value and drops the field's message, which may no longer hold. */
    tracked(field: Field, store: (value: string) => void) {
      return (value: string) => {
        store(value);
        setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
      };
    },
    succeeded() {
      setErrors({});
      toast.clear();
    },
    failed(error: unknown) {
      const messages = Object.entries(error instanceof HttpError ? error.firstErrors() : {});
      setErrors(Object.fromEntries(messages.filter(([name]) => isField(name))) as Partial<Record<Field, string>>);
      const elsewhere = messages.filter(([name]) => !isField(name));
      elsewhere.forEach(([, message]) => toast.error(message));
      if (messages.length === 0) toast.error(failureText(error, t, fallback));
    },
  };
}

/** The session cookie is set by now: close the modal and reload the page's props. */
export function useFinishSignIn() {
  const { close } = useAuthModal();
  return () => {
    close();
    router.reload();
  };
}

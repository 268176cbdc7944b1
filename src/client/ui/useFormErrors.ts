import { useState } from 'react';
import type { Translate } from '../../shared/i18n/translator.ts';
import { HttpError } from '../platform/http.ts';
import { useT } from '../platform/useT.ts';
import { useToast } from './toast.tsx';

/** Throttling and a lost connection get their own texts: telling a throttled user the password is wrong only makes them try again. */
export function failureText(error: unknown, t: Translate, fallback?: string): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return t('authUi.errors.network');
    if (error.status === 429) return t('errors.tooManyRequests');
    if (!fallback && error.status < 500) return error.message;
  }
  return fallback ?? t('errors.serverError');
}

/** A message about one of `fields` stays under it until it is edited; anything else becomes a toast. A success clears both. */
export function useFormErrors<Field extends string>(fields: readonly Field[], fallback?: string) {
  const t = useT();
  const toast = useToast();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);

  return {
    errors,
    tracked(field: Field, store: (value: string) => void) {
      return (value: string) => {
        store(value);
        setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
      };
    },
    succeeded() {
      setErrors({});
      toast.clearErrors();
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

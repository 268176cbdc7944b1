import { useState } from 'react';
import { errorText, HttpError } from '../platform/http.ts';
import { useToast } from './toast.tsx';

export function useFormSubmit() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(send: () => Promise<void>): Promise<void> {
    setBusy(true);
    setErrors({});
    try {
      await send();
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) setErrors(error.firstErrors());
      const text = errorText(error);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, submit };
}

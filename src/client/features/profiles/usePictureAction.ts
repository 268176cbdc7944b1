import { useState } from 'react';
import { HttpError } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';

export function usePictureAction() {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run<T>(action: () => Promise<T>, done: string): Promise<T | null> {
    setBusy(true);
    try {
      const answer = await action();
      toast.success(done);
      return answer;
    } catch (error) {
      const message = error instanceof HttpError ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message) : '';
      toast.error(message || t('profiles.failed'));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}

export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

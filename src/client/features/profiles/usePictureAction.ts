import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

/** A profile picture's change: useFormAction with the profile's words for a failure nobody explained, and its success told. */
export function usePictureAction() {
  const t = useT();
  const toast = useToast();
  const { busy, run } = useFormAction();

  async function change<T>(action: () => Promise<T>, done: string) {
    const answer = await run(action, { fallback: t('profiles.failed') });
    if (answer) toast.success(done);
    return answer;
  }

  return { busy, run: change };
}

export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

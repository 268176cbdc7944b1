import { useEffect, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { CopyField } from '../../ui/CopyField.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { useToast } from '../../ui/toast.tsx';

export interface PreviewLinkDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Runs before a link is made (the editor saves what it holds); false stops there. */
  prepare?(): Promise<boolean>;
}

/** The draft's secret link: made on request, copied, revoked. */
export function PreviewLinkDialog({ postId, open, onOpenChange, prepare }: PreviewLinkDialogProps) {
  const t = useT();
  const toast = useToast();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const action = useFormAction();

  useEffect(() => {
    if (!open) return;
    let current = true;
    void action.run(() => api(calls.previews.show, { params: { id: postId } })).then((answer) => current && answer && setUrl(answer.url));
    return () => {
      current = false;
    };
  }, [open, postId]);

  const create = async () => {
    const answer = await action.run(async () => {
      if (prepare && !(await prepare())) return null;
      return api(calls.previews.create, { params: { id: postId } });
    });
    if (answer) setUrl(answer.url);
  };

  const revoke = async () => {
    const answer = await action.run(() => api(calls.previews.revoke, { params: { id: postId } }));
    if (!answer) return;
    setUrl(null);
    toast.success(t('previews.revoked'));
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('previews.dialogTitle')}>
      <p className="mt-2 text-[15px] text-muted">{t('previews.dialogText')}</p>
      {url && (
        <div className="mt-4">
          <CopyField label={t('previews.label')} value={url} copyLabel={t('previews.copy')} copiedText={t('previews.copied')} testId="preview-link" />
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 min-[420px]:flex-row min-[420px]:items-center">
        {url && (
          <Button onClick={() => void revoke()} disabled={action.busy} className="text-red-700 min-[420px]:mr-auto dark:text-red-300">
            {t('previews.revoke')}
          </Button>
        )}
        <Button onClick={() => onOpenChange(false)} className={url ? undefined : 'min-[420px]:ml-auto'}>
          {t('previews.close')}
        </Button>
        {url === null && (
          <Button variant="primary" onClick={() => void create()} disabled={action.busy}>
            {t('previews.create')}
          </Button>
        )}
      </div>
    </Modal>
  );
}

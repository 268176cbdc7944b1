import { Share2 } from '../../ui/icons.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useT } from '../../platform/useT.ts';
import { copyToClipboard } from '../../platform/clipboard.ts';

export function ShareButton({ url }: { url: string }) {
  const t = useT();
  const toast = useToast();

  async function copy() {
    try {
      await copyToClipboard(new URL(url, window.location.origin).href);
      toast.success(t('postUi.actions.linkCopied'));
    } catch {
      toast.error(t('postUi.actions.copyFailed'));
    }
  }

  return (
    <IconButton label={t('postUi.actions.share')} onClick={copy}>
      <Share2 className="size-[18px]" aria-hidden="true" />
    </IconButton>
  );
}

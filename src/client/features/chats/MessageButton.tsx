import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { errorText } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { startChat } from './start-chat.ts';

export function MessageButton({ userId, label }: { userId: number; label: string }) {
  const t = useT();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    startChat(userId).catch((error: unknown) => {
      setOpening(false);
      toast.error(errorText(error) ?? t('chats.errors.notStarted'));
    });
  };
  return (
    <button type="button" className={buttonClass('secondary')} onClick={open} disabled={opening}>
      <MessageCircle className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}

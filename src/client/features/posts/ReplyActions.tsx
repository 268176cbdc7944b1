/** The label says "with a post" so it is not taken for answering in the comments. */
import type { MouseEvent } from 'react';
import { Repeat2, Reply } from '../../ui/icons.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { useSignInGate } from '../auth/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useEditor } from '../editor/index.ts';
import { useT } from '../../platform/useT.ts';

export function ReplyActions({ post }: { post: Pick<PostDto, 'id' | 'title' | 'url'> }) {
  const t = useT();
  const gate = useSignInGate();
  const editor = useEditor();
  const replyTo = { id: post.id, title: post.title, url: post.url };

  const open = (mode: 'reply' | 'repost') => (event: MouseEvent) => {
    gate(event);
    if (!event.defaultPrevented) editor.open({ mode, replyTo });
  };

  return (
    <div className="flex gap-2">
      <Button onClick={open('reply')}>
        <Reply className="size-4" aria-hidden="true" />
        {t('postUi.actions.reply')}
      </Button>
      <Button onClick={open('repost')}>
        <Repeat2 className="size-4" aria-hidden="true" />
        {t('postUi.actions.repost')}
      </Button>
    </div>
  );
}

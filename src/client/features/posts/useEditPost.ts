/**
 * Opens a post in the editor with all its blocks. A card carries only the few it shows
 * (shared/blocks/select.ts), so the post is loaded from its page address first; the editor
 * then autosaves the whole post, never the card's teaser in its place.
 */
import { useCallback } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { pageData } from '../../platform/api.ts';
import { errorText } from '../../platform/http.ts';
import { useToast } from '../../ui/toast.tsx';
import { useEditor } from '../editor/index.ts';

export function useEditPost(): (post: Pick<PostDto, 'url'>) => Promise<void> {
  const editor = useEditor();
  const toast = useToast();
  return useCallback(
    async ({ url }) => {
      try {
        const { post } = await pageData('Post', url);
        editor.open({ mode: 'edit', postId: post.id, post });
      } catch (error) {
        const text = errorText(error);
        if (text) toast.error(text);
      }
    },
    [editor, toast],
  );
}

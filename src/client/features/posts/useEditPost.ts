/** A card carries only the blocks it shows, so the post is loaded whole first: autosave must never write the teaser over it. */
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

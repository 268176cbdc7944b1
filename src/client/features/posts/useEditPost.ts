/** A card carries only the blocks it shows, so the post is loaded whole first: autosave must never write the teaser over it. */
import { useCallback } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { pageData } from '../../platform/api.ts';
import { useFailureToast } from '../../ui/toast.tsx';
import { useEditor } from '../editor/index.ts';

export function useEditPost(): (post: Pick<PostDto, 'url'>) => Promise<void> {
  const editor = useEditor();
  const fail = useFailureToast();
  return useCallback(
    async ({ url }) => {
      try {
        const { post } = await pageData('Post', url);
        editor.open({ mode: 'edit', postId: post.id, post });
      } catch (error) {
        fail(error);
      }
    },
    [editor, fail],
  );
}

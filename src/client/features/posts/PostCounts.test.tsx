import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allTexts } from '../../../shared/i18n/index.ts';
import { TextsContext } from '../../platform/useT.ts';
import { PostCounts, shownCounts } from './PostCounts.tsx';

const post = (comments: number, views: number) => ({
  url: '/anna/1-post',
  comments_count: comments,
  unique_views_count: views,
});

function render(counted: ReturnType<typeof post>): string {
  return renderToString(
    <TextsContext value={allTexts('ru')}>
      <PostCounts post={counted} onPostPage />
    </TextsContext>,
  );
}

describe('PostCounts', () => {
  it('shows only the counters above zero, in a fixed order', () => {
    expect(shownCounts(post(3, 1200))).toEqual([
      { kind: 'comments', value: 3 },
      { kind: 'views', value: 1200 },
    ]);
    expect(shownCounts(post(0, 2))).toEqual([{ kind: 'views', value: 2 }]);
  });

  it('draws nothing when every counter is zero', () => {
    expect(render(post(0, 0))).toBe('');
  });

  it('names each counter in words for screen readers, the number abbreviated on screen', () => {
    const html = render(post(5, 1200));
    expect(html).toContain('<span class="sr-only">5 комментариев</span>');
    expect(html).toContain('<span class="sr-only">1200 просмотров</span>');
    expect(html).toMatch(/<span aria-hidden="true">1[.,]2K<\/span>/);
  });
});

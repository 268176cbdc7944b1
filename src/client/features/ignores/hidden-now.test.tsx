import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostDto } from '../../../shared/dto/post.ts';
import { markHidden, useHiddenNow } from './hidden-now.ts';

const post = { id: 7, user: { id: 3 }, category: { id: 5 } } as unknown as Pick<PostDto, 'id' | 'user' | 'category'>;

function Card() {
  return useHiddenNow(post) ? null : <article>card</article>;
}

afterEach(() => markHidden('subsite', 5, false));

describe('posts hidden in this tab', () => {
  it('leave a card that renders from the server’s snapshot, as hydration does, identical to the server’s HTML', () => {
    markHidden('subsite', 5, true);
    expect(renderToString(<Card />)).toBe('<article>card</article>');
  });
});

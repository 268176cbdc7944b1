import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PollBlock as Poll } from '../../../shared/blocks/types.ts';
import type { PollState } from '../../../shared/dto/poll.ts';
import { allTexts } from '../../../shared/i18n/index.ts';
import { TextsContext } from '../../platform/useT.ts';
import { PollBlock } from './PollBlock.tsx';
import { PollsProvider } from './polls-context.tsx';

const block: Poll = {
  id: 'poll1',
  type: 'poll',
  tunes: {},
  data: { question: 'Чай или кофе?', options: [{ id: 'a', text: 'Чай' }, { id: 'b', text: 'Кофе' }], multiple: true, ends_at: '2030-01-01T00:00:00.000Z', results: 'always' },
};

const state = (over: Partial<PollState>): PollState => ({ id: 1, block_id: 'poll1', voters: 3, counts: { a: 1, b: 2 }, closed_at: null, ended: false, my_choice: [], ...over });

function render(poll: PollState) {
  return renderToString(
    <TextsContext value={allTexts('ru')}>
      <PollsProvider value={{ postId: 1, authorId: 2, polls: [poll] }}>
        <PollBlock {...block} />
      </PollsProvider>
    </TextsContext>,
  );
}

describe('PollBlock on the server', () => {
  it('renders the question and options alone, the same for every reader: the markup of a post body is shared', () => {
    const voter = render(state({ my_choice: ['b'] }));
    expect(voter).toBe(render(state({ voters: 9, counts: null })));
    expect(voter).toContain('Чай или кофе?');
    expect(voter).toContain('Кофе');
    expect(voter).toContain('Можно выбрать несколько вариантов');
    expect(voter).not.toMatch(/%|Ваш выбор|голос/);
  });
});

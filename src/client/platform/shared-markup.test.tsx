import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MarkupStore } from '../../shared/markup-store.ts';
import { finishMarkup, MarkupRenderContext, SharedMarkup, startMarkup } from './shared-markup.tsx';

function memoryStore(): MarkupStore & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>();
  return { entries, get: (key) => entries.get(key), put: (key, html) => void entries.set(key, Buffer.from(html)) };
}

let renders = 0;
function Card({ title }: { title: string }) {
  renders++;
  return (
    <article>
      <h2>{title}</h2>
      <p>Текст карточки «{title}»</p>
    </article>
  );
}

const list = (titles: string[]) => (
  <ul>
    {titles.map((title) => (
      <li key={title}>
        <SharedMarkup kind="card" view={{ title }}>
          {(view) => <Card title={view.title} />}
        </SharedMarkup>
      </li>
    ))}
  </ul>
);

function renderWith(store: MarkupStore | undefined, titles: string[]): string {
  if (!store) return renderToString(list(titles));
  const render = startMarkup(store);
  const pieces = finishMarkup(renderToString(<MarkupRenderContext value={render}>{list(titles)}</MarkupRenderContext>), render);
  return Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))).toString();
}

describe('shared markup', () => {
  it('gives the markup a render without a store gives, rendering each card once for all renders', () => {
    const plain = renderWith(undefined, ['Первый', 'Второй']);
    const store = memoryStore();
    renders = 0;
    expect(renderWith(store, ['Первый', 'Второй'])).toBe(plain);
    expect(renders).toBe(2);
    // Kept under the view whole, with its kind.
    expect(Buffer.from(store.entries.get(JSON.stringify(['card', { title: 'Первый' }]))!).toString()).toBe(renderToString(<Card title="Первый" />));

    const reordered = renderWith(undefined, ['Второй', 'Третий', 'Первый']);
    renders = 0;
    expect(renderWith(store, ['Второй', 'Третий', 'Первый'])).toBe(reordered);
    expect(renders).toBe(1);
  });

  it('leaves text that looks like a marker as it is', () => {
    const store = memoryStore();
    const lookalike = '<template data-kept="00000000-0000-0000-0000-000000000000-0"></template>';
    renderWith(store, [lookalike]);
    expect(renderWith(store, [lookalike])).toBe(renderWith(undefined, [lookalike]));
  });
});

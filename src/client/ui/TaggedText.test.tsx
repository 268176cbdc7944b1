import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './TaggedText.tsx';

describe('TaggedText', () => {
  it('shows each tagged part as its element with the part’s words inside, the rest as text', () => {
    const html = renderToString(
      <TaggedText text="Вы принимаете <agreement>соглашение</agreement> и <privacy>политику</privacy>." elements={{ agreement: <a href="/terms" />, privacy: <a href="/privacy" /> }} />,
    );
    expect(html).toBe('Вы принимаете <a href="/terms">соглашение</a> и <a href="/privacy">политику</a>.');
  });

  it('shows the words of a part no element is given for, without the tag', () => {
    expect(renderToString(<TaggedText text="Читайте <rules>правила</rules>" elements={{}} />)).toBe('Читайте правила');
  });
});

import { describe, expect, it } from 'vitest';
import { exportChatId, importable, paragraphsOf, splitTitle, type TextEntity } from './telegram.export.ts';
import { CAPTION_LIMIT, messageText } from './telegram.message.ts';

const plain = (text: string): TextEntity => ({ type: 'plain', text });

describe('reading an export', () => {
  it('takes messages with text or a photo, and nothing else', () => {
    const base = { type: 'message', date_unixtime: '1714557600' };
    expect(importable({ ...base, id: 1, text_entities: [plain('Текст')] })).toMatchObject({ id: 1, photo: null });
    expect(importable({ ...base, id: 2, photo: 'photos/a.jpg', text_entities: [] })).toMatchObject({ photo: 'photos/a.jpg' });
    expect(importable({ ...base, id: 3, type: 'service', text_entities: [plain('Канал создан')] })).toBeNull();
    expect(importable({ ...base, id: 4, poll: {}, text_entities: [] })).toBeNull();
    expect(importable({ ...base, id: 5, media_type: 'sticker', file: 's.webp', text_entities: [] })).toBeNull();
    expect(importable({ ...base, id: 6, text_entities: [plain('  \n ')] })).toBeNull();
    // A photo the export skipped is named in parentheses instead of a path.
    expect(importable({ ...base, id: 7, photo: '(File not included. Change data exporting settings to download.)', text_entities: [] })).toBeNull();
    expect(importable({ ...base, id: 8, text: ['Старый ', { type: 'bold', text: 'формат' }] })?.entities).toEqual([plain('Старый '), { type: 'bold', text: 'формат' }]);
  });

  it('names the channel as the Bot API does', () => {
    expect(exportChatId({ id: 1234567890 })).toBe('-1001234567890');
    expect(exportChatId({ id: -1001234567890 })).toBe('-1001234567890');
    expect(exportChatId({})).toBeNull();
  });

  it('keeps bold, italic and links, escapes the rest, and makes paragraphs of blank lines', () => {
    const html = paragraphsOf([
      plain('Один <два> & '),
      { type: 'bold', text: 'жирный\nперенос' },
      { type: 'text_link', text: 'ссылка', href: 'javascript:alert(1)' },
      { type: 'link', text: 'example.com/"x"' },
      plain('\n\n\nВторой'),
      { type: 'pre', text: 'код\n  строка' },
      { type: 'strikethrough', text: 'зачёркнуто' },
    ]);
    expect(html).toEqual(['Один &lt;два&gt; &amp; <b>жирный</b><br><b>перенос</b>ссылка<a href="https://example.com/&quot;x&quot;">example.com/"x"</a>', 'Второй', 'код<br>  строка', 'зачёркнуто']);
  });

  it('titles a post with its short first line, or with the start of a long text', () => {
    expect(splitTitle([plain('Новость дня\nПодробности')], false)).toEqual({ title: 'Новость дня', body: [plain('Подробности')] });
    const long = 'Очень длинное первое предложение, которое никак не годится в заголовок поста, потому что оно продолжается и продолжается без конца и края.';
    const made = splitTitle([plain(long)], false);
    expect(made.title).toMatch(/^Очень длинное первое предложение.*…$/);
    expect(made.title.length).toBeLessThanOrEqual(81);
    expect(made.body).toEqual([plain(long)]);
    expect(splitTitle([plain('Подпись')], true)).toEqual({ title: 'Подпись', body: [] });
    expect(splitTitle([plain('Просто строка')], false)).toEqual({ title: '', body: [plain('Просто строка')] });
  });
});

describe('a channel message', () => {
  it('cuts the lead, then the title, to keep the link within the limit', () => {
    const text = messageText({ title: 'T'.repeat(500), lead: 'L'.repeat(2000), url: 'https://pero.example/x/1-t', photo: null }, CAPTION_LIMIT);
    expect([...text.replace(/<[^>]+>/g, '')].length).toBeLessThanOrEqual(CAPTION_LIMIT);
    expect(text.endsWith('https://pero.example/x/1-t')).toBe(true);
    expect(messageText({ title: '', lead: '<b>', url: 'https://p.example/1', photo: null }, CAPTION_LIMIT)).toBe('&lt;b&gt;\n\nhttps://p.example/1');
  });
});

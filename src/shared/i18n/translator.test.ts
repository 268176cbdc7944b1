import { describe, expect, it } from 'vitest';
import { createTexts } from './translator.ts';

const ru = {
  counts: { comments_one: '{{count}} комментарий', comments_few: '{{count}} комментария', comments_many: '{{count}} комментариев', comments_other: '{{count}} комментария' },
  replied: 'ответил(а)',
  replied_female: 'ответила',
  replied_male: 'ответил',
  greeting: 'Привет, {{name}}!',
  onlyHere: 'Только по-русски',
};
const en = {
  counts: { comments_one: '{{count}} comment', comments_other: '{{count}} comments' },
  replied: 'replied',
  greeting: 'Hello, {{name}}!',
  onlyInEnglish: 'English only',
};

describe('texts', () => {
  const russian = createTexts('ru', { ru, en });
  const english = createTexts('en', { ru, en });

  it('picks the plural form the language’s rules name for the count', () => {
    expect([1, 2, 5, 11, 21, 22, 1.5].map((count) => russian.t('counts.comments', { count }))).toEqual([
      '1 комментарий',
      '2 комментария',
      '5 комментариев',
      '11 комментариев',
      '21 комментарий',
      '22 комментария',
      '1.5 комментария',
    ]);
    expect([1, 2].map((count) => english.t('counts.comments', { count }))).toEqual(['1 comment', '2 comments']);
  });

  it('picks the form for a context, and the plain one where there is none', () => {
    expect(russian.t('replied', { context: 'female' })).toBe('ответила');
    expect(russian.t('replied', { context: 'male' })).toBe('ответил');
    expect(russian.t('replied')).toBe('ответил(а)');
    expect(english.t('replied', { context: 'female' })).toBe('replied');
  });

  it('fills placeholders and leaves one without a value as written', () => {
    expect(russian.t('greeting', { name: 'Анна' })).toBe('Привет, Анна!');
    expect(russian.t('greeting', {})).toBe('Привет, {{name}}!');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    expect(russian.t('onlyInEnglish')).toBe('English only');
    expect(english.t('onlyHere')).toBe('onlyHere');
    expect(english.t('missing.key', { defaultValue: 'GitHub' })).toBe('GitHub');
    expect(english.t('missing.key')).toBe('missing.key');
  });

  it('finds a key whose own name holds dots, beside its nested neighbours', () => {
    const texts = createTexts('ru', { ru: { events: { 'post.published': 'Пост опубликован', post: { deleted: 'Пост удалён' } } } });
    expect(texts.t('events.post.published')).toBe('Пост опубликован');
    expect(texts.t('events.post.deleted')).toBe('Пост удалён');
    expect(texts.t('events.post')).toBe('events.post');
    expect(texts.t('events.toString')).toBe('events.toString');
  });

  it('takes texts added later, as a page’s own arrive after the shell’s', () => {
    const loaded = createTexts('ru', { ru: { a: 'А' } });
    expect(loaded.t('admin.title')).toBe('admin.title');
    loaded.add({ admin: { title: 'Управление' } });
    expect(loaded.t('admin.title')).toBe('Управление');
    expect(loaded.t('a')).toBe('А');
  });
});

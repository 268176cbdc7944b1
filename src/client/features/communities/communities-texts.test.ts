import { describe, expect, it } from 'vitest';
import { allTexts } from '../../../shared/i18n/index.ts';

describe('the topics pages’ texts (spec 2)', () => {
  it('is titled Delete and asks Are you sure?, naming the topic, in both languages', () => {
    const ru = allTexts('ru').t;
    expect(ru('communities.myTopics.confirmTitle')).toBe('Удалить');
    expect(ru('communities.myTopics.confirmText', { name: 'Авиация' })).toBe('Вы уверены? Тема «Авиация» будет удалена.');
    const en = allTexts('en').t;
    expect(en('communities.myTopics.confirmTitle')).toBe('Delete');
    expect(en('communities.myTopics.confirmText', { name: 'Aviation' })).toBe('Are you sure? The topic “Aviation” will be deleted.');
  });

  it('titles the creation page «Создание темы», as the pages table of spec 2 names it', () => {
    expect(allTexts('ru').t('communities.form.createTitle')).toBe('Создание темы');
    expect(allTexts('en').t('communities.form.createTitle')).toBe('Creating a topic');
  });
});

import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/index.ts';

describe('the topic delete confirmation (spec 2, "Topics management")', () => {
  it('is titled Delete and asks Are you sure?, naming the topic, in both languages', () => {
    const ru = createI18n('ru').t;
    expect(ru('communities.myTopics.confirmTitle')).toBe('Удалить');
    expect(ru('communities.myTopics.confirmText', { name: 'Авиация' })).toBe('Вы уверены? Тема «Авиация» будет удалена.');
    const en = createI18n('en').t;
    expect(en('communities.myTopics.confirmTitle')).toBe('Delete');
    expect(en('communities.myTopics.confirmText', { name: 'Aviation' })).toBe('Are you sure? The topic “Aviation” will be deleted.');
  });
});

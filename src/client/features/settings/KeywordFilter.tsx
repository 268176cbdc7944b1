import { useState, type FormEvent } from 'react';
import { X } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { BLOCKED_KEYWORDS_SHOWN } from '../../../shared/dto/settings.ts';
import { KEYWORD_LIMITS, normalizeKeyword } from '../../../shared/keyword-filter.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { RowActionButton, type FormRun } from '../../ui/RowActionButton.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { ShowAllToggle } from './ShowAllToggle.tsx';

export function KeywordFilter({ initial }: { initial: string[] }) {
  const t = useT();
  const toast = useToast();
  const [keywords, setKeywords] = useState(initial);
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const adding = useFormAction();

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!normalizeKeyword(text)) return;
    if (keywords.includes(normalizeKeyword(text))) {
      toast.error(t('settings.errors.keywordDuplicate'));
      return;
    }
    const added = await adding.run(() => api(calls.settings.blockKeyword, { body: { keyword: text } }));
    if (!added) return;
    setKeywords((list) => [added.keyword, ...list.filter((item) => item !== added.keyword)]);
    setText('');
  }

  async function remove(keyword: string, run: FormRun) {
    const at = keywords.indexOf(keyword);
    setKeywords((list) => list.filter((item) => item !== keyword));
    // Put back this keyword alone: another one removed meanwhile stays removed.
    if (!(await run(() => api(calls.settings.unblockKeyword, { body: { keyword } })))) setKeywords((list) => list.toSpliced(at, 0, keyword));
  }

  const shown = all ? keywords : keywords.slice(0, BLOCKED_KEYWORDS_SHOWN);
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(event) => void add(event)} className="flex gap-2">
        <label htmlFor="settings-keyword" className="sr-only">
          {t('settings.feed.keywordPlaceholder')}
        </label>
        <input
          id="settings-keyword"
          value={text}
          maxLength={KEYWORD_LIMITS.length}
          placeholder={t('settings.feed.keywordPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-lg border border-control bg-surface px-3 text-[15px] text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
        <Button type="submit" variant="primary" disabled={adding.busy || !normalizeKeyword(text)}>
          {t('settings.feed.keywordAdd')}
        </Button>
      </form>
      {keywords.length === 0 ? (
        <p className="text-[14px] text-muted">{t('settings.feed.keywordsEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('settings.feed.keywords')} data-testid="blocked-keywords">
          {shown.map((keyword) => (
            <li key={keyword} className="inline-flex h-8 items-center gap-1 rounded-full bg-page pl-3 pr-1 text-[14px]">
              <span>{keyword}</span>
              <RowActionButton
                send={(run) => remove(keyword, run)}
                aria-label={t('settings.feed.keywordRemove', { keyword })}
                title={t('settings.feed.keywordRemove', { keyword })}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted hover:bg-line hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
              >
                <X className="size-3.5" aria-hidden="true" />
              </RowActionButton>
            </li>
          ))}
        </ul>
      )}
      <ShowAllToggle total={keywords.length} shown={BLOCKED_KEYWORDS_SHOWN} all={all} onToggle={() => setAll((value) => !value)} />
    </div>
  );
}

/**
 * A poll in a post or a card. The server's render, and the browser's first one, show the question and
 * options alone, the same for every reader (the body's markup is shared); the reader's part — counts
 * they may see, their choice, the vote — is laid over once the page is live.
 */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Check } from '../../ui/icons.ts';
import type { PollBlock as Poll } from '../../../shared/blocks/types.ts';
import type { PollState } from '../../../shared/dto/poll.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import { useMinuteTicks } from '../../platform/minute-clock.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { lazyDialog } from '../../ui/lazyDialog.tsx';
import { useAuthModal } from '../auth/index.ts';
import { usePostPolls } from './polls-context.tsx';
import { usePoll } from './usePoll.ts';

/** A dialog and its library load when an author first asks to close a poll. */
const ClosePollDialog = lazyDialog(() => import('./ClosePollDialog.tsx').then((module) => module.default));

const percentOf = (count: number, voters: number) => (voters === 0 ? 0 : Math.round((count / voters) * 100));

function PollFrame({ block, meta, children }: { block: Poll; meta: ReactNode; children: ReactNode }) {
  const t = useT();
  const questionId = `poll-${block.id}-question`;
  return (
    <section aria-labelledby={questionId} className="my-[0.3em] flex flex-col gap-[0.75em] rounded-xl border border-line p-[1em]">
      <p className="text-[0.8em] font-medium uppercase tracking-wide text-muted">{t('polls.label')}</p>
      <p id={questionId} className="-mt-[0.4em] text-[1.05em] font-semibold leading-snug break-words">
        {block.data.question}
      </p>
      {children}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.85em] text-muted">{meta}</div>
    </section>
  );
}

/** What is the same for every reader: the options. The end waits too: it is counted from the reader's clock. */
function NeutralPoll({ block }: { block: Poll }) {
  const t = useT();
  return (
    <PollFrame block={block} meta={block.data.multiple && <span>{t('polls.multiple')}</span>}>
      <NeutralOptions block={block} />
    </PollFrame>
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds to an open poll's end on the reader's clock, read again each minute; null for a poll without an end. */
function useTimeLeft(endsAt: string | null): number | null {
  useMinuteTicks();
  return endsAt === null ? null : Date.parse(endsAt) - Date.now();
}

/**
 * What is left, in its largest whole unit («осталось 3 дня»). A count needs no calendar and no time zone, so a
 * page with a poll formats no date while it loads (the first date format of a page loads the zone data: tens of
 * milliseconds of a blocked thread).
 */
function TimeLeft({ endsAt, left }: { endsAt: string; left: number }) {
  const t = useT();
  const text =
    left >= DAY
      ? t('polls.left.days', { count: Math.floor(left / DAY) })
      : left >= HOUR
        ? t('polls.left.hours', { count: Math.floor(left / HOUR) })
        : t('polls.left.minutes', { count: Math.max(1, Math.ceil(left / MINUTE)) });
  return <time dateTime={endsAt}>{text}</time>;
}

function Terms({ block, ended, left }: { block: Poll; ended: boolean; left: number | null }) {
  const t = useT();
  const { ends_at: endsAt, multiple } = block.data;
  return (
    <>
      {ended ? <span>{t('polls.ended')}</span> : endsAt && left !== null && <TimeLeft endsAt={endsAt} left={left} />}
      {multiple && !ended && <span>{t('polls.multiple')}</span>}
    </>
  );
}

function Results({ block, state }: { block: Poll; state: PollState & { counts: Record<string, number> } }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-[0.45em]">
      {block.data.options.map((option) => {
        const percent = percentOf(state.counts[option.id] ?? 0, state.voters);
        const mine = state.my_choice.includes(option.id);
        return (
          <li key={option.id} className="relative overflow-hidden rounded-lg border border-line">
            <div aria-hidden className={clsx('absolute inset-y-0 left-0', mine ? 'bg-accent-soft' : 'bg-page')} style={{ width: `${percent}%` }} />
            <div className="relative flex items-center justify-between gap-3 px-[0.8em] py-[0.45em]">
              <span className="flex min-w-0 items-center gap-1.5 break-words">
                {option.text}
                {mine && (
                  <>
                    <Check aria-hidden size={16} className="shrink-0 text-accent" />
                    <span className="sr-only">{t('polls.yourChoice')}</span>
                  </>
                )}
              </span>
              <span className="shrink-0 font-medium tabular-nums">{percent}%</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Ballot({ block, state, busy, onVote, onCancel }: { block: Poll; state: PollState; busy: boolean; onVote(options: string[]): void; onCancel?: () => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>(state.my_choice);
  const { multiple } = block.data;
  const toggle = (id: string, on: boolean) => setChosen((current) => (multiple ? (on ? [...current, id] : current.filter((other) => other !== id)) : [id]));
  return (
    <form
      className="flex flex-col gap-[0.6em]"
      onSubmit={(event) => {
        event.preventDefault();
        onVote(chosen);
      }}
    >
      <fieldset className="flex flex-col gap-[0.45em]">
        <legend className="sr-only">{block.data.question}</legend>
        {block.data.options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-[0.6em] rounded-lg border border-line px-[0.8em] py-[0.45em] break-words hover:bg-surface-hover has-[:checked]:border-accent"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`poll-${state.id}`}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              className="size-4 shrink-0 accent-[var(--color-accent)]"
            />
            <span className="min-w-0 flex-1">{option.text}</span>
            {state.counts && <span className="shrink-0 text-[0.9em] text-muted tabular-nums">{percentOf(state.counts[option.id] ?? 0, state.voters)}%</span>}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={busy || chosen.length === 0}>
          {t('polls.vote')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('polls.cancel')}</Button>}
      </div>
    </form>
  );
}

function LivePoll({ block, initial, postId, authorId }: { block: Poll; initial: PollState; postId: number; authorId: number }) {
  const t = useT();
  const { auth } = usePageProps();
  const { open } = useAuthModal();
  const { state: followed, busy, vote, close } = usePoll(postId, initial);
  // A poll whose end has passed on the reader's clock reads as ended from that minute on.
  const left = useTimeLeft(block.data.ends_at);
  const state = left !== null && left <= 0 ? { ...followed, ended: true } : followed;
  const [changing, setChanging] = useState(false);
  const [closing, setClosing] = useState(false);
  const voted = state.my_choice.length > 0;
  const showResults = state.counts !== null && (state.ended || (voted && !changing));

  const send = async (options: string[]) => {
    if (!auth.user) {
      open('login');
      return;
    }
    if (await vote(options)) setChanging(false);
  };

  const meta = (
    <>
      <span>{state.voters === 0 ? t('polls.noVoters') : t('polls.voters', { count: state.voters })}</span>
      <Terms block={block} ended={state.ended} left={left} />
      {state.counts === null && !state.ended && <span>{t('polls.resultsAfterVote')}</span>}
      {voted && !state.ended && !changing && (
        <button type="button" className="font-medium text-accent hover:underline" onClick={() => setChanging(true)}>
          {t('polls.changeVote')}
        </button>
      )}
      {auth.user?.id === authorId && !state.ended && (
        <button type="button" className="font-medium text-accent hover:underline" onClick={() => setClosing(true)}>
          {t('polls.close')}
        </button>
      )}
      <ClosePollDialog open={closing} onOpenChange={setClosing} onConfirm={close} />
    </>
  );

  return (
    <PollFrame block={block} meta={meta}>
      {showResults && state.counts ? (
        <Results block={block} state={{ ...state, counts: state.counts }} />
      ) : state.ended ? (
        <NeutralOptions block={block} />
      ) : (
        <Ballot key={String(changing)} block={block} state={state} busy={busy} onVote={(options) => void send(options)} onCancel={changing ? () => setChanging(false) : undefined} />
      )}
    </PollFrame>
  );
}

function NeutralOptions({ block }: { block: Poll }) {
  return (
    <ul className="flex flex-col gap-[0.45em]">
      {block.data.options.map((option) => (
        <li key={option.id} className="rounded-lg border border-line px-[0.8em] py-[0.45em] break-words">
          {option.text}
        </li>
      ))}
    </ul>
  );
}

export function PollBlock(block: Poll) {
  const hydrated = useHydrated();
  const post = usePostPolls();
  const state = post?.polls.find((poll) => poll.block_id === block.id);
  if (!hydrated || !post || !state) return <NeutralPoll block={block} />;
  return <LivePoll block={block} initial={state} postId={post.postId} authorId={post.authorId} />;
}

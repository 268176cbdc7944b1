// The poll block in the editor: a question, 2–10 options, one or several answers, when results are
// shown, and an optional end. Plain inputs: the texts are stored as plain text.
import type { BlockAPI, BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { ChartBarBig, Plus, X } from '../../../ui/icons.ts';
import { BLOCK_LIMITS } from '../../../../shared/blocks/validate.ts';
import type { PollData, PollResults } from '../../../../shared/blocks/types.ts';
import type { Translate } from '../../../../shared/i18n/translator.ts';
import { iconSvg } from '../icons.ts';
import { canBeAsked, emptyPoll, fromLocalInput, newOptionId, savedPoll, toLocalInput } from './poll-data.ts';

export interface PollConfig {
  t: Translate;
}

export class PollTool implements BlockTool {
  static get toolbox() {
    return { title: 'Poll', icon: iconSvg(ChartBarBig) };
  }

  private readonly block: BlockAPI;
  private readonly t: Translate;
  private data: PollData;
  private readonly root = document.createElement('div');

  constructor({ data, block, config }: BlockToolConstructorOptions<Partial<PollData>, PollConfig>) {
    this.block = block;
    this.t = config!.t;
    this.data = { ...emptyPoll(), ...data };
  }

  render(): HTMLElement {
    this.root.className = 'pero-poll';
    // Enter and Backspace in these fields are the field's, not Editor.js' new-block and merge keys.
    this.root.addEventListener('keydown', (event) => event.stopPropagation());
    this.root.addEventListener('paste', (event) => event.stopPropagation());
    this.draw();
    return this.root;
  }

  save(): PollData {
    return savedPoll(this.data);
  }

  validate(data: PollData): boolean {
    return canBeAsked(data);
  }

  private change(data: Partial<PollData>, redraw = false): void {
    this.data = { ...this.data, ...data };
    if (redraw) this.draw();
    this.block.dispatchChange();
  }

  private input(value: string, max: number, label: string, onInput: (value: string) => void): HTMLInputElement {
    const input = document.createElement('input');
    input.type = 'text';
    input.value = value;
    input.maxLength = max;
    input.placeholder = label;
    input.setAttribute('aria-label', label);
    input.className = 'pero-poll__input';
    input.addEventListener('input', () => onInput(input.value));
    return input;
  }

  private button(label: string, icon: string, className: string, onClick: () => void): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = className;
    button.setAttribute('aria-label', label);
    button.title = label;
    button.innerHTML = icon;
    button.addEventListener('click', onClick);
    return button;
  }

  /** Few fields and rare structural changes: redrawing the whole block keeps the code obvious. */
  private draw(): void {
    const { t, data } = this;
    this.root.replaceChildren();
    const title = document.createElement('div');
    title.className = 'pero-poll__title';
    title.textContent = t('polls.editor.title');
    const question = this.input(data.question, BLOCK_LIMITS.pollQuestion, t('polls.editor.questionPlaceholder'), (value) => this.change({ question: value }));
    question.classList.add('pero-poll__question');

    const list = document.createElement('ol');
    list.className = 'pero-poll__options';
    data.options.forEach((option, index) => {
      const item = document.createElement('li');
      const label = t('polls.editor.option', { number: index + 1 });
      item.append(
        this.input(option.text, BLOCK_LIMITS.pollOption, label, (value) => {
          this.change({ options: this.data.options.map((other) => (other.id === option.id ? { ...other, text: value } : other)) });
        }),
      );
      if (data.options.length > BLOCK_LIMITS.pollOptionsMin) {
        item.append(
          this.button(t('polls.editor.removeOption', { number: index + 1 }), iconSvg(X), 'pero-poll__remove', () => {
            this.change({ options: this.data.options.filter((other) => other.id !== option.id) }, true);
          }),
        );
      }
      list.append(item);
    });

    this.root.append(title, question, list);
    if (data.options.length < BLOCK_LIMITS.pollOptionsMax) {
      const add = this.button(t('polls.editor.addOption'), `${iconSvg(Plus)}<span>${t('polls.editor.addOption')}</span>`, 'pero-poll__add', () => {
        this.change({ options: [...this.data.options, { id: newOptionId(this.data.options), text: '' }] }, true);
        this.root.querySelector<HTMLInputElement>('.pero-poll__options li:last-child input')?.focus();
      });
      this.root.append(add);
    }
    this.root.append(this.settings());
  }

  private settings(): HTMLElement {
    const { t, data } = this;
    const row = document.createElement('div');
    row.className = 'pero-poll__settings';

    const multiple = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = data.multiple;
    box.addEventListener('change', () => this.change({ multiple: box.checked }));
    multiple.append(box, ` ${t('polls.editor.multiple')}`);

    const results = document.createElement('label');
    const select = document.createElement('select');
    for (const [value, text] of [
      ['always', t('polls.editor.resultsAlways')],
      ['after_vote', t('polls.editor.resultsAfterVote')],
    ] as const) {
      select.append(new Option(text, value, false, data.results === value));
    }
    select.addEventListener('change', () => this.change({ results: select.value as PollResults }));
    results.append(`${t('polls.editor.showResults')}: `, select);

    const ends = document.createElement('label');
    const time = document.createElement('input');
    time.type = 'datetime-local';
    time.value = toLocalInput(data.ends_at);
    time.addEventListener('change', () => this.change({ ends_at: fromLocalInput(time.value) }));
    ends.append(`${t('polls.editor.endsAt')}: `, time);

    row.append(multiple, results, ends);
    return row;
  }
}

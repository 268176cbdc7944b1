/**
 * Editor.js wraps the block with each tune in turn, the second receiving the first one's wrapper:
 * it joins that wrapper instead of nesting another, so both chips sit in one row.
 */
import type { API, BlockAPI, BlockTune } from '@editorjs/editorjs';
import type { BlockTuneData } from '@editorjs/editorjs/types/block-tunes/block-tune-data';
import type { MenuConfig } from '@editorjs/editorjs/types/tools';
import { EyeOff, Newspaper, X, type IconComponent } from '../../../ui/icons.ts';
import type { Translate } from '../../../../shared/i18n/translator.ts';
import type { BlockTunes } from '../../../../shared/blocks/types.ts';
import { iconSvg } from '../icons.ts';

export type BlockOptionName = keyof Required<BlockTunes>;

export interface BlockOptionConfig {
  t: Translate;
}

interface OptionTexts {
  icon: IconComponent;
  title: string;
  chip: string;
}

const WRAPPER = 'pero-options';
const ROW = 'pero-options__row';

const TEXTS: Record<BlockOptionName, OptionTexts> = {
  ShowInFeed: { icon: Newspaper, title: 'editor.options.showInFeed', chip: 'editor.options.showInFeedOn' },
  Hide: { icon: EyeOff, title: 'editor.options.hide', chip: 'editor.options.hideOn' },
};

function createOptionTune(name: BlockOptionName) {
  return class BlockOptionTune implements BlockTune {
    static isTune = true;

    private on: boolean;
    private readonly block: BlockAPI;
    private readonly texts: OptionTexts;
    private readonly turnOffLabel: string;
    private chip: HTMLButtonElement | null = null;
    private wrapper: HTMLElement | null = null;

    constructor({ data, block, config }: { api: API; data: BlockTuneData; block: BlockAPI; config?: BlockOptionConfig }) {
      this.on = data === true;
      this.block = block;
      const t = config!.t;
      const keys = TEXTS[name];
      this.texts = { icon: keys.icon, title: t(keys.title), chip: t(keys.chip) };
      this.turnOffLabel = t('editor.options.turnOff', { option: this.texts.title });
    }

    render(): MenuConfig {
      return {
        icon: iconSvg(this.texts.icon),
        title: this.texts.title,
        name,
        isActive: () => this.on,
        closeOnActivate: true,
        onActivate: () => this.set(!this.on),
      };
    }

    wrap(content: HTMLElement): HTMLElement {
      const wrapper = content.classList.contains(WRAPPER) ? content : document.createElement('div');
      if (wrapper !== content) {
        wrapper.className = WRAPPER;
        const row = document.createElement('div');
        row.className = ROW;
        wrapper.append(row, content);
      }
      const chip = document.createElement('button');
      chip.type = 'button';
      chip.className = 'pero-options__chip';
      chip.dataset.option = name;
      chip.title = this.turnOffLabel;
      chip.setAttribute('aria-label', this.turnOffLabel);
      chip.innerHTML = iconSvg(this.texts.icon);
      const text = document.createElement('span');
      text.textContent = this.texts.chip;
      chip.append(text);
      chip.insertAdjacentHTML('beforeend', iconSvg(X));
      chip.addEventListener('click', () => this.set(false));
      wrapper.querySelector(`:scope > .${ROW}`)!.append(chip);
      this.chip = chip;
      this.wrapper = wrapper;
      this.show();
      return wrapper;
    }

    save(): boolean {
      return this.on;
    }

    private set(on: boolean): void {
      this.on = on;
      this.show();
      this.block.dispatchChange();
    }

    private show(): void {
      this.chip!.hidden = !this.on;
      this.wrapper!.classList.toggle(`${WRAPPER}--${name}`, this.on);
    }
  };
}

export const ShowInFeedTune = createOptionTune('ShowInFeed');
export const HideTune = createOptionTune('Hide');

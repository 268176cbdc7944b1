import Embed, { type EmbedData } from '@editorjs/embed';
import type { BlockToolConstructorOptions, PasteEvent } from '@editorjs/editorjs';
import type { Translate } from '../../../../shared/i18n/translator.ts';
import { Clapperboard } from '../../../ui/icons.ts';
import { iconSvg } from '../icons.ts';

export interface EmbedConfig {
  t: Translate;
}

export function embedServiceOf(url: string): string | null {
  return Object.entries(Embed.services).find(([, service]) => service.regex.test(url))?.[0] ?? null;
}

export class PeroEmbed extends Embed {
  static get toolbox() {
    return { title: 'Embed', icon: iconSvg(Clapperboard) };
  }

  private readonly t: Translate;

  constructor(options: BlockToolConstructorOptions<EmbedData, EmbedConfig>) {
    super(options);
    this.t = options.config!.t;
  }

  override render(): HTMLElement {
    return this.data.service ? super.render() : this.renderAddressField();
  }

  validate(data: EmbedData): boolean {
    return Boolean(data.service);
  }

  private renderAddressField(): HTMLElement {
    const field = document.createElement('div');
    field.className = 'pero-embed-input';
    const input = document.createElement('input');
    input.type = 'url';
    input.placeholder = this.t('editor.embed.placeholder');
    input.setAttribute('aria-label', this.t('editor.embed.placeholder'));
    const hint = document.createElement('p');
    hint.className = 'pero-embed-input__hint';
    hint.textContent = this.t('editor.embed.services');

    const take = (address: string) => {
      const url = address.trim();
      const key = embedServiceOf(url);
      if (!key) {
        field.dataset.invalid = 'true';
        hint.textContent = this.t('editor.embed.unsupported');
        return;
      }
      this.onPaste(new CustomEvent('pattern', { detail: { key, data: url } }) as PasteEvent);
    };
    // Stopped here so Editor.js neither splits the block on Enter nor handles the paste itself.
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      event.stopPropagation();
      take(input.value);
    });
    input.addEventListener('paste', (event) => {
      const text = event.clipboardData?.getData('text/plain');
      if (!text) return;
      event.preventDefault();
      event.stopPropagation();
      input.value = text.trim();
      take(text);
    });
    field.append(input, hint);
    this.element = field;
    return field;
  }
}

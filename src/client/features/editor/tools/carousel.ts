import type { API, BlockAPI, BlockTool, BlockToolConstructorOptions, PasteEvent } from '@editorjs/editorjs';
import type { Translate } from '../../../../shared/i18n/translator.ts';
import { ChevronLeft, ChevronRight, ImagePlus, Images, X } from '../../../ui/icons.ts';
import type { CarouselItem } from '../../../../shared/blocks/types.ts';
import { MEDIA_MIME_TYPES } from '../../../../shared/media-formats.ts';
import { HttpError } from '../../../platform/http.ts';
import { iconSvg } from '../icons.ts';
import { uploadMedia } from '../upload.ts';
import { acceptsFile, CAROUSEL_ACCEPT, carouselItemFromUpload, moveItem } from './carousel-items.ts';

export interface CarouselData {
  items: CarouselItem[];
}

export interface CarouselConfig {
  t: Translate;
}

interface Entry {
  key: number;
  item: CarouselItem | null;
  /** A blob: URL for the local preview, revoked once the upload answers. */
  preview: string | null;
  isImage: boolean;
}

export class CarouselTool implements BlockTool {
  static get toolbox() {
    return { title: 'Carousel', icon: iconSvg(Images) };
  }

  static get pasteConfig() {
    return { files: { mimeTypes: [...MEDIA_MIME_TYPES] } };
  }

  private readonly api: API;
  private readonly block: BlockAPI;
  private readonly t: Translate;
  private entries: Entry[];
  private nextKey = 0;
  private readonly root = document.createElement('div');

  constructor({ data, api, block, config }: BlockToolConstructorOptions<CarouselData, CarouselConfig>) {
    this.api = api;
    this.block = block;
    this.t = config!.t;
    this.entries = (data.items ?? []).map((item) => ({ key: this.nextKey++, item, preview: null, isImage: item.caption.is_image }));
  }

  render(): HTMLElement {
    this.root.className = 'pero-carousel';
    this.draw();
    return this.root;
  }

  save(): CarouselData {
    return { items: this.entries.flatMap((entry) => (entry.item ? [entry.item] : [])) };
  }

  validate(data: CarouselData): boolean {
    return data.items.length > 0;
  }

  onPaste(event: PasteEvent): void {
    if ('file' in event.detail) void this.upload([event.detail.file]);
  }

  removed(): void {
    for (const entry of this.entries) if (entry.preview) URL.revokeObjectURL(entry.preview);
  }

  private async upload(files: File[]): Promise<void> {
    const accepted = files.filter((file) => acceptsFile(file.type));
    if (accepted.length < files.length) this.notify(this.t('editor.carousel.failed'));
    await Promise.all(accepted.map((file) => this.uploadOne(file)));
  }

  private async uploadOne(file: File): Promise<void> {
    const entry: Entry = { key: this.nextKey++, item: null, preview: URL.createObjectURL(file), isImage: file.type.startsWith('image/') };
    this.entries = [...this.entries, entry];
    this.draw();
    try {
      entry.item = carouselItemFromUpload(await uploadMedia(file));
      this.block.dispatchChange();
    } catch (error) {
      this.entries = this.entries.filter((other) => other !== entry);
      this.notify(this.uploadErrorText(error));
    } finally {
      URL.revokeObjectURL(entry.preview!);
      entry.preview = null;
      this.draw();
    }
  }

  private uploadErrorText(error: unknown): string {
    if (error instanceof HttpError && error.status === 413) return this.t('editor.carousel.tooBig');
    if (error instanceof HttpError && error.status !== 0 && error.message) return error.message;
    return this.t('editor.carousel.failed');
  }

  private notify(message: string): void {
    this.api.notifier.show({ message, style: 'error' });
  }

  private change(entries: Entry[]): void {
    this.entries = entries;
    this.draw();
    this.block.dispatchChange();
  }

  /** Few items and rare changes: redrawing the whole block keeps the code obvious. */
  private draw(): void {
    this.root.replaceChildren();
    if (this.entries.length === 0) {
      this.root.append(this.picker('pero-carousel__empty', this.t('editor.carousel.upload'), this.t('editor.carousel.uploadHint')));
      return;
    }
    const list = document.createElement('ul');
    list.className = 'pero-carousel__items';
    this.entries.forEach((entry, index) => list.append(this.drawEntry(entry, index)));
    const add = document.createElement('li');
    add.append(this.picker('pero-carousel__add', this.t('editor.carousel.add')));
    list.append(add);
    this.root.append(list);
  }

  private drawEntry(entry: Entry, index: number): HTMLElement {
    const li = document.createElement('li');
    li.className = 'pero-carousel__item';
    li.dataset.uploading = String(entry.item === null);
    const source = entry.preview ?? (entry.isImage ? (entry.item!.caption.thumb ?? entry.item!.url) : entry.item!.url);
    const media = entry.isImage ? document.createElement('img') : document.createElement('video');
    media.src = source;
    if (media instanceof HTMLVideoElement) {
      media.muted = true;
      media.preload = 'metadata';
    } else {
      media.alt = '';
    }
    li.append(media);
    if (entry.item === null) {
      const spinner = document.createElement('span');
      spinner.className = 'pero-carousel__spinner';
      li.append(spinner);
      return li;
    }
    const controls = document.createElement('div');
    controls.className = 'pero-carousel__controls';
    const last = this.entries.length - 1;
    controls.append(
      this.button(ChevronLeft, this.t('editor.carousel.moveLeft'), index === 0, () => this.change(moveItem(this.entries, index, -1))),
      this.button(ChevronRight, this.t('editor.carousel.moveRight'), index === last, () => this.change(moveItem(this.entries, index, 1))),
      this.button(X, this.t('editor.carousel.remove'), false, () => this.change(this.entries.filter((other) => other !== entry))),
    );
    li.append(controls);
    return li;
  }

  private button(icon: typeof X, label: string, disabled: boolean, onClick: () => void): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pero-carousel__button';
    button.innerHTML = iconSvg(icon);
    button.title = label;
    button.setAttribute('aria-label', label);
    button.disabled = disabled;
    button.addEventListener('click', onClick);
    return button;
  }

  /** A label around a hidden file input: the native picker, reachable by keyboard. */
  private picker(className: string, text: string, hint?: string): HTMLLabelElement {
    const label = document.createElement('label');
    label.className = className;
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.accept = CAROUSEL_ACCEPT;
    input.className = 'pero-visually-hidden';
    input.addEventListener('change', () => {
      const files = [...(input.files ?? [])];
      input.value = '';
      if (files.length) void this.upload(files);
    });
    const title = document.createElement('span');
    title.className = 'pero-carousel__picker-title';
    title.textContent = text;
    label.insertAdjacentHTML('afterbegin', iconSvg(ImagePlus));
    label.append(title, input);
    if (hint) {
      const small = document.createElement('span');
      small.className = 'pero-carousel__hint';
      small.textContent = hint;
      label.append(small);
    }
    return label;
  }
}

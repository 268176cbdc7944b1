/** Loaded only through a dynamic import from an effect: Editor.js touches `window` when it loads. */
import EditorJS, { type API, type InlineToolConstructable, type LogLevels } from '@editorjs/editorjs';
import Delimiter from '@editorjs/delimiter';
import LinkTool from '@editorjs/link';
import type { Translate } from '../../../shared/i18n/translator.ts';
import { calls } from '../../../shared/api/index.ts';
import type { Block } from '../../../shared/blocks/types.ts';
import { fromEditorBlocks, LINK_BLOCK_TOOL, toEditorBlocks } from './block-mapping.ts';
import { editorJsMessages } from './editorjs-i18n.ts';
import { CarouselTool } from './tools/carousel.ts';
import { PeroEmbed } from './tools/embed.ts';
import { EMBED_SERVICES } from './tools/embed-services.ts';
import { MarkTool } from './tools/mark.ts';
import { PollTool } from './tools/poll.ts';
import { PeroHeader, PeroList, PeroQuote } from './tools/restricted.ts';
import { HideTune, ShowInFeedTune } from './tunes/block-option.ts';
import './editor.css';

export interface EditorInstance {
  save(): Promise<Block[]>;
  firstBlockIsHeader(): boolean;
  insertTitle(): void;
  destroy(): void;
}

export interface CreateEditorOptions {
  holder: HTMLElement;
  blocks: readonly Block[];
  t: Translate;
  onChange(): void;
}

const TEXT_INLINE_TOOLS = ['bold', 'italic', 'link', 'mark'];

/** Naming Editor.js' own tunes places them: it appends them again, but a name keeps its first position. */
const BLOCK_TUNES = ['ShowInFeed', 'Hide', 'moveUp', 'moveDown', 'delete'];

function tools(t: Translate) {
  return {
    paragraph: { inlineToolbar: TEXT_INLINE_TOOLS },
    // An empty list leaves only Editor.js' «Convert to» in a heading's inline toolbar.
    header: { class: PeroHeader, inlineToolbar: [], config: { placeholder: t('editor.blocks.headerPlaceholder'), levels: [2], defaultLevel: 2 } },
    list: { class: PeroList, inlineToolbar: TEXT_INLINE_TOOLS, config: { defaultStyle: 'unordered', maxLevel: 5 } },
    quote: {
      class: PeroQuote,
      config: { quotePlaceholder: t('editor.blocks.quotePlaceholder'), captionPlaceholder: t('editor.blocks.captionPlaceholder') },
    },
    delimiter: Delimiter,
    embed: { class: PeroEmbed, config: { services: EMBED_SERVICES, t } },
    [LINK_BLOCK_TOOL]: { class: LinkTool, config: { endpoint: calls.linkPreview.meta.path } },
    carousel: { class: CarouselTool, config: { t } },
    poll: { class: PollTool, config: { t } },
    // Editor.js' types still expect an inline tool to render an element; a MenuConfig is the 2.31 way.
    mark: { class: MarkTool as unknown as InlineToolConstructable },
    ShowInFeed: { class: ShowInFeedTune, config: { t } },
    Hide: { class: HideTune, config: { t } },
  };
}

/** Editor.js says 'Pasted link is not valid.' in English whatever the language: the same check runs first, in ours. */
function refuseSpacedLink(event: KeyboardEvent, notify: () => void): void {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.classList.contains('ce-inline-tool-input')) return;
  if (field.value.trim() === '' || !/\s/.test(field.value)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  notify();
}

export async function createEditor({ holder, blocks, t, onChange }: CreateEditorOptions): Promise<EditorInstance> {
  // Editor.js reports changes debounced, so one can arrive after destroy(); it is dropped.
  let destroyed = false;
  const editor = new EditorJS({
    holder,
    data: { blocks: toEditorBlocks(blocks) },
    tools: tools(t),
    tunes: BLOCK_TUNES,
    i18n: { messages: editorJsMessages(t) },
    placeholder: t('editor.blocks.paragraphPlaceholder'),
    autofocus: true,
    // Room below the last block: Editor.js opens its menus upwards when the text area ends close below.
    minHeight: 300,
    logLevel: 'ERROR' as LogLevels,
    onChange: () => {
      if (!destroyed) onChange();
    },
  });
  await editor.isReady;
  // Every API module is on the instance at run time; the class's types list only some.
  const { notifier } = editor as EditorJS & Pick<API, 'notifier'>;
  const onKeyDown = (event: KeyboardEvent) => refuseSpacedLink(event, () => notifier.show({ message: t('editor.editorjs.linkInvalid'), style: 'error' }));
  holder.addEventListener('keydown', onKeyDown, true);

  return {
    save: async () => fromEditorBlocks((await editor.save()).blocks),
    firstBlockIsHeader: () => editor.blocks.getBlockByIndex(0)?.name === 'header',
    insertTitle: () => {
      editor.blocks.insert('header', { text: '', level: 2 }, undefined, 0, true);
      editor.caret.setToBlock(0, 'start');
    },
    destroy: () => {
      destroyed = true;
      holder.removeEventListener('keydown', onKeyDown, true);
      editor.destroy();
    },
  };
}

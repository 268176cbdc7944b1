/** Editor.js looks texts up by their English originals; our keys stay plain identifiers (the translator splits keys on dots). */
import type { I18nDictionary } from '@editorjs/editorjs';
import type { Translate } from '../../../shared/i18n/translator.ts';
import { LINK_BLOCK_TOOL } from './block-mapping.ts';

export function editorJsMessages(t: Translate): I18nDictionary {
  const ui = (key: string) => t(`editor.editorjs.${key}`);
  return {
    ui: {
      blockTunes: { toggler: { 'Click to tune': ui('clickToTune'), 'or drag to move': ui('dragToMove') } },
      inlineToolbar: { converter: { 'Convert to': ui('convertTo') } },
      toolbar: { toolbox: { Add: ui('add') } },
      popover: { Filter: ui('filter'), 'Nothing found': ui('nothingFound'), 'Convert to': ui('convertTo') },
    },
    toolNames: {
      Text: ui('text'),
      Heading: ui('heading'),
      'Unordered List': ui('unorderedList'),
      'Ordered List': ui('orderedList'),
      Quote: ui('quote'),
      Delimiter: ui('delimiter'),
      Link: ui('link'),
      Bold: ui('bold'),
      Italic: ui('italic'),
      Marker: t('editor.blocks.mark'),
      Carousel: t('editor.carousel.title'),
      Poll: t('polls.editor.title'),
      Embed: t('editor.embed.title'),
    },
    tools: {
      link: { 'Add a link': ui('addLink') },
      stub: { 'The block can not be displayed correctly.': ui('stub'), Error: ui('error') },
      list: { Unordered: ui('unordered'), Ordered: ui('ordered') },
      quote: { 'Align Left': ui('alignLeft'), 'Align Center': ui('alignCenter') },
      embed: { 'Enter a caption': ui('embedCaption') },
      [LINK_BLOCK_TOOL]: {
        Link: ui('linkPlaceholder'),
        "Couldn't fetch the link data": ui('linkFetchFailed'),
        "Couldn't get this link data, try the other one": ui('linkNoData'),
        'Wrong response format from the server': ui('linkWrongFormat'),
      },
    },
    blockTunes: {
      delete: { Delete: ui('delete'), 'Click to delete': ui('confirmDelete') },
      moveUp: { 'Move up': ui('moveUp') },
      moveDown: { 'Move down': ui('moveDown') },
    },
  };
}

/**
 * The official tools, narrowed to what a Pero post can hold (spec 2 §4–5):
 * - headings are level 2 only, so the header's level menu has nothing to offer;
 * - lists are ordered or unordered (no checklists), and their start number and counter
 *   type are not stored, so those settings are hidden;
 * - conversion is offered only between header and paragraph: Editor.js offers it for every
 *   tool with a conversionConfig, so the list and quote lose theirs;
 * - a quote keeps the lines typed with Enter in its text and caption as <br>, which is
 *   all Editor.js' sanitizer lets through for them.
 */
import Header from '@editorjs/header';
import List from '@editorjs/list';
import Quote from '@editorjs/quote';
import type { ToolboxConfigEntry } from '@editorjs/editorjs';
import type { MenuConfig } from '@editorjs/editorjs/types/tools';
import { linesToBreaks } from '../../../../shared/blocks/text.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern needs any[] constructor arguments
type Constructor = new (...args: any[]) => object;

function withoutConversion<T extends Constructor>(Tool: T): T {
  return class extends Tool {
    static get conversionConfig() {
      return undefined;
    }
  };
}

export class PeroHeader extends Header {
  override renderSettings(): MenuConfig {
    return [];
  }

  /**
   * An empty heading has no name, and its placeholder is only painted by CSS: while it is
   * empty the placeholder names it, so a screen reader says what the field is for.
   */
  override render(): HTMLHeadingElement {
    const heading = super.render();
    const nameWhileEmpty = () => {
      if (heading.textContent) heading.removeAttribute('aria-label');
      else heading.setAttribute('aria-label', heading.dataset.placeholder ?? '');
    };
    nameWhileEmpty();
    heading.addEventListener('input', nameWhileEmpty);
    return heading;
  }
}

class OrderedOrUnorderedList extends List {
  static override get toolbox() {
    return (super.toolbox as ToolboxConfigEntry[]).filter((entry) => entry.data?.style !== 'checklist');
  }

  /** List 2.0 builds its menu as: Unordered, Ordered, Checklist, then the ordered-list options. */
  override renderSettings() {
    return super.renderSettings().slice(0, 2);
  }
}

export const PeroList = withoutConversion(OrderedOrUnorderedList);
class LineQuote extends Quote {
  override save(element: HTMLDivElement) {
    const data = super.save(element);
    return { ...data, text: linesToBreaks(data.text), caption: linesToBreaks(data.caption) };
  }
}

export const PeroQuote = withoutConversion(LineQuote);

/**
 * Editor.js offers conversion for every tool with a conversionConfig, so list and quote lose theirs;
 * <br> is all its sanitizer lets through in a quote's text and caption.
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

  /** The placeholder is only painted by CSS: while empty it is the heading's aria-label, for screen readers. */
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

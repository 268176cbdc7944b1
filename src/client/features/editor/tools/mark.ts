/** <mark> is one of the few tags the server keeps in paragraph HTML. */
import type { API, InlineTool, InlineToolConstructorOptions } from '@editorjs/editorjs';
import type { MenuConfig } from '@editorjs/editorjs/types/tools';
import { Highlighter } from '../../../ui/icons.ts';
import { iconSvg } from '../icons.ts';

export class MarkTool implements InlineTool {
  static isInline = true;
  /** Translated through Editor.js' toolNames dictionary. */
  static title = 'Marker';
  static shortcut = 'CMD+SHIFT+M';

  static get sanitize() {
    return { mark: {} };
  }

  private readonly api: API;

  constructor({ api }: InlineToolConstructorOptions) {
    this.api = api;
  }

  render(): MenuConfig {
    return {
      name: 'mark',
      icon: iconSvg(Highlighter),
      isActive: () => this.api.selection.findParentTag('MARK') !== null,
      onActivate: () => this.toggle(),
    };
  }

  private toggle(): void {
    const existing = this.api.selection.findParentTag('MARK');
    if (existing) {
      existing.replaceWith(...existing.childNodes);
      return;
    }
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return;
    const range = selection.getRangeAt(0);
    const mark = document.createElement('mark');
    mark.append(range.extractContents());
    range.insertNode(mark);
    this.api.selection.expandToTag(mark);
  }
}

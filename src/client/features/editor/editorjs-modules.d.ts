// @editorjs/link ships no types, and @editorjs/embed's "exports" map hides its declarations.

declare module '@editorjs/link' {
  import type { BlockToolConstructable } from '@editorjs/editorjs';

  const LinkTool: BlockToolConstructable;
  export default LinkTool;
}

declare module '@editorjs/embed' {
  import type { API, BlockTool, BlockToolConstructorOptions, PasteEvent } from '@editorjs/editorjs';

  export interface EmbedServiceConfig {
    regex: RegExp;
    /** `<%= remote_id %>` is replaced by the id taken from the pasted address. */
    embedUrl: string;
    html: string;
    id?: (groups: string[]) => string;
    width?: number;
    height?: number;
  }

  export interface EmbedData {
    service?: string;
    source?: string;
    embed?: string;
    width?: number;
    height?: number;
    caption?: string;
  }

  export default class Embed implements BlockTool {
    constructor(options: BlockToolConstructorOptions<EmbedData>);
    static services: Record<string, EmbedServiceConfig>;
    static prepare(options: { config: { services?: Record<string, EmbedServiceConfig | boolean> } }): void;
    protected api: API;
    /** The rendered block; setting `data` re-renders it in place. */
    protected element: HTMLElement | null;
    get data(): EmbedData;
    set data(value: EmbedData);
    render(): HTMLElement;
    save(): EmbedData;
    onPaste(event: PasteEvent): void;
  }
}

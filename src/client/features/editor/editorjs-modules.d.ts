// Two official tools whose package metadata hides or lacks their types: @editorjs/link
// ships none, and @editorjs/embed's "exports" map does not point at its declarations.
// Only what Pero uses is declared.

declare module '@editorjs/link' {
  import type { BlockToolConstructable } from '@editorjs/editorjs';

  const LinkTool: BlockToolConstructable;
  export default LinkTool;
}

declare module '@editorjs/embed' {
  import type { BlockToolConstructable } from '@editorjs/editorjs';

  export interface EmbedServiceConfig {
    regex: RegExp;
    /** `<%= remote_id %>` is replaced by the id taken from the pasted address. */
    embedUrl: string;
    html: string;
    id?: (groups: string[]) => string;
    width?: number;
    height?: number;
  }

  const Embed: BlockToolConstructable & {
    /** The enabled services, set by prepare(). */
    services: Record<string, EmbedServiceConfig>;
    prepare(options: { config: { services?: Record<string, EmbedServiceConfig | boolean> } }): void;
  };
  export default Embed;
}

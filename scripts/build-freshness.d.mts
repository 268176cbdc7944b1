/** True when `dist/` under `root` is missing or older than a source it is built from. */
export declare function buildIsStale(root: string): boolean;

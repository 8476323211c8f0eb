export declare const LOADER: string;
export declare function paintFirst(html: string, flight?: { text: string; url: string }): string;
export declare function paintFirstLoads(html: string): { chunks: string[]; flight: string | null } | null;
export declare function inlineStylesheets(dir: string): (html: string) => string;

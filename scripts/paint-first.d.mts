export declare const LOADER: string;
export declare function paintFirst(html: string, flight?: { text: string; url: string }): string;
export declare function paintFirstLoads(html: string): { chunks: string[]; flight: string | null } | null;
export declare function inlineStylesheets(dir: string): (html: string) => string;
export declare const COMPILE_HINT: string;
export declare function withCompileHint(js: string): string;
export declare function hintStartupChunks(dir: string, chunks: Iterable<string>): number;
export declare function htmlFiles(dir: string): string[];
export declare function runAsBuildStep(moduleUrl: string, main: (dir: string) => unknown): void;

/** Types for scripts/icon-sprite.mjs (plain JavaScript, run by node in the build). */
export interface TreeElement {
  name: string;
  attrs: string;
  start: number;
  end: number;
  children: TreeNode[];
}
export type TreeNode = TreeElement | string;
export interface SpriteIcon {
  start: number;
  end: number;
  open: string;
  inner: string;
}
export declare const SPRITE_DIR: string;
export declare const SPRITE_GLOB: string;
export declare const SPRITE_URL: RegExp;
export declare function parseTree(html: string): TreeElement;
export declare function shownText(node: TreeNode): string;
export declare function spriteIcons(html: string): SpriteIcon[];
export declare function spriteEntry(open: string, inner: string): { id: string; group: string; tag: string };
export declare function drawFromSprite(html: string, icons: SpriteIcon[], url: string): string;
export declare function spriteFile(icons: { open: string; inner: string }[]): string;
export declare function main(dir: string): string | null;

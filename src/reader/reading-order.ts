import { readerTexts } from '../config/reader';

/** One thing read aloud: the element highlighted while it is, and what it says. */
export interface ReadItem {
  node: Element;
  text: string;
}

/** Elements read as one piece of the article, each in its turn. */
const blocks = new Set(
  'h1 h2 h3 h4 h5 h6 p li blockquote td th dt dd figcaption caption'.split(' '),
);
/** Never read: code, scripts, what is not text, and the controls of a form. */
const skipped = new Set(
  'code pre script style noscript svg iframe button select textarea'.split(' '),
);

const hidden = (node: Element) =>
  node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true';

const isText = (node: Node) => node.nodeType === 3;

/**
 * What `root` says, in reading order: each block (heading, paragraph, list item, quote, table
 * cell, caption) with its own text, a nested block (a list in a list item) after it; an image
 * with alt text as 'Gambar: {alt}'. Code, scripts and hidden elements are never read; empty
 * blocks are left out. Text outside any block is read with the element holding it.
 */
export function readingOrder(root: Element): ReadItem[] {
  const items: ReadItem[] = [];
  const visit = (node: Node, into: string[] | null) => {
    if (isText(node)) {
      into?.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.localName;
    if (skipped.has(tag) || hidden(element)) return;
    if (tag === 'img') {
      const alt = element.getAttribute('alt')?.trim();
      if (alt) items.push({ node: element, text: `${readerTexts.image} ${alt}` });
      return;
    }
    if (tag === 'br') {
      into?.push(' ');
      return;
    }
    // Text outside any block (a bare <div>text</div>) is read with its element as the block.
    const children = [...element.childNodes];
    const loose =
      into === null && children.some((child) => isText(child) && child.nodeValue?.trim());
    if (blocks.has(tag) || loose) {
      const own: string[] = [];
      const item = { node: element, text: '' };
      const at = items.length;
      items.push(item);
      for (const child of children) visit(child, own);
      item.text = own.join('').replace(/\s+/g, ' ').trim();
      if (!item.text) items.splice(at, 1);
      return;
    }
    for (const child of children) visit(child, into);
  };
  visit(root, null);
  return items;
}

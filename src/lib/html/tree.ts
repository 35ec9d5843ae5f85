import { escapeHtmlAttribute, escapeHtmlText } from '../html-escape';
import { readHtml } from './read-html';

/**
 * A parsed HTML fragment as plain data, for transforms that rebuild it: text is a string (entities
 * decoded), comments keep their text (Word marks list bullets with them), and an element its
 * lowercase name, attributes and children.
 */
export type HtmlNode = string | HtmlComment | HtmlElement;
export interface HtmlComment {
  comment: string;
}
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export const isElement = (node: HtmlNode): node is HtmlElement =>
  typeof node === 'object' && 'tag' in node;

export const isComment = (node: HtmlNode): node is HtmlComment =>
  typeof node === 'object' && 'comment' in node;

export const element = (
  tag: string,
  children: HtmlNode[] = [],
  attrs: Record<string, string> = {},
): HtmlElement => ({ tag, attrs, children });

/** Parses as browsers do (implied end tags, void elements), with readHtml. */
export function parseHtml(html: string): HtmlNode[] {
  const root = element('');
  const open = [root];
  const children = () => open[open.length - 1]!.children;
  readHtml(html, {
    onopentag(tag, attrs) {
      const opened = element(tag, [], attrs);
      children().push(opened);
      open.push(opened);
    },
    onclosetag() {
      if (open.length > 1) open.pop();
    },
    ontext(text) {
      const siblings = children();
      const last = siblings[siblings.length - 1];
      if (typeof last === 'string') siblings[siblings.length - 1] = last + text;
      else siblings.push(text);
    },
    oncomment(comment) {
      children().push({ comment });
    },
  });
  return root.children;
}

export const voidTags = new Set([
  ...['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input'],
  ...['link', 'meta', 'source', 'track', 'wbr'],
]);

/** Names HTML can write back as they were parsed. */
const attributeName = /^[^\s"'<>/=]+$/;

export function serializeAttributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .filter(([name]) => attributeName.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtmlAttribute(value)}"`)
    .join('');
}

/** The nodes as HTML, on one line as they are; comments are left out. */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtmlText(node);
      if (!isElement(node)) return '';
      const open = `<${node.tag}${serializeAttributes(node.attrs)}>`;
      return voidTags.has(node.tag) ? open : `${open}${serializeHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

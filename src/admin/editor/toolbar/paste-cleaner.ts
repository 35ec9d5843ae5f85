/**
 * HTML from the clipboard (Google Docs, Word, a web page) as clean article HTML, in three steps:
 * what the office suites say with styles is read before the policy drops styles (Google Docs'
 * bold and italic spans, Word's list paragraphs); the site's one sanitize policy; then a
 * simplification that only removes, unwraps and renames: `<span>`s and `<div>`s, attributes
 * of the page it came from, empty elements, spaces no reader sees. What is left is the
 * structure (headings, paragraphs, lists, bold, italics, links, images, quotes, tables), one
 * block a line.
 */
import {
  element,
  isComment,
  isElement,
  parseHtml,
  serializeAttributes,
  serializeHtml,
  voidTags,
  type HtmlElement,
  type HtmlNode,
} from '../../../lib/html/tree';
import { sanitizeArticleHtml } from '../../../lib/sanitize';

// --- What the office suites say with styles --------------------------------------------------

const styleRule = (property: string, values: string) =>
  new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*(?:${values})\\b`, 'i');
const boldStyle = styleRule('font-weight', 'bold|bolder|[6-9]00');
const notBoldStyle = styleRule('font-weight', 'normal|[1-4]00');
const italicStyle = styleRule('font-style', 'italic|oblique');
/** Word's list paragraph: `style="…mso-list:l0 level2 lfo1"`. */
const wordListStyle = /(?:^|;)\s*mso-list\s*:\s*l\d+\s+level(\d+)/i;
const wordMarkerStyle = /(?:^|;)\s*mso-list\s*:\s*ignore/i;
const orderedMarker = /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]/i;

interface WordItem {
  item: HtmlElement;
  level: number;
  ordered: boolean;
}
type OfficeNode = HtmlNode | WordItem;

const isWordItem = (node: OfficeNode): node is WordItem =>
  typeof node === 'object' && 'item' in node;

const textOf = (nodes: readonly HtmlNode[]): string =>
  nodes
    .map((node) => (typeof node === 'string' ? node : isElement(node) ? textOf(node.children) : ''))
    .join('');

function readOffice(nodes: readonly HtmlNode[]): HtmlNode[] {
  return groupWordLists(nodes.flatMap(readOfficeNode));
}

function readOfficeNode(node: HtmlNode): OfficeNode[] {
  if (!isElement(node)) return [node];
  const style = node.attrs.style ?? '';
  // A numbered heading stays a heading, its number kept as text.
  const level = node.tag === 'p' ? wordListStyle.exec(style)?.[1] : undefined;
  if (level) return [wordItem(node.children, Number(level))];
  const children = readOffice(node.children);
  // Google Docs wraps every copy in <b style="font-weight:normal" id="docs-internal-guid-…">.
  const notBold = node.attrs.id?.startsWith('docs-internal-guid') || notBoldStyle.test(style);
  if (node.tag === 'b' && notBold) return children;
  if (node.tag !== 'span') return [{ ...node, children }];
  let inner = children;
  if (italicStyle.test(style)) inner = [element('em', inner)];
  if (boldStyle.test(style)) inner = [element('strong', inner)];
  return inner;
}

/**
 * Word writes a list item as a paragraph that starts with its bullet or number, between
 * `[if !supportLists]` and `[endif]` comments (or in a span styled `mso-list:Ignore`).
 */
function wordItem(paragraph: readonly HtmlNode[], level: number): WordItem {
  let marker = '';
  let inMarker = false;
  const withoutMarker = (nodes: readonly HtmlNode[]): HtmlNode[] =>
    nodes.flatMap<HtmlNode>((node) => {
      if (isComment(node)) {
        if (/^\[if !supportLists\]/i.test(node.comment)) inMarker = true;
        if (/^\[endif\]/i.test(node.comment)) inMarker = false;
        return [];
      }
      const ignored = isElement(node) && wordMarkerStyle.test(node.attrs.style ?? '');
      if (inMarker || ignored) {
        marker += typeof node === 'string' ? node : isElement(node) ? textOf(node.children) : '';
        return [];
      }
      return isElement(node) ? [{ ...node, children: withoutMarker(node.children) }] : [node];
    });
  const content = withoutMarker(paragraph);
  return {
    item: element('li', readOffice(content)),
    level,
    ordered: orderedMarker.test(marker.trim()),
  };
}

/** Word's list paragraphs in a row as one list, nested by their level. */
function groupWordLists(nodes: readonly OfficeNode[]): HtmlNode[] {
  const out: HtmlNode[] = [];
  let open: HtmlElement[] = [];
  let between: HtmlNode[] = [];
  for (const node of nodes) {
    if (!isWordItem(node)) {
      const blank = isComment(node) || (typeof node === 'string' && !node.trim());
      if (open.length > 0 && blank) {
        between.push(node);
        continue;
      }
      out.push(...between, node);
      open = [];
      between = [];
      continue;
    }
    between = [];
    const tag = node.ordered ? 'ol' : 'ul';
    open = open.slice(0, node.level);
    if (open.length === node.level && open[open.length - 1]!.tag !== tag) open.pop();
    while (open.length < node.level) {
      const list = element(tag);
      const parent = open[open.length - 1];
      const lastItem = parent?.children.filter(isElement).at(-1);
      if (lastItem) lastItem.children.push(list);
      else if (parent) parent.children.push(list);
      else out.push(list);
      open.push(list);
    }
    open[open.length - 1]!.children.push(node.item);
  }
  return [...out, ...between];
}

// --- Simplifying what the policy kept ---------------------------------------------------------

const headingTags = ['h2', 'h3', 'h4', 'h5', 'h6'];
/** Elements that are blocks of their own: one a line in the output. */
const blockTags = new Set([
  ...headingTags,
  ...['p', 'div', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'figure', 'figcaption'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'dl', 'dt', 'dd', 'details', 'summary'],
]);
/** Elements whose children are only blocks or cells: the spaces between them mean nothing. */
const structureTags = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Blocks whose only paragraph is no more than its text. */
const cellTags = new Set(['li', 'td', 'th', 'dd']);
const renamedTags: Record<string, string> = { b: 'strong', i: 'em' };
/** Attributes sized for the page it was copied from, or that the policy sets when it renders. */
const droppedAttributes = [
  ...['width', 'height', 'srcset', 'sizes'],
  ...['target', 'rel', 'loading', 'decoding'],
];
/** Content of their own, with no text. */
const contentTags = new Set(['img', 'hr', 'iframe']);
/** Kept when empty: a table keeps its shape. */
const keptEmptyTags = new Set([
  ...[...contentTags, 'br'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
]);
const mergedTags = new Set(['strong', 'em', 'u', 's', 'code']);

const isBlock = (node: HtmlNode): node is HtmlElement => isElement(node) && blockTags.has(node.tag);
const isBlank = (node: HtmlNode) => typeof node === 'string' && !node.trim();
const isBreak = (node: HtmlNode) => isElement(node) && node.tag === 'br';
const hasAttributes = (node: HtmlElement) => Object.keys(node.attrs).length > 0;

/** Appends, joining text to text and merging `<strong>a</strong><strong>b</strong>`. */
function append(out: HtmlNode[], node: HtmlNode): void {
  const last = out[out.length - 1];
  if (typeof node === 'string' && typeof last === 'string') {
    out[out.length - 1] = last + node;
  } else if (
    isElement(node) &&
    last !== undefined &&
    isElement(last) &&
    last.tag === node.tag &&
    mergedTags.has(node.tag) &&
    !hasAttributes(node) &&
    !hasAttributes(last)
  ) {
    for (const child of node.children) append(last.children, child);
  } else {
    out.push(node);
  }
}

function simplifyNodes(nodes: readonly HtmlNode[], within: ReadonlySet<string>): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes.flatMap((child) => simplifyNode(child, within))) append(out, node);
  return out;
}

function simplifyNode(node: HtmlNode, within: ReadonlySet<string>): HtmlNode[] {
  if (typeof node === 'string') return [within.has('pre') ? node : node.replace(/\s+/g, ' ')];
  if (!isElement(node)) return [];
  const tag = renamedTags[node.tag] ?? node.tag;
  let children = simplifyNodes(node.children, new Set(within).add(tag));
  const inHeading = headingTags.some((heading) => within.has(heading));
  const unwrapped =
    tag === 'span' ||
    (tag === 'a' && !node.attrs.href) ||
    // A heading is bold already; bold in bold, italics in italics say nothing more.
    (tag === 'strong' && inHeading) ||
    ((tag === 'strong' || tag === 'em') && within.has(tag));
  if (unwrapped) return children;
  const hasBlocks = children.some(isBlock);
  if (hasBlocks || structureTags.has(tag)) children = children.filter((child) => !isBlank(child));
  if (tag === 'div' && hasBlocks) return children;
  if (tag === 'blockquote') children = paragraphed(children);
  const [only, ...others] = children;
  if (cellTags.has(tag) && others.length === 0 && only && isElement(only) && only.tag === 'p') {
    children = only.children;
  }
  const attrs = Object.fromEntries(
    Object.entries(node.attrs).filter(([name]) => !droppedAttributes.includes(name)),
  );
  return [element(tag === 'div' ? 'p' : tag, children, attrs)];
}

/** `nodes` in order, as their blocks and the runs of inline nodes between them. */
function blocksAndRuns(nodes: readonly HtmlNode[]): (HtmlElement | HtmlNode[])[] {
  const parts: (HtmlElement | HtmlNode[])[] = [];
  let run: HtmlNode[] = [];
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    if (run.length > 0) parts.push(run);
    run = [];
    parts.push(node);
  }
  if (run.length > 0) parts.push(run);
  return parts;
}

/** Text and inline elements beside blocks, as paragraphs of their own. */
function paragraphed(nodes: readonly HtmlNode[]): HtmlNode[] {
  if (!nodes.some(isBlock)) return [...nodes];
  return blocksAndRuns(nodes).flatMap((part) => {
    if (!Array.isArray(part)) return [part];
    return part.some((node) => !isBlank(node) && !isBreak(node)) ? [element('p', part)] : [];
  });
}

const hasContent = (nodes: readonly HtmlNode[]): boolean =>
  nodes.some((node) =>
    typeof node === 'string'
      ? node.trim() !== ''
      : isElement(node) && (contentTags.has(node.tag) || hasContent(node.children)),
  );

/**
 * Removes what a reader never sees: spaces at a block's edges or doubled across tags, line
 * breaks at a block's edges, and elements left empty. A `fragment` (no blocks: a few words
 * pasted into a sentence) keeps the spaces at its edges, not the line breaks.
 */
function tidy(nodes: readonly HtmlNode[], context: 'block' | 'inline' | 'fragment'): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (!isElement(node) || voidTags.has(node.tag)) {
      out.push(node);
      continue;
    }
    const blockLike = blockTags.has(node.tag) || cellTags.has(node.tag);
    const children = tidy(node.children, blockLike ? 'block' : 'inline');
    if (keptEmptyTags.has(node.tag) || hasContent(children)) out.push({ ...node, children });
    else if (!blockLike && textOf(children) !== '') out.push(' ');
  }
  if (context === 'inline') return out;
  const runs: HtmlNode[][] = [[]];
  for (const node of out) {
    if (isBlock(node)) runs.push([node], []);
    else runs[runs.length - 1]!.push(node);
  }
  return runs.flatMap((run) => {
    if (run.length === 1 && isBlock(run[0]!)) return run;
    tidySpaces(run, context === 'block');
    const kept = run.filter((node) => node !== '');
    while (kept.length > 0 && isBreak(kept[0]!)) kept.shift();
    while (kept.length > 0 && isBreak(kept[kept.length - 1]!)) kept.pop();
    return kept;
  });
}

/** Spaces of a run of inline nodes, collapsed across tags; trimmed at its edges with `edges`. */
function tidySpaces(run: HtmlNode[], edges: boolean): void {
  let afterSpace = edges;
  let lastText: { nodes: HtmlNode[]; index: number } | undefined;
  const trimLast = () => {
    if (lastText) {
      const { nodes, index } = lastText;
      nodes[index] = (nodes[index] as string).replace(/ $/, '');
    }
  };
  const walk = (nodes: HtmlNode[]) => {
    nodes.forEach((node, index) => {
      if (typeof node === 'string') {
        const text = afterSpace ? node.replace(/^ /, '') : node;
        nodes[index] = text;
        if (text === '') return;
        afterSpace = text.endsWith(' ');
        lastText = { nodes, index };
      } else if (isElement(node) && node.tag === 'br') {
        trimLast();
        afterSpace = true;
        lastText = undefined;
      } else if (isElement(node) && contentTags.has(node.tag)) {
        afterSpace = false;
        lastText = undefined;
      } else if (isElement(node)) {
        walk(node.children);
      }
    });
  };
  walk(run);
  if (edges) trimLast();
}

/** Blocks one a line (a list's items too); what is inside a block stays on its line. */
function formatHtml(nodes: readonly HtmlNode[]): string {
  const lines: string[] = [];
  for (const node of blocksAndRuns(nodes)) {
    if (Array.isArray(node)) {
      const html = serializeHtml(node);
      if (html.trim()) lines.push(html);
      continue;
    }
    const open = `<${node.tag}${serializeAttributes(node.attrs)}>`;
    const close = `</${node.tag}>`;
    const firstBlock = node.children.findIndex(isBlock);
    if (voidTags.has(node.tag)) {
      lines.push(open);
    } else if (firstBlock === -1) {
      lines.push(`${open}${serializeHtml(node.children)}${close}`);
    } else if (node.tag === 'li') {
      // An item's own text stays on its line, before the list nested in it.
      const lead = serializeHtml(node.children.slice(0, firstBlock));
      lines.push(open + lead, formatHtml(node.children.slice(firstBlock)), close);
    } else {
      lines.push(open, formatHtml(node.children), close);
    }
  }
  return lines.join('\n');
}

/** Whether cleaned HTML starts with a block (it then goes on lines of its own). */
export const startsWithBlock = (html: string) =>
  blockTags.has(/^<([a-z0-9]+)/.exec(html)?.[1] ?? '');

/** Clipboard HTML as clean article HTML; '' when nothing worth pasting is left. */
export function cleanPastedHtml(html: string): string {
  const understood = serializeHtml(readOffice(parseHtml(html)));
  const allowed = parseHtml(sanitizeArticleHtml(understood));
  const simple = paragraphed(simplifyNodes(allowed, new Set()));
  return formatHtml(tidy(simple, simple.some(isBlock) ? 'block' : 'fragment'));
}

// @ts-check
import postcss from 'postcss';
import {
  addToVocabulary,
  emptyVocabulary,
  satisfied,
  selectorRequirement,
} from './selector-tokens.mjs';

/**
 * @typedef {import('./selector-tokens.mjs').Requirement} Requirement
 * @typedef {import('./selector-tokens.mjs').Vocabulary} Vocabulary
 * @typedef {{ root: postcss.Root, requirements: Requirement[][], vocabulary: Vocabulary }}
 *   Stylesheet a parsed stylesheet: for each style rule (in walk order), what each of its
 *   selectors needs a page to have
 */

/** At-rules whose blocks hold no style rules of the page: their own rule or nothing. */
const ownBlock = /^(-\w+-)?(keyframes|font-face|page|counter-style|font-feature-values|property)$/i;

/** @param {postcss.Node} node */
function insideOwnBlock(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && ownBlock.test(/** @type {postcss.AtRule} */ (parent).name)) {
      return true;
    }
  }
  return false;
}

/**
 * The style rules of `root` that select elements (not a keyframe's `50%`), in walk order.
 * @param {postcss.Root} root
 */
function styleRules(root) {
  /** @type {postcss.Rule[]} */
  const rules = [];
  root.walkRules((rule) => {
    if (!insideOwnBlock(rule)) rules.push(rule);
  });
  return rules;
}

/**
 * Parses a stylesheet once, for any number of subsets.
 * @param {string} css
 * @returns {Stylesheet}
 */
export function parseStylesheet(css) {
  const root = postcss.parse(css);
  const vocabulary = emptyVocabulary();
  const requirements = styleRules(root).map((rule) => rule.selectors.map(selectorRequirement));
  for (const rule of requirements) rule.forEach((req) => addToVocabulary(vocabulary, req));
  return { root, requirements, vocabulary };
}

/**
 * The values of the declarations of `property` in the style rules of `root`, lowercased, in one
 * string: what a @keyframes or @font-face name is looked for in.
 * @param {postcss.Root} root
 * @param {RegExp} property
 */
function valuesOf(root, property) {
  /** @type {string[]} */
  const values = [];
  root.walkDecls(property, (decl) => {
    if (!insideOwnBlock(decl)) values.push(decl.value.toLowerCase());
  });
  return values.join('\n');
}

/** A @keyframes or @font-face name, unquoted and lowercased. @param {string} name */
const bareName = (name) =>
  name
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();

/**
 * Removes at-rule blocks (@media, @supports, @layer, ...) left with no rules, innermost first.
 * @param {postcss.Container} container
 */
function pruneEmpty(container) {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type !== 'atrule' || ownBlock.test(node.name) || !node.nodes) continue;
    pruneEmpty(node);
    if (node.nodes.length === 0) node.remove();
  }
}

/**
 * The part of a stylesheet that can apply to pages whose tokens (their tag names, classes, ids
 * and attributes: `scanPage`) are `tokens`: each style rule with only the selectors whose
 * requirement the tokens meet, in the stylesheet's order and inside the same @media and
 * @supports blocks; the @keyframes and @font-face those rules name; every other at-rule as it
 * is. Rules that need no token (`*`, `:root`, `::backdrop`) are always kept. The same tokens
 * always give the same text.
 * @param {Stylesheet} sheet
 * @param {Set<string>} tokens
 * @returns {string}
 */
export function subsetCss(sheet, tokens) {
  const root = sheet.root.clone();
  styleRules(root).forEach((rule, i) => {
    const requirements = /** @type {Requirement[]} */ (sheet.requirements[i]);
    const selectors = rule.selectors;
    const kept = selectors.filter((_, j) =>
      satisfied(/** @type {Requirement} */ (requirements[j]), tokens),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < selectors.length) rule.selectors = kept;
  });
  pruneEmpty(root);
  // A name found inside another (`spin` in `spinner`) keeps a few bytes too many, never too few.
  const animations = valuesOf(root, /^(-\w+-)?animation(-name)?$/i);
  const families = valuesOf(root, /^font(-family)?$/i);
  root.walkAtRules(/^(-\w+-)?keyframes$/i, (rule) => {
    if (!animations.includes(bareName(rule.params))) rule.remove();
  });
  root.walkAtRules(/^font-face$/i, (rule) => {
    /** @type {string[]} */
    const names = [];
    rule.walkDecls(/^font-family$/i, (decl) => void names.push(bareName(decl.value)));
    if (!names.some((name) => families.includes(name))) rule.remove();
  });
  return root.toString();
}

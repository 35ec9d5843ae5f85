// @ts-check
import { parse } from 'css-what';

/**
 * What a selector needs a page to have for it to apply: every token in `all` (the tag names,
 * classes, ids and attributes its compounds name), and for each :is(), :where() or :has() in it,
 * one of the alternatives in `any`. Combinators, structural and state pseudo-classes (:hover,
 * :focus-visible, :first-child), the `[open]` a browser sets by itself, :not() and
 * pseudo-elements are taken as possibly true, so a selector is kept when it could apply, now or
 * once the visitor acts: `.btn:hover::after` needs only `.btn`.
 * @typedef {{ all: string[], any: Requirement[][] }} Requirement
 */

/**
 * The tokens a page and a selector share, one naming scheme for both sides. Attribute values are
 * compared lowercased (HTML compares some without case, such as `type`), except class and id.
 */
export const token = {
  /** @param {string} name */
  tag: (name) => `<${name.toLowerCase()}`,
  /** @param {string} name */
  attribute: (name) => `[${name.toLowerCase()}`,
  /** @param {string} name @param {string} value */
  value: (name, value) => `[${name.toLowerCase()}=${normalize(name, value)}`,
  /** @param {string} name @param {string} word one of the value's space-separated words */
  word: (name, word) => `[${name.toLowerCase()}~${normalize(name, word)}`,
};

/**
 * An attribute's value (or one of its words) as tokens compare it.
 * @param {string} name the attribute's name, lowercased
 * @param {string} value
 */
export function normalize(name, value) {
  const lower = name.toLowerCase();
  return lower === 'class' || lower === 'id' ? value : value.toLowerCase();
}

/**
 * Attributes the browser adds by itself when the visitor acts, with no script: a `<details>`
 * gains `open` when its summary is tapped. Like :hover, they count as possibly true.
 */
const setByBrowser = new Set(['open']);

/** Pseudo-classes that hold selector lists of which one must match. */
const anyOf = new Set(['is', 'where', 'matches', 'any', '-webkit-any', '-moz-any', 'has']);

/**
 * @param {import('css-what').Selector[]} compound one complex selector, as css-what gives it
 * @returns {Requirement}
 */
function requirementOf(compound) {
  /** @type {Requirement} */
  const requirement = { all: [], any: [] };
  for (const part of compound) {
    if (part.type === 'tag') requirement.all.push(token.tag(part.name));
    else if (part.type === 'attribute') {
      if (setByBrowser.has(part.name.toLowerCase())) continue;
      requirement.all.push(token.attribute(part.name));
      if (part.action === 'equals') requirement.all.push(token.value(part.name, part.value));
      if (part.action === 'element') requirement.all.push(token.word(part.name, part.value));
    } else if (part.type === 'pseudo' && anyOf.has(part.name) && Array.isArray(part.data)) {
      requirement.any.push(part.data.map(requirementOf));
    }
  }
  return requirement;
}

/**
 * What one selector (no commas at its top level) needs a page to have. A selector css-what
 * cannot read needs nothing: it is kept, never lost.
 * @param {string} selector
 * @returns {Requirement}
 */
export function selectorRequirement(selector) {
  let parsed;
  try {
    parsed = parse(selector);
  } catch {
    return { all: [], any: [] };
  }
  const alternatives = parsed.map(requirementOf);
  // One selector without a top-level comma parses to one alternative; guard the odd case.
  return alternatives.length === 1
    ? /** @type {Requirement} */ (alternatives[0])
    : { all: [], any: [alternatives] };
}

/**
 * Whether a page (or the pages of a route) with `tokens` meets `requirement`.
 * @param {Requirement} requirement
 * @param {Set<string>} tokens
 * @returns {boolean}
 */
export function satisfied(requirement, tokens) {
  return (
    requirement.all.every((name) => tokens.has(name)) &&
    requirement.any.every((alternatives) => alternatives.some((alt) => satisfied(alt, tokens)))
  );
}

/**
 * The tokens a stylesheet's selectors name, and the same by what a page must have to give each:
 * a tag (`tags`), an attribute (`attributes`), an attribute's value (`values`, by attribute and
 * value) or a word of it (`words`: `.btn` is word `btn` of `class`). A page reports only these.
 * @typedef {{ tokens: Set<string>, tags: Map<string, string>, attributes: Map<string, string>,
 *   values: Map<string, Map<string, string>>, words: Map<string, Map<string, string>> }}
 *   Vocabulary
 */

/** @returns {Vocabulary} */
export const emptyVocabulary = () => ({
  tokens: new Set(),
  tags: new Map(),
  attributes: new Map(),
  values: new Map(),
  words: new Map(),
});

/**
 * Adds every token a requirement names to `vocabulary`.
 * @param {Vocabulary} vocabulary
 * @param {Requirement} requirement
 */
export function addToVocabulary(vocabulary, requirement) {
  for (const name of requirement.all) {
    if (vocabulary.tokens.has(name)) continue;
    vocabulary.tokens.add(name);
    // The spellings of `token`: <tag, [attribute, [attribute=value, [attribute~word.
    const [, kind = '', attribute = '', compare = '', value = ''] =
      /^([<[])([^=~]*)([=~]?)([\s\S]*)$/.exec(name) ?? [];
    if (kind === '<') vocabulary.tags.set(attribute, name);
    else if (compare === '') vocabulary.attributes.set(attribute, name);
    else {
      const byAttribute = compare === '=' ? vocabulary.values : vocabulary.words;
      const known = byAttribute.get(attribute) ?? new Map();
      byAttribute.set(attribute, known.set(value, name));
    }
  }
  for (const alternatives of requirement.any) {
    for (const alternative of alternatives) addToVocabulary(vocabulary, alternative);
  }
}

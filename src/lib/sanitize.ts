import sanitizeHtml from 'sanitize-html';
import type { Attributes, IOptions, Transformer } from 'sanitize-html';

/** The URL schemes a link may have (any other is dropped), and those an image may. */
export const linkSchemes = ['http', 'https', 'mailto', 'tel'];
export const imageSchemes = ['http', 'https'];

const YOUTUBE_EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com'];
const KEPT_REL_TOKENS = ['nofollow', 'sponsored', 'ugc'];
/** What a YouTube player needs; an author's `allow` could hand the frame the clipboard or more. */
const YOUTUBE_ALLOW = 'autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share';

function pick(attribs: Attributes, names: string[]): Attributes {
  const picked: Attributes = {};
  for (const name of names) {
    const value = attribs[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** Absolute http(s) URLs count as external: the site's own host is unknown at sanitize time. */
function isExternalHref(href: string | undefined): boolean {
  if (href === undefined) return false;
  const compact = Array.from(href)
    .filter((char) => char > ' ')
    .join('');
  return /^https?:/i.test(compact);
}

function youTubeEmbedSrc(src: string | undefined): string | undefined {
  if (src === undefined) return undefined;
  try {
    const url = new URL(src);
    const ok =
      url.protocol === 'https:' &&
      YOUTUBE_EMBED_HOSTS.includes(url.hostname) &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      url.pathname.startsWith('/embed/');
    return ok ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const transformLink: Transformer = (tagName, attribs) => {
  const external = isExternalHref(attribs.href);
  const rel = (attribs.rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => KEPT_REL_TOKENS.includes(token));
  if (external) rel.push('noopener', 'noreferrer');
  const next: Attributes = { ...attribs };
  delete next.target;
  delete next.rel;
  if (external) next.target = '_blank';
  if (rel.length > 0) next.rel = [...new Set(rel)].join(' ');
  return { tagName, attribs: next };
};

const transformImage: Transformer = (tagName, attribs) => ({
  tagName,
  attribs: {
    ...attribs,
    loading: attribs.loading === 'eager' ? 'eager' : 'lazy',
    decoding:
      attribs.decoding === 'sync' || attribs.decoding === 'auto' ? attribs.decoding : 'async',
  },
});

const transformIframe: Transformer = (tagName, attribs) => {
  const src = youTubeEmbedSrc(attribs.src);
  return {
    tagName,
    text: '',
    attribs: {
      ...(src === undefined ? {} : { src }),
      ...pick(attribs, ['title', 'width', 'height']),
      allow: YOUTUBE_ALLOW,
      loading: 'lazy',
      referrerpolicy: 'strict-origin-when-cross-origin',
      allowfullscreen: '',
    },
  };
};

/**
 * The site's single HTML policy for owner-written article bodies, shared by the Astro build and
 * the browser fallback island. The owner is trusted but the HTML is stored in Supabase and may be
 * pasted from anywhere, so it is an allowlist: article markup only, no scripts, styles, forms,
 * SVG/MathML, event handlers, `style`/`id`/`name` attributes (names the page's scripts look up
 * could be shadowed: DOM clobbering) or non-http(s)/mailto/tel URLs; classes only as
 * `language-*` on `<code>`; iframes only for YouTube `/embed/` URLs, with a fixed `allow`. `h1`
 * becomes `h2` (the page owns the `h1`), absolute http(s) links open in a new tab with
 * `noopener noreferrer`, and images load lazily. Output is stable: sanitizing it again returns
 * it unchanged.
 */
export const articleSanitizeOptions: IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'div', 'span'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'q', 'cite'],
    ...['code', 'kbd', 'abbr', 'a', 'img', 'figure', 'figcaption', 'iframe'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'details', 'summary'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    iframe: [
      'src',
      'title',
      'width',
      'height',
      'allow',
      'allowfullscreen',
      'loading',
      'referrerpolicy',
    ],
    ol: ['start', 'reversed', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    blockquote: ['cite'],
    q: ['cite'],
    abbr: ['title'],
    details: ['open'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: linkSchemes,
  allowedSchemesByTag: { img: imageSchemes, iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: YOUTUBE_EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    ...['script', 'style', 'noscript', 'template', 'title', 'xmp', 'plaintext'],
    ...['noembed', 'noframes', 'object', 'applet', 'svg', 'math'],
    ...['textarea', 'select', 'option', 'button'],
  ],
  parseStyleAttributes: false,
  transformTags: { h1: 'h2', a: transformLink, img: transformImage, iframe: transformIframe },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, articleSanitizeOptions);
}

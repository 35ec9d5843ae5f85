// @ts-check
// Stands in for postcss in the browser bundle. sanitize-html only parses CSS for allowedStyles,
// which our policy never sets (every style attribute is dropped), and postcss is about half of
// what the fallback and the admin editor would download.
export function parse() {
  throw new Error('postcss is not bundled for the browser: the sanitize policy allows no styles');
}

export default { parse };

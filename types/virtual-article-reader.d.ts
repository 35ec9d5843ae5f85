/** The reader's starter script as text (integrations/article-reader.mjs). */
declare module 'virtual:article-reader' {
  const code: string;
  export default code;
}

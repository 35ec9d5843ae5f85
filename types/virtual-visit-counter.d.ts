/** The counting script as text (integrations/visit-counter.mjs). */
declare module 'virtual:visit-counter' {
  const code: string;
  export default code;
}

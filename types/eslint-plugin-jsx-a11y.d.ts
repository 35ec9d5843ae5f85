// eslint-plugin-jsx-a11y ships no types; eslint.config.js uses its flat configs.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & {
    /** Flat configs with the plugin and its recommended or strict rules. */
    flatConfigs: Record<'recommended' | 'strict', Linter.Config>;
  };
  export default plugin;
}

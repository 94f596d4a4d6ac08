// Chakra's `@chakra-ui/react/theme` module builds `defaultThemeConfig` from ALL ~80 recipes with a plain
// `defineConfig(...)` call. Webpack cannot tell that call is free of side effects, so every recipe would ship
// even though shared-ui's theme (shared-ui/src/theme/chakra-theme.ts) imports only the recipes it uses.
// Marking the call pure lets webpack drop the unused default config and, with it, the unused recipes
// (about 20 KB gzipped on every page). `defineConfig` is the identity function, so this changes nothing else.
const CALL = 'const defaultThemeConfig = defineConfig(';

/** @this {import('webpack').LoaderContext<Record<string, never>>} */
module.exports = function pureChakraTheme(source) {
  if (!source.includes(CALL)) {
    this.emitWarning(
      new Error(`${CALL.trim()} not found: Chakra changed, and every recipe now ships. Update this loader.`),
    );
    return source;
  }
  return source.replace(CALL, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};

// A federation runtime plugin of the shell. A remote built for a newer major of a shared package (shared-ui
// 3 against the shell's 2, say) registers its copies in the share scope as it starts, then fails its own
// version check and shows its fallback. Left alone, the runtime would then resolve every singleton not loaded
// yet to that newer copy, which the shell's own pages refuse (strictVersion): a shell page that first asks for
// an entry after such a remote started (the profile page, for the posts entry) would fail too. So: while no
// copy of a singleton is loaded, the one chosen is the newest that satisfies the version the asker requires,
// when the runtime's own choice does not. A singleton already loaded stays the one copy.

/** '2.10.1' → [2, 10, 1]. */
const parts = (version) => version.split(/[.+-]/).slice(0, 3).map(Number);

function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The requirements our builds write (webpack/shared.mjs): '^X.Y.Z', same major and at least that version. */
function satisfies(version, required) {
  if (!/^\^\d+\.\d+\.\d+$/.test(required)) return true;
  const minimum = required.slice(1);
  return parts(version)[0] === parts(minimum)[0] && compare(version, minimum) >= 0;
}

const isLoadingOrLoaded = (shared) =>
  Boolean(shared.loaded || shared.loading) || typeof shared.lib === 'function';

export default function preferFittingShares() {
  return {
    name: 'pathshala-prefer-fitting-shares',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const copies = shareScopeMap[scope]?.[pkgName];
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!copies || typeof required !== 'string' || satisfies(version, required)) return args;
      if (Object.values(copies).some(isLoadingOrLoaded)) return args;
      const fitting = Object.keys(copies)
        .filter((candidate) => satisfies(candidate, required))
        .sort(compare)
        .pop();
      if (fitting) args.resolver = () => ({ shared: copies[fitting], useTreesShaking: false });
      return args;
    },
  };
}

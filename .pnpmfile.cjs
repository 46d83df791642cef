// The manifest a consumer installs (issue 30.9): `pnpm pack` / `pnpm publish` drop the fields that
// only serve this repository — the development dependencies and the scripts.
module.exports = {
  hooks: {
    beforePacking(pkg) {
      delete pkg.devDependencies;
      delete pkg.scripts;
      return pkg;
    },
  },
};

// One JSON file per feature and language (locales/<lang>/<feature>.json); the file name is the top-level key,
// so features add their strings without touching each other's files.
type Tree = Record<string, unknown>;

function byFeature(files: Record<string, unknown>): Tree {
  const tree: Tree = {};
  for (const [path, mod] of Object.entries(files)) {
    const feature = /\/([^/]+)\.json$/.exec(path)![1];
    tree[feature] = (mod as { default?: unknown }).default ?? mod;
  }
  return tree;
}

export const resources = {
  en: byFeature(import.meta.glob('./en/*.json', { eager: true })),
  es: byFeature(import.meta.glob('./es/*.json', { eager: true })),
};

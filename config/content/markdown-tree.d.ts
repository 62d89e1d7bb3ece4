// `import('./<language>/<page>.md?tree')`: a content file as its parsed tree (scripts/markdown-tree-loader.ts).
declare module '*.md?tree' {
  const tree: import('mdast').Root;
  export default tree;
}

#!/usr/bin/env node
/**
 * How deep the functions' imports go: the longest chain of modules from functions/src/index.ts to a
 * module that imports nothing of ours, and the folders that import each other. Test files are left
 * out; type-only imports count (they point the same way as any other).
 *
 *   node scripts/import-layers.mjs            prints the figures
 *   node scripts/import-layers.mjs --max 8    also fails when the chain has more modules or folders import each other
 *
 * A layer is a module on the chain, index.ts and the ground included. A domain's handlers/ counts as
 * a folder of its own. `npm run lint` runs it with the current ceiling, so a deeper chain fails.
 */
import { cruise } from 'dependency-cruiser';
import { pathToFileURL } from 'node:url';

const ROOT = 'functions/src/';
const ENTRY = `${ROOT}index.ts`;
const isTest = (path) => /\.test(-helper)?\.ts$/.test(path);

/** The module's folder under functions/src (`.` for the root files); a domain's handlers/ is a folder of its own. */
export function folderOf(path) {
  const rest = path.slice(ROOT.length);
  const slash = rest.lastIndexOf('/');
  return slash === -1 ? '.' : rest.slice(0, slash);
}

/**
 * The longest chain from `entry` (in modules, the entry and the ground included) in a graph given as
 * module -> modules it imports. A cycle has no longest chain: it is reported instead.
 */
export function longestChain(graph, entry) {
  const memo = new Map();
  const onPath = new Set();
  const visit = (node) => {
    if (memo.has(node)) return memo.get(node);
    if (onPath.has(node)) throw new Error(`import cycle through ${node}`);
    onPath.add(node);
    let best = [];
    for (const next of graph.get(node) ?? []) {
      const chain = visit(next);
      if (chain.length > best.length) best = chain;
    }
    onPath.delete(node);
    const chain = [node, ...best];
    memo.set(node, chain);
    return chain;
  };
  return visit(entry);
}

/** Pairs of folders where each imports the other, sorted. */
export function mutualFolders(graph, folderOfModule) {
  const edges = new Set();
  for (const [from, tos] of graph) {
    for (const to of tos) {
      const a = folderOfModule(from);
      const b = folderOfModule(to);
      if (a !== b) edges.add(`${a}>${b}`);
    }
  }
  const pairs = [];
  for (const edge of edges) {
    const [a, b] = edge.split('>');
    if (a < b && edges.has(`${b}>${a}`)) pairs.push(`${a}/${b}`);
  }
  return pairs.sort();
}

async function functionsGraph() {
  const { output } = await cruise([ROOT], {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test(-helper)?\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'functions/tsconfig.json' },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered with text, not modules');
  const graph = new Map();
  for (const module of output.modules) {
    if (!module.source.startsWith(ROOT) || isTest(module.source)) continue;
    graph.set(
      module.source,
      module.dependencies.map((d) => d.resolved).filter((to) => to.startsWith(ROOT) && !isTest(to)),
    );
  }
  return graph;
}

async function main() {
  const maxAt = process.argv.indexOf('--max');
  const max = maxAt === -1 ? undefined : Number(process.argv[maxAt + 1]);
  const graph = await functionsGraph();
  const chain = longestChain(graph, ENTRY);
  const pairs = mutualFolders(graph, folderOf);
  console.log(`${chain.length} import layers (${chain.length - 1} imports deep) from ${ENTRY} to the ground:`);
  for (const module of chain) console.log(`  ${module}`);
  console.log(`${pairs.length} folder pairs importing each other${pairs.length ? `: ${pairs.join(', ')}` : ''}`);
  if (max !== undefined && (chain.length > max || pairs.length > 0)) {
    console.error(`Expected at most ${max} layers and no folders importing each other.`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

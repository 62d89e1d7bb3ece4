import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// CONVENTIONS 11: features may use one another through their index.ts, but never in a loop (the sportsbook pages
// once imported the slip while the slip imported the sportsbook for its prices). What two features share belongs
// to a layer below them (the sportsbook kernel src/engine/sportsbook, src/ui, src/api). The lint rule names the
// order of the sportsbook's screens; this test holds every feature to no loop at all. Type-only imports vanish at
// build and do not count; lazy import() does not either.

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/^testing\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The features a file's static, value imports reach. */
function featuresImported(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)) {
    if (match[1]) continue;
    const target = relative(process.cwd(), resolve(dirname(file), match[2])).split('\\').join('/');
    const feature = /^src\/features\/([^/]+)\//.exec(target);
    if (feature) found.push(feature[1]);
  }
  return found;
}

/** Feature -> the other features it imports. */
export function featureGraph(files: ReadonlyArray<{ file: string; text: string }>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, text } of files) {
    const from = /^src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    for (const target of featuresImported(file, text)) if (target !== from) edges.add(target);
    graph.set(from, edges);
  }
  return graph;
}

/** Every loop of the graph, each written from its first feature back to it ("a -> b -> a"). */
export function loopsOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const loops = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0]);
        const turned = [...cycle.slice(start), ...cycle.slice(0, start)];
        loops.add([...turned, turned[0]].join(' -> '));
      } else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...loops].sort();
}

describe('no import loop between features', () => {
  test('a loop planted in fixture files is found', () => {
    const graph = featureGraph([
      { file: 'src/features/sportsbook/page.tsx', text: "import { SlipDock } from '../betslip/index.ts';" },
      { file: 'src/features/betslip/slip.tsx', text: "import { OpenBets } from '../mybets/index.ts';\nimport type { X } from '../auth/index.ts';" },
      { file: 'src/features/mybets/open-bets.tsx', text: "import { useTicketLeg } from '../../features/sportsbook/index.ts';" },
    ]);
    expect(loopsOf(graph)).toEqual(['betslip -> mybets -> sportsbook -> betslip']);
  });

  test('type-only imports and imports of the kernel make no loop', () => {
    const graph = featureGraph([
      { file: 'src/features/sportsbook/page.tsx', text: "import { SlipDock } from '../betslip/index.ts';" },
      { file: 'src/features/betslip/slip.tsx', text: "import type { Leg } from '../sportsbook/index.ts';\nimport { useOddsFormat } from '../../engine/sportsbook/use-odds-format.ts';" },
    ]);
    expect(loopsOf(graph)).toEqual([]);
  });

  test('the features of src/ import one another without a loop', () => {
    const files = sourceFiles('src/features').map((file) => ({ file: file.split('\\').join('/'), text: readFileSync(file, 'utf8') }));
    const graph = featureGraph(files);
    expect(graph.get('sportsbook')?.has('betslip')).toBe(true);
    expect(loopsOf(graph)).toEqual([]);
  });
});

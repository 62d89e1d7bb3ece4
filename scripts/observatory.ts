// Mozilla's HTTP Observatory scanner (npm @mdn/mdn-http-observatory), run locally against a sandbox (§7 Security headers).
//
//   node scripts/observatory.ts 127.0.0.1:3000     scans a running `npm start` and prints the score and grade
//
// tests/unit/observatory.test.ts runs the same scan on a sandbox it starts. No network: the scanner reads only
// the target. Over plain http the redirection and HSTS tests cannot pass (they need https), which caps the score
// at 60: the scanner keeps extra credit for sites that already score 90.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const observatoryPackage = '@mdn/mdn-http-observatory';

/** The tests that need https (a redirect to it, then HSTS), so cannot pass against http://127.0.0.1:PORT. */
export const httpsOnlyTests = ['redirection', 'strict-transport-security'];

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: { name: string; pass: boolean; result: string; scoreModifier: number }[];
}

/**
 * The package installs only without its install scripts (package.json allowScripts denies them: they download
 * the HSTS preload and TLD lists), and its HSTS check then needs this file: an empty list is right for a
 * localhost target, which no preload list holds. Made here so a fresh `npm install` needs no extra step.
 */
function ensureHstsPreloadList(): void {
  const packageJson = createRequire(import.meta.url).resolve(`${observatoryPackage}/package.json`);
  const file = join(dirname(packageJson), 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/** `target` is host:port: a bare host makes the scanner try port 80. */
export async function observatoryScan(target: string): Promise<ObservatoryResult> {
  ensureHstsPreloadList();
  // The package is plain JavaScript without type declarations: the shape used is typed here.
  const { scan } = (await import(observatoryPackage)) as {
    scan: (host: string) => Promise<{ scan: { score: number; grade: string }; tests: Record<string, { pass: boolean; result: string; scoreModifier: number }> }>;
  };
  const result = await scan(target);
  return {
    score: result.scan.score,
    grade: result.scan.grade,
    tests: Object.entries(result.tests).map(([name, test]) => ({ name, pass: test.pass, result: test.result, scoreModifier: test.scoreModifier })),
  };
}

export function describeScan(target: string, result: ObservatoryResult): string {
  const failed = result.tests.filter((test) => !test.pass);
  return [
    `HTTP Observatory, ${target}: ${result.grade} (${result.score}/100)`,
    ...result.tests.map((test) => `  ${test.pass ? 'pass' : 'miss'}  ${test.name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`),
    ...(failed.every((test) => httpsOnlyTests.includes(test.name)) && failed.length > 0 ? [`  (${failed.map((test) => test.name).join(', ')}: need https, cannot pass over plain http)`] : []),
  ].join('\n');
}

if (import.meta.main) {
  const target = process.argv[2] ?? `127.0.0.1:${process.env.PORT ?? 3000}`;
  try {
    console.log(describeScan(target, await observatoryScan(target)));
  } catch (error) {
    console.error(`The scan of ${target} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

import type { ChildProcess } from 'node:child_process';

/** Prints a child's output and errors line by line, each line after `prefix`: the phases of a run stay readable side by side. */
export function printPrefixed(child: ChildProcess, prefix: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) console.log(prefix + line);
    });
    stream.on('end', () => pending && console.log(prefix + pending));
  }
}

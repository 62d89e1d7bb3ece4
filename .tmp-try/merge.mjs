// one-off: inline the shared components of common.yaml into a service document (text level, keeps comments)
import { readFileSync, writeFileSync } from 'node:fs';
const [, , file] = process.argv;
const common = readFileSync('schemas/openapi/common.yaml', 'utf8').split('\n');
const start = common.indexOf('components:');
const body = common.slice(start + 1);
// split common components into sections at 2-space keys
const sections = {}; let cur = null;
for (const line of body) { const m = /^  (\w+):\s*$/.exec(line); if (m) { cur = m[1]; sections[cur] = []; continue; } if (cur && line.trim() !== '') sections[cur].push(line); }
let text = readFileSync(file, 'utf8').replaceAll("'./common.yaml#", "'#");
if (!text.endsWith('\n')) text += '\n';
text += '    # ---- shared components: identical copies of common.yaml (checked by tests/unit/openapi-contract.test.ts)\n';
text += sections.schemas.join('\n') + '\n';
for (const name of ['parameters', 'responses', 'securitySchemes']) text += `  ${name}:\n` + sections[name].join('\n') + '\n';
writeFileSync(file, text);

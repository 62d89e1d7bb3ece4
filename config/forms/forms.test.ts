import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formConfigSchema, type FormConfig } from '../../schemas/config/form.ts';
import market from '../markets/tn.ts';
import { ConfigError, validateForms } from '../../src/engine/validate-config.ts';
import formsIndex from './index.ts';

// Every form declared in config/forms: the declaration parses with the form kind's zod schema (defineForm no
// longer checks it at run time, so zod stays out of the app's first load), its lazily loaded schema is a zod
// schema, and the schema's errors always land under a declared input.
const folder = dirname(fileURLToPath(import.meta.url));
const isDeclarationFile = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.schema.ts') && file !== 'cashier-money.ts' && file !== 'index.ts';
const declarationFiles = readdirSync(folder).filter(isDeclarationFile).sort();
const schemaFiles = readdirSync(folder).filter((file) => file.endsWith('.schema.ts'));

// Forms whose schema depends on figures (a payment system's range, the market's limits) are declared by a
// factory: the test builds them with these.
const factoryArguments: Record<string, unknown[]> = {
  depositForm: [{ minMinor: 1000, maxMinor: 1_000_000 }],
  withdrawalForm: [{ minMinor: 1000, maxMinor: 25_075 }],
  exchangeBonusForm: [market.limits],
};

async function formsDeclaredIn(file: string): Promise<FormConfig[]> {
  const module = (await import(join(folder, file))) as Record<string, unknown>;
  const forms: FormConfig[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function' && name.endsWith('Form')) {
      expect(factoryArguments, `${file}: add the arguments of ${name} to factoryArguments`).toHaveProperty(name);
      forms.push((value as (...args: unknown[]) => FormConfig)(...factoryArguments[name]));
    } else if (value !== null && typeof value === 'object' && 'fields' in value) {
      forms.push(value as FormConfig);
    }
  }
  return forms;
}

/** The value an input holds when the player has typed nothing. */
const emptyValues = (form: FormConfig) => Object.fromEntries(form.fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']));

describe.each(declarationFiles)('config/forms/%s', (file) => {
  const id = file.replace(/\.ts$/, '');

  it('declares one form, named after its file, that parses with the form schema', async () => {
    const forms = await formsDeclaredIn(file);
    expect(forms.map((form) => form.id)).toEqual([id]);
    const parsed = formConfigSchema.safeParse(forms[0]);
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `config/forms/${file}: ${issue.path.join('.')}: ${issue.message}`);
    expect(problems).toEqual([]);
  });

  it('never imports zod, a generated zod schema, a config kind schema or its own schema statically (they load on first use)', () => {
    const source = readFileSync(join(folder, file), 'utf8');
    const staticImports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);
    const eager = (path: string) => path === 'zod' || path.startsWith('zod/') || /\.(zod|schema)\.ts$/.test(path) || (path.includes('schemas/config/') && !path.endsWith('.define.ts'));
    expect(staticImports.filter(eager)).toEqual([]);
  });

  it('loads a zod schema whose errors name declared fields, and parsing never throws', async () => {
    const [form] = await formsDeclaredIn(file);
    const schema = await form.schema();
    expect(schema).toBeInstanceOf(z.ZodType);
    const names = form.fields.map((field) => field.name);
    for (const values of [{}, emptyValues(form)]) {
      const result = schema.safeParse(values);
      const paths = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
      expect(paths.filter((path) => !names.includes(path))).toEqual([]);
    }
    fc.assert(
      fc.property(fc.record(Object.fromEntries(form.fields.map((field) => [field.name, field.kind === 'checkbox' ? fc.boolean() : fc.string()]))), (values) => {
        schema.safeParse(values);
      }),
      { numRuns: 100 },
    );
  });
});

describe('config/forms/*.schema.ts', () => {
  it.each(schemaFiles)('%s belongs to a declaration beside it', (file) => {
    expect(existsSync(join(folder, file.replace(/\.schema\.ts$/, '.ts')))).toBe(true);
  });
});

describe('a broken declaration fails on the offending field', () => {
  it('reports the path of the bad field', async () => {
    const [form] = await formsDeclaredIn('login.ts');
    const parsed = formConfigSchema.safeParse({ ...form, fields: [{ ...form.fields[0], kind: 'slider' }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['fields', 0, 'kind']);
    expect(formConfigSchema.safeParse({ ...form, schema: {} }).success).toBe(false);
  });
});

describe('config/forms/index.ts (the only list of forms, checked at build)', () => {
  it('lists every form file once, and the build check accepts it', () => {
    const listed = formsIndex(market.limits).map((form) => `${form.id}.ts`).sort();
    expect(listed).toEqual(declarationFiles);
    expect(validateForms(market).length).toBe(declarationFiles.length);
  });

  it('names the form file and field of a broken form, and the index for a repeated id', () => {
    const forms = formsIndex(market.limits);
    const broken = forms.map((form, index) => (index === 0 ? { ...form, fields: [{ ...form.fields[0], kind: 'slider' }] } : form));
    expect(() => validateForms(market, broken)).toThrow(ConfigError);
    expect(() => validateForms(market, broken)).toThrow(new RegExp(`^config/forms/${forms[0].id}\\.ts: fields\\[0\\]\\.kind: `));
    expect(() => validateForms(market, [...forms, forms[1]])).toThrow(`config/forms/index.ts: forms[${forms.length}]: Duplicate id "${forms[1].id}"`);
  });
});

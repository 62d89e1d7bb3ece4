import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { providerSchema } from '../../schemas/config/provider.ts';
import { withProviderDefaults } from '../../schemas/config/provider.define.ts';
import { validateProviders } from '../../src/engine/validate-config.ts';
import { providerConfigs } from '../../src/engine/providers.ts';
import providersFile from './index.ts';

// The deployment's casino providers (CONVENTIONS 18: the config checks read config/; the engine's own tests in
// src/engine/providers.test.ts use a fixture). Each provider's field mapper is tested beside its file.
const folder = dirname(fileURLToPath(import.meta.url));
const providerFiles = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts');

describe('config/providers', () => {
  it('parses every provider file, and the index lists each file of the folder once', () => {
    const parsed = validateProviders(providersFile);
    expect(parsed.map((provider) => `${provider.id}.ts`).sort()).toEqual([...providerFiles].sort());
  });

  it('the runtime defaults (withProviderDefaults, no zod) give what the schema parses, for every provider file', () => {
    for (const file of providersFile) expect(withProviderDefaults(file)).toStrictEqual(providerSchema.parse(file));
    expect(providerConfigs).toStrictEqual(validateProviders(providersFile));
  });
});

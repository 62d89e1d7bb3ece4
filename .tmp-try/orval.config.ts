import { defineConfig } from 'orval';
export default defineConfig({
  accounts: {
    input: { target: '../schemas/openapi/accounts.yaml' },
    output: {
      target: './out/accounts/accounts.ts',
      client: 'react-query', httpClient: 'fetch', mode: 'split', clean: true, headers: true,
      mock: { generators: [{ type: 'msw' }] },
      override: { mutator: { path: './mut.ts', name: 'apiMutator' } },
    },
  },
  accountsZod: {
    input: { target: '../schemas/openapi/accounts.yaml' },
    output: { target: './out/accounts/accounts.zod.ts', client: 'zod', mode: 'single' },
  },
});

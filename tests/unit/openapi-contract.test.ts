import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serviceDocuments, withSharedComponents } from '../../schemas/openapi/sync-shared.ts';

// The rules every OpenAPI document of schemas/openapi follows (DESIGN: The API client, Money; spec §7, §8).

type Node = Record<string, unknown>;
interface Operation {
  service: string;
  method: string;
  path: string;
  operation: Node;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const commonText = readFileSync(join(root, 'schemas/openapi/common.yaml'), 'utf8');
const common = parse(commonText) as Node;
const documents = serviceDocuments().map((file) => {
  const text = readFileSync(file, 'utf8');
  return { service: basename(file, '.yaml'), file, text, document: parse(text) as Node };
});
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function operationsOf(service: string, document: Node): Operation[] {
  return Object.entries(document.paths as Record<string, Node>).flatMap(([path, item]) =>
    methods.filter((method) => isNode(item[method])).map((method) => ({ service, method, path, operation: item[method] as Node })),
  );
}
const operations = documents.flatMap(({ service, document }) => operationsOf(service, document));

/** Follows a local `#/components/...` reference inside one document. */
function resolveRef(document: Node, node: Node): Node {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`unresolvable $ref ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), document) as Node;
    if (!isNode(current)) throw new Error(`dangling $ref ${String(node.$ref)}`);
  }
  return current;
}

/** Calls visit on every object of the tree with its JSON path. */
function walk(value: unknown, visit: (node: Node, path: string) => void, path = '$'): void {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  else if (isNode(value)) {
    visit(value, path);
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${path}.${key}`);
  }
}

/** True when every value the schema admits, null aside, is a string. */
function isStringSchema(document: Node, schema: Node): boolean {
  const resolved = resolveRef(document, schema);
  const branches = (resolved.oneOf ?? resolved.anyOf) as Node[] | undefined;
  if (branches) {
    return branches.every((branch) => {
      const target = resolveRef(document, branch);
      return target.type === 'null' || isStringSchema(document, target);
    });
  }
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  return types.includes('string') && types.every((type) => type === 'string' || type === 'null');
}

// §7 "The calls it makes": every call, as the documents place it (paths the spec leaves open are x-assumed).
const specCalls = [
  'post /api/accounts/login/',
  'post /api/accounts/logout/',
  'post /api/accounts/refresh/',
  'post /api/accounts/password/reset/',
  'get /api/accounts/user',
  'patch /api/accounts/user',
  'post /api/accounts/registration/verify-email/',
  'get /api/settings/',
  'get /api/settings/currency-list/',
  'get /api/backoffice/transactions/',
  'post /api/backoffice/transactions/',
  'get /api/user/profile',
  'get /api/users/user/info/',
  'patch /api/users/user/info/',
  'post /api/users/user/change-password/',
  'post /api/users/documents/upload/',
  'post /api/referral/activate/',
  ...['deposit', 'payout'].flatMap((kind) => [
    `get /api/backoffice/payments/${kind}/`,
    `post /api/backoffice/payments/${kind}/`,
    `get /api/backoffice/payments/${kind}/{id}`,
    `get /api/backoffice/payments/${kind}/system_list/`,
    `get /api/backoffice/payments/${kind}/approve_list/`,
    `get /api/backoffice/payments/${kind}/callback/{slug}{variant}/`,
    `post /api/backoffice/payments/${kind}/callback/{slug}{variant}/`,
    ...['approve_fail', 'approve_success', 'manual_fail', 'manual_success', 'process_after_approve'].map(
      (action) => `post /api/backoffice/payments/${kind}/{id}/${action}/`,
    ),
  ]),
  'get /api/backoffice/payments/payout/manual_list/',
  'post /api/backoffice/payments/payout/{id}/cancel_payment/',
  'get /api/backoffice/payments/services/crypto-pay/available-currencies',
  'post /api/backoffice/payments/services/crypto-pay/create-payment',
  'get /api/backoffice/payments/services/crypto-pay/min-amount',
  'get /api/backoffice/payments/services/facade/history/payment/',
  'get /services/wheel/statistics/betshistory/',
  'get /services/wheel/prizes/',
  'get /services/wheel/settings/public/',
  'post /services/wheel/spin/',
  'post /api/bonus-system/bonusbalance-to-balance/',
  'get /api/bonus-system/bonusbalance/history',
  'get /api/bonus-system/cashback/history',
  'get /sport-integration/betshistory/',
  'get /sport-integration/{id}/subbet/',
  'post /sport-integration/ticket/{id}/cancel',
  'post /sport-integration/player/balance',
  'post /sport-integration/session/create',
  'post /sport-integration/session/create/test',
  'post /sport-integration/ticket/placement',
  'post /sport-integration/ticket/status',
  'post /api/integrations/{provider}/login',
  'get /api/sport/token/',
  'get /api/jackpot/v1/jackpots/',
  'get /api/users/favouritegames/',
  'post /api/users/favouritegames/',
  'delete /api/users/favouritegames/',
  'get /content/slide/',
  'get /content/carousel/',
];

// DESIGN: money-moving calls carry an Idempotency-Key (deposit, withdrawal, transfer, bonus exchange, spin,
// bet placement, ticket cancel, cashier withdrawal, crypto payment).
const moneyMoving = [
  'createDeposit',
  'createPayout',
  'createTransfer',
  'exchangeBonusBalance',
  'spinWheel',
  'placeSportTicket',
  'cancelSportTicket',
  'cashierWithdraw',
  'createCryptoPayment',
];

// Property names that hold money (amounts, balances, limits, costs, wins).
// `minX`/`maxX` only in camel case (minBet, maxWin): case-insensitive, "minute" would be money.
const moneyNameAnyCase = /amount|balance|cost|stake|credited|withdraw|equivalent|^min$|^max$|win$|^(deposit_(day|week|month)|loss)$/i;
const moneyName = { test: (name: string) => moneyNameAnyCase.test(name) || /^(min|max)[A-Z]/.test(name) };

describe('OpenAPI documents (schemas/openapi)', () => {
  it('are one OpenAPI 3.1 document per service, each with paths', () => {
    expect(documents.map((entry) => entry.service).sort()).toEqual(
      [
        'accounts',
        'bonus',
        'casino-first',
        'casino-fourth',
        'casino-outcome',
        'casino-third',
        'content',
        'favourites',
        'jackpots',
        'payments',
        'profile',
        'sport',
        'sportsbook',
        'wheel',
      ].sort(),
    );
    for (const { service, document } of documents) {
      expect(document.openapi, service).toBe('3.1.0');
      expect(Object.keys(document.paths as Node).length, service).toBeGreaterThan(0);
    }
  });

  it('cover every call of §7', () => {
    const present = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    expect(specCalls.filter((call) => !present.has(call))).toEqual([]);
  });

  it('give every operation a unique camelCase operationId', () => {
    const ids = operations.map(({ service, method, path, operation }) => {
      expect(operation.operationId, `${service}: ${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return operation.operationId as string;
    });
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('require an Idempotency-Key header on every money-moving operation', () => {
    for (const id of moneyMoving) {
      const found = operations.find(({ operation }) => operation.operationId === id);
      expect(found, `operation ${id}`).toBeDefined();
      const document = documents.find(({ service }) => service === found!.service)!.document;
      const parameters = ((found!.operation.parameters ?? []) as Node[]).map((parameter) => resolveRef(document, parameter));
      const key = parameters.find((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');
      expect(key?.required, `${id} requires Idempotency-Key`).toBe(true);
      expect(isStringSchema(document, key!.schema as Node), `${id} Idempotency-Key is a string`).toBe(true);
    }
  });

  it('type every money property as a string, and never use floats', () => {
    for (const { service, document } of documents) {
      walk(document, (node, path) => {
        expect(node.type === 'number' || (Array.isArray(node.type) && node.type.includes('number')), `${service} ${path}: no float type`).toBe(false);
        if (!isNode(node.properties)) return;
        for (const [name, schema] of Object.entries(node.properties as Record<string, Node>)) {
          // *Currency names hold codes; flags (transferBonusBalanceToBalanceOn) and objects (a limit with its
          // current and pending values) are not amounts themselves.
          if (!moneyName.test(name) || /currency$/i.test(name)) continue;
          if (['boolean', 'object'].includes(resolveRef(document, schema).type as string)) continue;
          expect(isStringSchema(document, schema), `${service} ${path}.properties.${name} is a decimal string`).toBe(true);
        }
      });
    }
  });

  it('mark assumptions with x-assumed: true only', () => {
    for (const { service, document } of [...documents, { service: 'common', document: common }]) {
      walk(document, (node, path) => {
        if ('x-assumed' in node) expect(node['x-assumed'], `${service} ${path}.x-assumed`).toBe(true);
      });
    }
  });

  it('answer every 400, 401, 403, 404, 409, 422 and 429 with the shared ErrorBody', () => {
    for (const { service, method, path, operation } of operations) {
      const document = documents.find((entry) => entry.service === service)!.document;
      for (const [status, response] of Object.entries(operation.responses as Record<string, Node>)) {
        if (!['400', '401', '403', '404', '409', '422', '429'].includes(status)) continue;
        const content = resolveRef(document, response).content as Record<string, Node> | undefined;
        expect(content?.['application/json']?.schema, `${service} ${method} ${path} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
  });

  it('carry the §8 code catalogue on ErrorBody.code', () => {
    const codes = ((((common.components as Node).schemas as Node).ErrorBody as Node).properties as Node).code as Node;
    const listed = (codes['x-codes'] as Array<{ code: string }>).map(({ code }) => code);
    for (const code of ['already_exists', 'invalidUserNameOrPassword', 'no_active_account', 'not_enough_money', 'coefs_changed', 'access_and_refresh_token_invalid']) {
      expect(listed).toContain(code);
    }
  });

  it('hold exact copies of the shared components of common.yaml they use, and only those (npx node schemas/openapi/sync-shared.ts)', () => {
    const sharedSections = common.components as Record<string, Node>;
    for (const { service, text, document } of documents) {
      expect(withSharedComponents(text, commonText) === text, `${service}.yaml is in sync`).toBe(true);
      const components = document.components as Record<string, Node>;
      for (const [section, entries] of Object.entries(sharedSections)) {
        for (const [name, value] of Object.entries(entries)) {
          if (components[section]?.[name] !== undefined) expect(components[section][name], `${service} components.${section}.${name}`).toEqual(value);
          else expect(text, `${service} uses components.${section}.${name} without its copy`).not.toContain(`#/components/${section}/${name}'`);
        }
      }
    }
  });

  it('resolve every local $ref', () => {
    for (const { service, document } of documents) {
      walk(document, (node, path) => {
        if (typeof node.$ref === 'string') expect(() => resolveRef(document, node), `${service} ${path}`).not.toThrow();
      });
    }
  });
});

describe('generated msw mocks', () => {
  // Component tests run on these mocks (CONVENTIONS 9): their data must pass the contract's own zod answers,
  // e.g. money as a 2-decimal string (orval.config.ts gives faker a generator per custom string format).
  it('answer what the zod response schemas accept', async () => {
    for (const { service } of documents) {
      const mocks = (await import(`../../generated/${service}/${service}.msw.ts`)) as Record<string, unknown>;
      const zod = (await import(`../../generated/${service}/${service}.zod.ts`)) as Record<string, unknown>;
      for (const [name, factory] of Object.entries(mocks)) {
        const operation = /^get(\w+)ResponseMock$/.exec(name)?.[1];
        if (!operation || typeof factory !== 'function') continue;
        const schema = zod[`${operation}Response`] as { safeParse: (value: unknown) => { success: boolean; error?: unknown } };
        expect(schema, `${service}.zod.ts ${operation}Response`).toBeDefined();
        for (let sample = 0; sample < 10; sample += 1) {
          const result = schema.safeParse(factory());
          expect(result.success, `${service} ${name}: ${JSON.stringify(result.error)}`).toBe(true);
        }
      }
    }
  });
});

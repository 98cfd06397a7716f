// Writes src/lib/api-schema.gen.ts, the TypeScript types of the server's OpenAPI document (openapi.json).
// `node scripts/gen-api.mjs IN OUT` reads and writes other files (make test-contract compares with them).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { UNKNOWN, astToString } from 'openapi-typescript';

const [input = fileURLToPath(new URL('../openapi.json', import.meta.url)), output = fileURLToPath(new URL('../src/lib/api-schema.gen.ts', import.meta.url))] =
  process.argv.slice(2);

const HEADER = `// generated — do not edit. \`npm run gen:api\` writes it from web/openapi.json (what \`skillcert openapi\`
// prints) with openapi-typescript; \`make contract\` refreshes both. Friendly names: ./api-types.ts.
`;

const document = JSON.parse(await readFile(input, 'utf8'));

// The server names an operation after its handler, and a few names (list, detail, remove) repeat across
// routers; openapi-typescript refuses repeated operationIds. Those operations lose their id here, so they
// are typed in place under `paths` instead of under `operations`.
const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).filter((op) => op?.operationId));
const seen = new Map();
for (const op of operations) seen.set(op.operationId, (seen.get(op.operationId) ?? 0) + 1);
for (const op of operations) if (seen.get(op.operationId) > 1) delete op.operationId;

// The server describes a free-form JSON value (a question's answer, metadata, notice details) as a bare
// "object", though an answer may be a list, a boolean or a text: such a schema is typed `unknown`, and the
// client reads it through its own parsers.
const isBareObject = (schema) => schema.type === 'object' && !schema.properties && schema.additionalProperties === undefined;
const ast = await openapiTS(document, { transform: (schema) => (isBareObject(schema) ? UNKNOWN : undefined), silent: true });

// The permission names are a value the client needs at run time too (its access table): the map is written
// from the document's Permission schema, never copied by hand (`user:manage` → `userManage`).
const permissions = document.components?.schemas?.Permission?.enum ?? [];
const camel = (name) => name.replace(/[:_-](\w)/g, (_, c) => c.toUpperCase());
const permissionMap = `
/** The server's permission names (schema Permission) by camelCase name. */
export const PERMISSION = {
${permissions.map((name) => `  ${camel(name)}: '${name}',`).join('\n')}
} as const satisfies Record<string, components['schemas']['Permission']>;
`;
await writeFile(output, `${HEADER}\n${astToString(ast)}${permissionMap}`);

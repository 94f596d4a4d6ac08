import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { startTestApp, type TestApp } from './helpers';

/** Field names that must never be part of an answer, whatever their value. */
const SECRET_NAME = /password|hash|token|secret/i;

/** The access token is the point of these two answers (spec §7: data.accessToken). */
const ALLOWED: Record<string, string[]> = {
  'POST /api/v1/login': ['accessToken'],
  'POST /api/v1/refresh-accesstoken': ['accessToken'],
};

/** Every property name anywhere in a JSON Schema (nested objects, arrays, unions, definitions). */
function propertyNames(schema: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) propertyNames(item, found);
  } else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const name of Object.keys(value)) found.add(name);
      }
      propertyNames(value, found);
    }
  }
  return found;
}

let t: TestApp;
before(async () => {
  t = await startTestApp('pglite');
});
after(() => t.close());

const responseSchemas = () =>
  t.app.routeTable.flatMap((route) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    return Object.entries(response).map(([status, schema]) => ({
      route: `${route.method} ${route.url}`,
      status,
      schema,
    }));
  });

test('no response schema of any route has a field named like a password, hash, token or secret', () => {
  const schemas = responseSchemas();
  assert.ok(schemas.length > 50, `the routes declare their responses (${schemas.length} found)`);
  const leaks: string[] = [];
  for (const { route, status, schema } of schemas) {
    assert.ok(schema instanceof z.ZodType, `${route} ${status}: the response schema is a zod schema`);
    const names = propertyNames(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
    assert.ok(names.has('statusCode') && names.has('success'), `${route} ${status}: the envelope is seen`);
    for (const name of names) {
      if (SECRET_NAME.test(name) && !(ALLOWED[route] ?? []).includes(name))
        leaks.push(`${route} ${status}: ${name}`);
    }
  }
  assert.deepEqual(leaks, []);
});

test('the walk sees nested fields: the login answer has accessToken, a batch its students', () => {
  const byRoute = new Map(responseSchemas().map((entry) => [entry.route, entry.schema]));
  const names = (route: string) =>
    propertyNames(z.toJSONSchema(byRoute.get(route) as z.ZodType, { io: 'output', unrepresentable: 'any' }));
  assert.ok(names('POST /api/v1/login').has('accessToken'));
  assert.ok(names('GET /api/v1/batch/batches').has('student_ids'));
  assert.ok(names('GET /api/v1/batch/batches').has('username'), 'fields of objects inside arrays');
});

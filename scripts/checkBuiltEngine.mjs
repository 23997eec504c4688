/**
 * The published engine and a plugin's engine entry load in plain Node — no DOM, no React, no
 * source conditions — and compose into a registry (CONVENTIONS.md §1).
 */
import assert from 'node:assert/strict';

const root = new URL('..', import.meta.url);
const engine = await import(new URL('packages/engine/dist/index.js', root).href);
const { fieldsBasic } = await import(new URL('plugins/fields-basic/dist/index.js', root).href);

assert.equal(typeof globalThis.window, 'undefined', 'plain Node has no window');
const registry = engine.createRegistry([fieldsBasic]);
assert.deepEqual(
  registry.fieldTypes.map((fieldType) => fieldType.type),
  ['text', 'text_area', 'number', 'checkbox'],
);
console.log('The built engine and the fields-basic engine entry load in plain Node.');

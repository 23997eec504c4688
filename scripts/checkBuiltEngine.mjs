/**
 * The published engine and a plugin's engine entry load in plain Node — no DOM, no React, no
 * source conditions — and compose into a registry (CONVENTIONS.md §1).
 */
import assert from 'node:assert/strict';

const root = new URL('..', import.meta.url);
const engine = await import(new URL('packages/engine/dist/index.js', root).href);
const plugin = async (name) => import(new URL(`plugins/${name}/dist/index.js`, root).href);
const { fieldsBasic } = await plugin('fields-basic');
const { fieldsChoice } = await plugin('fields-choice');
const { fieldsGroups } = await plugin('fields-groups');

assert.equal(typeof globalThis.window, 'undefined', 'plain Node has no window');
const registry = engine.createRegistry([fieldsBasic, fieldsChoice, fieldsGroups]);
assert.deepEqual(
  registry.fieldTypes.map((fieldType) => fieldType.type),
  [
    'text',
    'text_area',
    'number',
    'date',
    'date_time',
    'time_interval',
    'checkbox',
    'static_text',
    'static_image',
    'static_button',
    'static_line',
    'static_process_history',
    'list_select',
    'radio_group',
    'checkbox_list',
    'repeating_group',
    'container',
  ],
);
console.log("The built engine and the field plugins' engine entries load in plain Node.");

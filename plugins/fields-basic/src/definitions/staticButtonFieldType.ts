import { defineFieldType } from '@tessera/engine';
import './staticFields.types';
import { optionalHexColorSchema } from './hexColor';
import { STATIC_BUTTON_ICON_NAMES } from './staticButtonIcons';
import { isNeverEmpty, noValueSchema } from './staticFieldValue';

/** The actions a static button can run (spec 002 §3). @public */
export const STATIC_BUTTON_ACTION_TYPES = [
  'add_repeating_group_item',
  'remove_repeating_group_item',
] as const;

/** JSON Schema of a static button's options. @internal */
const staticButtonOptionsSchema = {
  type: 'object',
  properties: {
    text: { type: 'string', maxLength: 200 },
    backgroundColor: optionalHexColorSchema,
    textColor: optionalHexColorSchema,
    icon: {
      type: 'object',
      properties: {
        name: { enum: [...STATIC_BUTTON_ICON_NAMES, null] },
        align: { enum: ['left', 'right'] },
        color: optionalHexColorSchema,
      },
      required: ['name', 'align', 'color'],
      additionalProperties: false,
    },
    action: {
      type: 'object',
      properties: {
        type: { enum: [...STATIC_BUTTON_ACTION_TYPES] },
        groupId: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
      },
      required: ['type', 'groupId'],
      additionalProperties: false,
    },
  },
  required: ['text', 'backgroundColor', 'textColor', 'icon', 'action'],
  additionalProperties: false,
} as const;

/**
 * A button on the form (spec 002 §3 static_button) that adds a row to a repeating group after
 * its own row, or removes its own row. It is hidden when its action is not possible (spec 002 §4:
 * add hidden at the maximum, remove at the minimum). One column wide, four rows high.
 * @public
 */
export const staticButtonFieldType = defineFieldType({
  type: 'static_button',
  defaultSize: { width: 1, height: 4 },
  defaultOptions: {
    text: '',
    backgroundColor: null,
    textColor: null,
    icon: { name: 'add', align: 'left', color: null },
    action: { type: 'add_repeating_group_item', groupId: null },
  },
  optionsSchema: staticButtonOptionsSchema,
  valueSchema: noValueSchema,
  emptyValue: null,
  isEmpty: isNeverEmpty,
});

import { defineFieldType } from '@tessera/engine';
import './staticFields.types';
import { MAX_IMAGE_URL_LENGTH, SAFE_IMAGE_URL_PATTERN } from './safeImageUrl';
import { isNeverEmpty, noValueSchema } from './staticFieldValue';

/**
 * The tallest a static image may be, in grid rows (spec 002 §3: height 9, max 90). Field types
 * declare no maximum size to the engine, so the studio's grid reads this constant and the
 * runtime caps the image at this many rows.
 * @public
 */
export const STATIC_IMAGE_MAX_HEIGHT = 90;

/** JSON Schema of a static image's options. @internal */
const staticImageOptionsSchema = {
  type: 'object',
  properties: {
    imageUrl: {
      type: ['string', 'null'],
      maxLength: MAX_IMAGE_URL_LENGTH,
      pattern: SAFE_IMAGE_URL_PATTERN,
    },
    keepAspectRatio: { type: 'boolean' },
  },
  required: ['imageUrl', 'keepAspectRatio'],
  additionalProperties: false,
} as const;

/**
 * An image shown on the form (spec 002 §3 static_image): from an `https://` address or a path on
 * the application's own origin; its alternative text is the field label. Nine rows high.
 * @public
 */
export const staticImageFieldType = defineFieldType({
  type: 'static_image',
  defaultSize: { height: 9 },
  defaultOptions: { imageUrl: null, keepAspectRatio: true },
  optionsSchema: staticImageOptionsSchema,
  valueSchema: noValueSchema,
  emptyValue: null,
  isEmpty: isNeverEmpty,
});

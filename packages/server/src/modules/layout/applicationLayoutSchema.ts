import { uuidSchema } from '../../http/routeSchemas';
/**
 * A route path (spec 001 §2, spec 000 §5): Latin-script letters (Polish ones included), digits,
 * `/`, `_` and `-` — the engine's routePath rule as a JSON Schema pattern (Ajv compiles patterns
 * with the `u` flag).
 * @internal
 */
export const routePathPattern = '^(?:(?=\\p{L})\\p{Script=Latin}|[0-9_/-])+$';

/** How deep menu entries may nest: top-level entries are depth 1. @internal */
export const maxMenuDepth = 5;

/**
 * One menu entry (spec 000 §2, Side menu; §3, Menu entry) at `depth`: text, icon, either a
 * route path or a linked view (which supplies the route), children, expandedByDefault, groups.
 * An entry may have neither route nor view: it is then only a heading for its children.
 * Written out level by level, so an entry below {@link maxMenuDepth} has no `children` at all
 * and deeper nesting is refused as an unknown property.
 */
function menuEntrySchema(depth: number): object {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    not: { required: ['routePath', 'viewId'] },
    properties: {
      text: { type: 'string', minLength: 1, maxLength: 200 },
      icon: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
      routePath: { type: 'string', minLength: 1, maxLength: 500, pattern: routePathPattern },
      viewId: uuidSchema,
      expandedByDefault: { type: 'boolean' },
      // Shown by the spec without saying what they mean: kept as short labels the runtime may
      // group entries by.
      groups: {
        type: 'array',
        maxItems: 20,
        uniqueItems: true,
        items: { type: 'string', minLength: 1, maxLength: 100 },
      },
      ...(depth < maxMenuDepth
        ? { children: { type: 'array', maxItems: 100, items: menuEntrySchema(depth + 1) } }
        : {}),
    },
  };
}

/**
 * The body of `PUT settings/applicationLayoutVersions/{id}`: the menu, starting views per role
 * (role id → view ids, the first reachable one wins), and optionally the revision the designer
 * read (a stale one answers 409).
 * @internal
 */
export const applicationLayoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    menuEntries: { type: 'array', maxItems: 100, items: menuEntrySchema(1), default: [] },
    startingViews: {
      type: 'object',
      maxProperties: 1000,
      propertyNames: uuidSchema,
      additionalProperties: { type: 'array', maxItems: 50, uniqueItems: true, items: uuidSchema },
      default: {},
    },
    revision: { type: 'integer', minimum: 0 },
  },
} as const;

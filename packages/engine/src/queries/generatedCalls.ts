import { generateCode } from '../conditions/conditionCodeGeneration';

// Closures made by one function literal share V8's feedback. A loop calling the functions of a
// list (a group stage's aggregations), or a closure calling the functions it was made with (a
// filter's reader and test), is one call site for every function it ever calls: polymorphic or
// megamorphic, so nothing is inlined there and every row pays real calls. Generated code
// (`new Function`, behind the engine's one switch, conditionCodeGeneration.ts) gives each use
// call sites of its own, one per function: each sees one target, which V8 inlines. Only fixed
// text written here is generated — never a name or a value of a definition: the functions come
// in as arguments. Where code is not generated (a strict Content-Security-Policy) closures make
// the same calls in the same order.

/** A step of up to three arguments whose answer is ignored. @internal */
export type Step<A, B, C> = (a: A, b: B, c: C) => void;

/** How the calls are made: `generated` where code can be generated, or always by `closures`. */
export type CallsMode = 'generated' | 'closures';

const nothing = (): void => {};

/** Source text of a function calling `count` steps `f0`...`f{count-1}` in turn. */
function sequenceSource(count: number): string {
  let body = '';
  for (let index = 0; index < count; index += 1) body += `f${index}(a, b, c); `;
  return `'use strict'; return function callEach(a, b, c) { ${body}};`;
}

/**
 * A function calling every step in turn with its arguments, each at a call site of its own
 * (generated code), or by a loop (`mode` `closures`, or where code is not generated).
 * @internal
 */
export function callEach<A, B, C>(
  steps: readonly Step<A, B, C>[],
  mode: CallsMode = 'generated',
): Step<A, B, C> {
  if (steps.length === 0) return nothing;
  if (steps.length === 1) return steps[0]!;
  const generated =
    mode === 'generated'
      ? generateCode(() => {
          const names = steps.map((_, index) => `f${index}`);
          return new Function(...names, sequenceSource(steps.length))(...steps) as Step<A, B, C>;
        })
      : undefined;
  if (generated !== undefined) return generated;
  const list = [...steps];
  return (a, b, c) => {
    for (let index = 0; index < list.length; index += 1) list[index]!(a, b, c);
  };
}

const COMPOSE_SOURCE =
  "'use strict'; return function composed(value) { return outer(inner(value)); };";

/**
 * `outer(inner(value))` in a function of its own (generated code: both calls are call sites of
 * this use alone), or a closure (`mode` `closures`, or where code is not generated).
 * @internal
 */
export function compose<T, U, V>(
  outer: (value: U) => V,
  inner: (value: T) => U,
  mode: CallsMode = 'generated',
): (value: T) => V {
  const generated =
    mode === 'generated'
      ? generateCode(
          () => new Function('outer', 'inner', COMPOSE_SOURCE)(outer, inner) as (value: T) => V,
        )
      : undefined;
  return generated ?? ((value) => outer(inner(value)));
}

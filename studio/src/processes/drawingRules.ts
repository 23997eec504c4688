import { validateDiagram } from '@tessera/engine';
import { asDefinition, type DiagramDraft } from './processDraft';

/** A rule of the diagram (spec 001 §5.5, spec 002 §5 process graph), as the studio names it. */
export type DrawingRule =
  | 'duplicateConnection'
  | 'selfConnection'
  | 'intoStart'
  | 'defaultStartRequired'
  | 'defaultStartNotStart'
  | 'unknownCell';

// The engine's validateDiagram messages (English, for logs and the API), by the rule they state.
// The server's 422 answers carry the same messages: one mapping serves drawing and saving.
const ruleMessages: readonly [RegExp, DrawingRule][] = [
  [/^cells ".*" and ".*" are already connected/, 'duplicateConnection'],
  [/^a cell cannot connect to itself$/, 'selfConnection'],
  [/^no route may lead to the start cell$/, 'intoStart'],
  [/^a diagram process needs a default starting step$/, 'defaultStartRequired'],
  [/^step ".*" is not a start step$/, 'defaultStartNotStart'],
  [/^unknown step /, 'unknownCell'],
];

/** The rule an engine diagram message states; `null` for any other message. */
export function drawingRuleOf(message: string): DrawingRule | null {
  for (const [pattern, rule] of ruleMessages) if (pattern.test(message)) return rule;
  return null;
}

/**
 * Why a route from `from` to `to` cannot be drawn, by the engine's own diagram rules: the
 * candidate route is added and `validateDiagram` asked what it breaks; `null` when nothing.
 */
export function connectionProblem(
  draft: DiagramDraft,
  from: string,
  to: string,
): DrawingRule | null {
  const index = draft.routes.length;
  const candidate: DiagramDraft = {
    ...draft,
    routes: [...draft.routes, { id: '\u0000candidate', order: 1, from, to }],
  };
  const own = `routes[${index}]`;
  for (const issue of validateDiagram(asDefinition(candidate))) {
    if (issue.path !== own && !issue.path.startsWith(`${own}.`)) continue;
    const rule = drawingRuleOf(issue.message);
    if (rule !== null) return rule;
  }
  return null;
}

/** The rule the default starting step breaks, if any (checked before saving). */
export function defaultStartProblem(draft: DiagramDraft): DrawingRule | null {
  for (const issue of validateDiagram(asDefinition(draft))) {
    if (issue.path === 'defaultStartingStepId') return drawingRuleOf(issue.message);
  }
  return null;
}

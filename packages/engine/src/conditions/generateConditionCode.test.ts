import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { createStaticHost } from '../host/createStaticHost';
import { compileCondition, compileConditionAt } from './compileCondition';
import type { ConditionDefinition } from './condition.types';
import { setConditionCodeGeneration } from './conditionCodeGeneration';
import { ROOT_PATH } from './definitionPath';
import { createDefinitionReader } from './definitionReader';

// The generated-code tier (generateConditionCode.ts, conditionCodeGeneration.ts). That it
// answers as the branch program is held by every property test of conditionProgram.test.ts and
// conditionAlgebra.test.ts (compileInBothTiers); these tests hold what only this tier has:
// what its source may contain, when it takes over, and what happens where it cannot.

const host = createStaticHost({ now: new Date('2024-05-01T10:00:00Z'), timeZone: 'Europe/Warsaw' });
const contextOf = (values: Record<string, unknown>) => createEvaluationContext({ host, values });

function generated(definition: ConditionDefinition) {
  return compileConditionAt(definition, ROOT_PATH, createDefinitionReader(), 'generated');
}

const NativeFunction = Function;

/** Replaces the global `Function` by one counting the code it is asked to create. */
function countGeneratedCode(): { readonly count: () => number } {
  let count = 0;
  vi.stubGlobal('Function', function CountingFunction(...parts: string[]) {
    count += 1;
    return NativeFunction(...parts);
  });
  return { count: () => count };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setConditionCodeGeneration(true);
});

describe('generated code', () => {
  it('holds no text of the definition: constants and odd field ids are values, not source', () => {
    const attack = "'); globalThis.injected = 1; ('";
    const oddFieldId = 'x"]; globalThis.injected = 1; //';
    const definition: ConditionDefinition = {
      type: 'or',
      conditions: [
        {
          type: 'compare_value',
          leftValueAccess: { fieldId: oddFieldId },
          operator: 'equal',
          rightValue: { type: 'const', value: attack },
        },
        {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'plain' },
          operator: 'in_array',
          rightValue: { type: 'const', value: [attack, `${attack}2`] },
        },
      ],
    };
    const condition = generated(definition);
    expect(String(condition)).toContain('function condition');
    expect(String(condition)).not.toContain('injected');
    expect(condition(contextOf({ [oddFieldId]: attack }))).toBe(true);
    expect(condition(contextOf({ plain: `${attack}2` }))).toBe(true);
    expect(condition(contextOf({ plain: 'other' }))).toBe(false);
    expect((globalThis as { injected?: unknown }).injected).toBeUndefined();
  });

  it('takes over from the branch program after 2,000 evaluations, answering alike before and after', () => {
    const generatedCode = countGeneratedCode();
    const condition = compileCondition({
      type: 'compare_value',
      leftValueAccess: { fieldId: 'age' },
      operator: 'greater_than_or_equal',
      rightValue: { type: 'const', value: 18 },
    });
    const answers = Array.from({ length: 3000 }, (_, index) => {
      if (index === 1999) expect(generatedCode.count()).toBe(0);
      return condition(contextOf({ age: index % 40 === 0 ? null : String(index % 30) }));
    });
    expect(generatedCode.count()).toBe(1);
    expect(answers).toEqual(
      Array.from({ length: 3000 }, (_, index) => index % 40 !== 0 && index % 30 >= 18),
    );
  });

  it('is not generated when switched off; conditions answer as their program', () => {
    setConditionCodeGeneration(false);
    const generatedCode = countGeneratedCode();
    const condition = compileCondition({ type: 'non_empty', valueAccess: { fieldId: 'a' } });
    for (let index = 0; index < 3000; index += 1) {
      expect(condition(contextOf({ a: index % 2 === 0 ? 'x' : ' ' }))).toBe(index % 2 === 0);
    }
    expect(generatedCode.count()).toBe(0);
  });

  it('where new Function is refused (a Content-Security-Policy), conditions keep their program and no more code is asked for', () => {
    let refused = 0;
    vi.stubGlobal('Function', function RefusingFunction() {
      refused += 1;
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    const definition: ConditionDefinition = {
      type: 'is_empty',
      valueAccess: { fieldId: 'a' },
    };
    const first = compileCondition(definition);
    const second = compileCondition(definition);
    for (let index = 0; index < 3000; index += 1) {
      expect(first(contextOf({ a: index % 3 === 0 ? [] : [1] }))).toBe(index % 3 === 0);
      expect(second(contextOf({ a: index % 3 === 0 ? null : 0 }))).toBe(index % 3 === 0);
    }
    expect(refused).toBe(1);
  });

  it('a condition too large to be worth generating keeps its program', () => {
    const leaves = Array.from({ length: 600 }, (_, index) => ({
      type: 'compare_value' as const,
      leftValueAccess: { fieldId: 'n' },
      operator: 'equal' as const,
      rightValue: { type: 'const' as const, value: index },
    }));
    const condition = generated({ type: 'or', conditions: leaves });
    expect(String(condition)).not.toContain('function condition');
    expect(condition(contextOf({ n: 599 }))).toBe(true);
    expect(condition(contextOf({ n: 600 }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { diagramFixture, optionsFixture } from './processFixtures';
import { hasProblemAt, problemsUnder, processProblemLocation } from './processProblemLocation';

describe('processProblemLocation (422 JSON pointers → where the editor shows them)', () => {
  it('general inputs', () => {
    expect(processProblemLocation('/name', optionsFixture)).toBe('name');
    expect(processProblemLocation('/dataProviderId', optionsFixture)).toBe('dataProviderId');
    expect(processProblemLocation('/defaultStartingStepId', diagramFixture)).toBe(
      'defaultStartingStepId',
    );
    expect(processProblemLocation('/formInputs/1/roleIds/0', optionsFixture)).toBe(
      'formInputs:1:roleIds',
    );
    expect(processProblemLocation('', optionsFixture)).toBe('general');
  });

  it('a step by id: its name, its forms in the editor’s order, its finish conditions', () => {
    expect(processProblemLocation('/steps/1/name', optionsFixture)).toBe('step:offer:name');
    // offer's action holds the first form, so inputForms[0] is the second form listed.
    expect(processProblemLocation('/steps/1/inputForms/0/formId', optionsFixture)).toBe(
      'step:offer:forms:1:formId',
    );
    expect(processProblemLocation('/steps/0/action/trigger/formId', optionsFixture)).toBe(
      'step:lead:forms:0:formId',
    );
    expect(
      processProblemLocation(
        '/steps/1/finishConditions/0/condition/conditions/2/operator',
        optionsFixture,
      ),
    ).toBe('step:offer:finish:0:condition/conditions/2/operator');
    expect(
      processProblemLocation('/steps/0/finishConditions/0/action/stepId', optionsFixture),
    ).toBe('step:lead:finish:0:target');
    expect(processProblemLocation('/steps/9/name', optionsFixture)).toBe('general');
  });

  it('a diagram’s routes and automatic actions', () => {
    expect(processProblemLocation('/routes/1', diagramFixture)).toBe('route:r2');
    expect(processProblemLocation('/routes/0/to', diagramFixture)).toBe('route:r1');
    expect(processProblemLocation('/routes/0/order', diagramFixture)).toBe('route:r1:order');
    expect(processProblemLocation('/routes/0/condition/leftValueAccess', diagramFixture)).toBe(
      'route:r1:condition/leftValueAccess',
    );
    expect(
      processProblemLocation('/steps/1/action/automaticAction/fieldValues/0/value', diagramFixture),
    ).toBe('step:approve:action/fieldValues/0/value');
  });
});

describe('problemsUnder / hasProblemAt', () => {
  const problems = new Map([
    ['route:r1:condition', 'a'],
    ['route:r1:condition/conditions/0/operator', 'b'],
    ['route:r10:condition', 'c'],
    ['step:lead:name', 'd'],
  ]);
  it('a condition’s problems keyed by pointer inside it', () => {
    expect([...problemsUnder(problems, 'route:r1:condition')]).toEqual([
      ['', 'a'],
      ['/conditions/0/operator', 'b'],
    ]);
  });
  it('marks a step with any problem', () => {
    expect(hasProblemAt(problems, 'step:lead')).toBe(true);
    expect(hasProblemAt(problems, 'step:offer')).toBe(false);
  });
});

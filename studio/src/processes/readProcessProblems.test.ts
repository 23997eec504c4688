import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { diagramFixture } from './processFixtures';
import { readProcessProblems } from './readProcessProblems';

const unprocessable = (errors: unknown[]) =>
  new ApiError({ status: 422, message: 'Invalid', body: { statusCode: 422, errors } });

describe('readProcessProblems (a 422 answer to a process save)', () => {
  it('puts each message where it belongs, in the studio’s words', () => {
    const problems = readProcessProblems(
      unprocessable([
        { path: '/name', message: 'is already used by another process' },
        {
          path: '/defaultStartingStepId',
          message: 'a diagram process needs a default starting step',
        },
        { path: '/routes/1', message: 'a cell cannot connect to itself' },
        { path: '/steps/1/action/formId', message: 'is not a form of this version' },
        {
          path: '/dataProviderId',
          message: 'is not an active process-type data provider of this version',
        },
        { path: '/routes/0/order', message: 'must be number' },
      ]),
      diagramFixture,
    );
    expect(Object.fromEntries(problems!)).toEqual({
      name: { studio: 'processes.problems.nameTaken' },
      defaultStartingStepId: { studio: 'processes.diagram.rules.defaultStartRequired' },
      'route:r2': { studio: 'processes.diagram.rules.selfConnection' },
      'step:approve:forms:0:formId': { studio: 'processes.problems.unknownForm' },
      dataProviderId: { studio: 'processes.problems.notProcessProvider' },
      'route:r1:order': {
        studio: 'processes.problems.invalid',
        params: { detail: 'must be number' },
      },
    });
  });

  it('anything but a 422 with problems is not for the inputs', () => {
    expect(
      readProcessProblems(new ApiError({ status: 409, message: 'x' }), diagramFixture),
    ).toBeNull();
    expect(readProcessProblems(unprocessable([]), diagramFixture)).toBeNull();
  });
});

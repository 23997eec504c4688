import { describe, expect, it } from 'vitest';
import { errorBody } from './errorBody';
import { HttpError } from './httpError';

describe('errorBody', () => {
  it('keeps the status, message and errorType of an HttpError', () => {
    expect(
      errorBody(new HttpError(401, 'Invalid e-mail or password', 'invalidCredentials')),
    ).toEqual({
      statusCode: 401,
      message: 'Invalid e-mail or password',
      errorType: 'invalidCredentials',
    });
  });

  it('leaves errorType out when there is none', () => {
    expect(errorBody(new HttpError(404, 'Not found'))).toEqual({
      statusCode: 404,
      message: 'Not found',
    });
  });

  it('keeps the message of a client error raised by Fastify', () => {
    const error = Object.assign(new Error('body must be object'), { statusCode: 400 });
    expect(errorBody(error)).toEqual({ statusCode: 400, message: 'body must be object' });
  });

  it('hides the details of anything else behind a bare 500', () => {
    const error = new Error('relation "users" does not exist at /srv/app.js:1');
    expect(errorBody(error)).toEqual({ statusCode: 500, message: 'Internal server error' });
    expect(errorBody(Object.assign(new Error('boom'), { statusCode: 502 }))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    });
    expect(errorBody('a string')).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});

describe('errorBody for a database with no connection free', () => {
  it('answers 503 serverBusy when the pool waited in vain or PostgreSQL has no room, without details', () => {
    const busy = {
      statusCode: 503,
      message: 'The server is busy; try again in a moment',
      errorType: 'serverBusy',
    };
    expect(errorBody(new Error('timeout exceeded when trying to connect'))).toEqual(busy);
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(errorBody(tooMany)).toEqual(busy);
    const starting = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    expect(errorBody(starting)).toEqual(busy);
    const other = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(errorBody(other).statusCode).toBe(500);
  });
});

describe('errorBody for a request that fails its schema', () => {
  it('answers 422 with a path and a message per problem', () => {
    const error = Object.assign(new Error('body/password must be string'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [
        { keyword: 'type', instancePath: '/password', params: {}, message: 'must be string' },
        {
          keyword: 'additionalProperties',
          instancePath: '',
          params: { additionalProperty: 'roleIds' },
          message: 'must NOT have additional properties',
        },
        { keyword: 'required', instancePath: '', params: { missingProperty: 'login' } },
      ],
    });
    expect(errorBody(error)).toEqual({
      statusCode: 422,
      message: 'The request is invalid',
      errors: [
        { path: '/password', message: 'must be string' },
        { path: '/roleIds', message: 'is not a known property' },
        { path: '/login', message: 'is required' },
      ],
    });
  });

  it('names the part of the request a query-string problem is in', () => {
    const error = Object.assign(new Error('x'), {
      statusCode: 400,
      validationContext: 'querystring',
      validation: [
        { keyword: 'minimum', instancePath: '/pagination/page', message: 'must be >= 1' },
      ],
    });
    expect(errorBody(error).errors).toEqual([
      { path: 'querystring:/pagination/page', message: 'must be >= 1' },
    ]);
  });
});

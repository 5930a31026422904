import { ConcurrencyMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { answerForDatabaseError } from './database-errors.js';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('answers for database errors', () => {
  it('maps collisions with other requests to 409 with a message', () => {
    expect(answerForDatabaseError(pgError('23503'))).toEqual({
      statusCode: 409,
      message: ConcurrencyMessages.referenceRemoved,
    });
    expect(answerForDatabaseError(pgError('23505'))).toEqual({
      statusCode: 409,
      message: ConcurrencyMessages.alreadyExists,
    });
    for (const code of ['40001', '40P01'])
      expect(answerForDatabaseError(pgError(code))).toEqual({
        statusCode: 409,
        message: ConcurrencyMessages.collided,
      });
  });

  it('maps a database that is away to 503 with a message', () => {
    const unreachable = { statusCode: 503, message: ConcurrencyMessages.databaseUnreachable };
    for (const error of [
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: pgError('ECONNRESET') }),
    ])
      expect(answerForDatabaseError(error), String(error)).toEqual(unreachable);
  });

  it('leaves real faults alone (they stay 500)', () => {
    expect(answerForDatabaseError(pgError('42703', 'column does not exist'))).toBeNull();
    expect(answerForDatabaseError(pgError('22P02'))).toBeNull();
    expect(answerForDatabaseError(new TypeError('x is undefined'))).toBeNull();
    expect(answerForDatabaseError(null)).toBeNull();
  });
});

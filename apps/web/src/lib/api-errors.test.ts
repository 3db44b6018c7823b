import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeHttpFailure,
  describeRequestFailure,
  describeUnexpectedFailure,
  formErrorText,
  formErrorsOf,
} from './api-errors';

const json = (value: unknown) => JSON.stringify(value);

describe('describeHttpFailure', () => {
  it('401 clears the session and shows no dialog', () => {
    const outcome = describeHttpFailure(401, 'Unauthorized', json({ message: 'Session expired' }));
    expect(outcome.unauthorized).toBe(true);
    expect(outcome.modal).toBeUndefined();
    expect(outcome.error.kind).toBe('unauthorized');
  });

  it('400 with a message goes to the caller with its formErrors', () => {
    const outcome = describeHttpFailure(
      400,
      'Bad Request',
      json({ message: 'Please correct the highlighted fields.', formErrors: { cellNum: 'Too long' } }),
    );
    expect(outcome.modal).toBeUndefined();
    expect(outcome.unauthorized).toBeUndefined();
    expect(outcome.error.kind).toBe('invalid');
    expect(outcome.error.serverMessage).toBe('Please correct the highlighted fields.');
    expect(outcome.error.formErrors).toEqual({ cellNum: 'Too long' });
  });

  it('413 with a message (an upload over its limit) goes to the caller like a 400', () => {
    const outcome = describeHttpFailure(
      413,
      'Payload Too Large',
      json({
        message: 'The picture is larger than 10 MB.',
        formErrors: { filePic: 'The picture is larger than 10 MB.' },
      }),
    );
    expect(outcome.modal).toBeUndefined();
    expect(outcome.error.kind).toBe('invalid');
    expect(outcome.error.formErrors).toEqual({ filePic: 'The picture is larger than 10 MB.' });
  });

  it('400 without a message is an unexpected response', () => {
    const outcome = describeHttpFailure(400, 'Bad Request', 'garbage');
    expect(outcome.modal).toEqual({
      title: 'Data Response Error',
      lines: ['An unexpected error (400) has occurred', 'Bad Request', 'garbage'],
    });
  });

  it('other statuses open the Data Response Error dialog with code, status text and message', () => {
    const outcome = describeHttpFailure(
      500,
      'Internal Server Error',
      json({ message: 'An unexpected error occurred' }),
    );
    expect(outcome.error.kind).toBe('response');
    expect(outcome.modal).toEqual({
      title: 'Data Response Error',
      lines: [
        'An unexpected error (500) has occurred',
        'Internal Server Error',
        'An unexpected error occurred',
      ],
    });
  });

  it('falls back to the raw body when it is not an error object', () => {
    const outcome = describeHttpFailure(502, 'Bad Gateway', '<html>upstream down</html>');
    expect(outcome.modal?.lines).toEqual([
      'An unexpected error (502) has occurred',
      'Bad Gateway',
      '<html>upstream down</html>',
    ]);
    expect(outcome.error.body).toBe('<html>upstream down</html>');
  });

  it('403 keeps the role message for the dialog', () => {
    const outcome = describeHttpFailure(
      403,
      'Forbidden',
      json({ message: 'Only a manager may access this module.' }),
    );
    expect(outcome.modal?.lines.at(-1)).toBe('Only a manager may access this module.');
  });
});

describe('request and unexpected failures', () => {
  it('no response opens Data Request Error', () => {
    const outcome = describeRequestFailure(new TypeError('Failed to fetch'));
    expect(outcome.modal?.title).toBe('Data Request Error');
    expect(outcome.modal?.lines).toContain('Failed to fetch');
    expect(outcome.error.kind).toBe('request');
  });

  it('anything else opens Data Unexpected Error', () => {
    const outcome = describeUnexpectedFailure(new SyntaxError('Unexpected token'));
    expect(outcome.modal?.title).toBe('Data Unexpected Error');
    expect(outcome.error.kind).toBe('unexpected');
  });
});

describe('formErrorText', () => {
  it('prefers the server message', () => {
    expect(formErrorText(new ApiError('invalid', 'Reason is required', {}, '{"message":"x"}', 400))).toBe(
      'Reason is required',
    );
  });

  it('otherwise shows the response body', () => {
    expect(formErrorText(describeHttpFailure(500, 'Internal Server Error', 'boom').error)).toBe(
      'An error has occurred: boom',
    );
  });

  it('says Unexpected Error when there was no response', () => {
    expect(formErrorText(describeRequestFailure(new TypeError('Failed to fetch')).error)).toBe(
      'Unexpected Error',
    );
    expect(formErrorText(new Error('whatever'))).toBe('Unexpected Error');
  });

  it('formErrorsOf returns field errors only for API errors', () => {
    expect(formErrorsOf(new ApiError('invalid', 'm', { reason: 'Required' }))).toEqual({
      reason: 'Required',
    });
    expect(formErrorsOf(new Error('x'))).toEqual({});
  });
});

import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerProblem, checkAnswersAgainstDocument, takeAnswerProblems } from './openapi-answers.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const answer = (
  url: string,
  status: number,
  payload: unknown,
  contentType: string | undefined = JSON_TYPE,
) => ({
  method: 'POST',
  url,
  status,
  contentType,
  payload,
});

describe('answers held to the OpenAPI document', () => {
  it('passes a status the document lists, with the body it describes', () => {
    const page = JSON.stringify({ title: 'FAQ', content: '<p>Answers</p>' });
    expect(answerProblem(answer('/api/site/getcontentdb', 200, page))).toBeNull();
    expect(answerProblem(answer('/api/site/getcontentdb', 404, '{"message":"Not found"}'))).toBeNull();
    const refusal =
      '{"message":"Please correct the highlighted fields.","formErrors":{"contentKey":"Required"}}';
    expect(answerProblem(answer('/api/site/getcontentdb?x=1', 400, refusal))).toBeNull();
  });

  it('names the call and the status the document does not list', () => {
    const problem = answerProblem(answer('/api/shop/getbasket', 404, '{"message":"Not found"}'));
    expect(problem).toContain('shop.getbasket (POST /api/shop/getbasket) answered 404');
    expect(problem).toContain('does not list');
  });

  it('names a body that does not match the call’s response schema or the error shape', () => {
    const wrongPage = answerProblem(answer('/api/site/getcontentdb', 200, '{"title":1}'));
    expect(wrongPage).toContain('site.getcontentdb (POST /api/site/getcontentdb) answered 200');
    expect(wrongPage).toContain('refuses');
    const wrongError = answerProblem(answer('/api/site/getcontentdb', 404, '{"error":"gone"}'));
    expect(wrongError).toContain('answered 404 with a body its OpenAPI schema refuses');
    expect(answerProblem(answer('/api/site/getcontentdb', 500, 'Internal'))).toContain('not JSON');
  });

  it('checks a file’s status and media type but does not read it', () => {
    const csv = Readable.from(['a,b\n']);
    const report = '/api/report/myrecognitionscsv';
    expect(answerProblem(answer(report, 200, csv, 'text/csv; charset=utf-8'))).toBeNull();
    expect(answerProblem(answer(report, 200, '{}'))).toContain('where the OpenAPI document says text/csv');
    expect(answerProblem(answer(report, 404, '{"message":"Not found"}'))).toContain('does not list');
  });

  it('leaves alone what is not a call: other paths and methods', () => {
    expect(answerProblem(answer('/api/openapi.json', 200, '{}'))).toBeNull();
    expect(answerProblem({ ...answer('/api/shop/getbasket', 404, 'x'), method: 'GET' })).toBeNull();
  });

  it('records what an app answers outside the document, for the test that provoked it to fail', async () => {
    const app = Fastify();
    checkAnswersAgainstDocument(app);
    app.post('/api/shop/getbasket', async (_req, reply) => reply.status(409).send({ message: 'Busy' }));
    app.post('/api/site/getcontentdb', async () => ({ title: 'FAQ' }));
    try {
      await app.inject({ method: 'POST', url: '/api/shop/getbasket', payload: {} });
      await app.inject({ method: 'POST', url: '/api/site/getcontentdb', payload: {} });
      const problems = takeAnswerProblems();
      expect(problems).toHaveLength(2);
      expect(problems[0]).toContain('shop.getbasket (POST /api/shop/getbasket) answered 409');
      expect(problems[1]).toContain("must have required property 'content'");
      expect(takeAnswerProblems()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

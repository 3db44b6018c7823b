import { afterAll, afterEach } from 'vitest';
import { takeAnswerProblems } from './openapi-answers.js';

/**
 * Setup of the API projects: a test fails when an answer it provoked is not what the OpenAPI
 * document describes (openapi-answers.ts). Answers given while a file's hooks ran before any
 * test are reported by its first test; those after its last test, by the file.
 */
function failOnUndescribedAnswers() {
  const problems = takeAnswerProblems();
  if (problems.length)
    throw new Error(`Answers the OpenAPI document does not describe:\n- ${problems.join('\n- ')}`);
}

afterEach(failOnUndescribedAnswers);
afterAll(failOnUndescribedAnswers);

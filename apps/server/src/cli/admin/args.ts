import { ZodError } from 'zod';
import { ROLE_MESSAGES } from '@portal/contract';
import { HttpError } from '../../lib/errors.js';
import type { CommandArgs, CommandIo } from './command.js';

/**
 * What every admin command reads its options with, and how it reports a refusal: options are
 * checked with the web call's own schema, so the shell refuses exactly what the web refuses.
 */

type OptionValue = CommandArgs['values'][string];

/** A string option, or undefined when it is absent. */
export const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** A number option, or undefined when it is absent (the schema refuses what is not a number). */
export const num = (v: OptionValue) => (typeof v === 'string' ? Number(v) : undefined);
/** A repeatable option as a list. */
export const list = (v: OptionValue) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
/** The first positional as a number (the schema refuses what is not an id). */
export const positionalId = (args: CommandArgs) => Number(args.positionals[0]);
/** The first positional as a row id, or null when it is not one (the caller prints the usage). */
export function rowId(args: CommandArgs): number | null {
  const id = positionalId(args);
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** Prints one "field: problem" line an issue. */
export function printIssues(io: CommandIo, issues: readonly Issue[]): void {
  for (const issue of issues) io.err(`${issue.path.map(String).join('.') || 'input'}: ${issue.message}`);
}

/** Checks input with a call's schema; prints the problems and answers null when it fails. */
export function parseWith<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
  },
  input: unknown,
  io: CommandIo,
): T | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  printIssues(io, parsed.error.issues);
  return null;
}

/** Prints how to call a command; answers the exit code of a wrong call. */
export function usageError(io: CommandIo, command: { name: string; usage: string }): number {
  io.err(`Usage: npm run admin -- ${command.name} ${command.usage}`.trimEnd());
  return 2;
}

/**
 * Runs a service call. A refusal (HttpError: bad input, not found, conflict; or a ZodError from
 * a service that checks its own input) is the operator's mistake: it is printed and exits 1
 * rather than a stack trace. 'detailed' prints the message and each field's reason; 'brief',
 * for commands that name one row by id, prints only the message, and "Not found." for any 404.
 */
export async function refusalsToExit(
  io: CommandIo,
  work: () => Promise<unknown>,
  style: 'detailed' | 'brief' = 'detailed',
): Promise<number> {
  try {
    await work();
    return 0;
  } catch (err) {
    if (err instanceof ZodError) {
      printIssues(io, err.issues);
      return 1;
    }
    if (!(err instanceof HttpError)) throw err;
    if (style === 'brief') {
      io.err(err.statusCode === 404 ? 'Not found.' : err.message);
      return 1;
    }
    io.err(err.message === ROLE_MESSAGES.notFound ? 'Not found.' : err.message);
    for (const [field, why] of Object.entries(err.formErrors ?? {})) io.err(`  ${field}: ${why}`);
    return 1;
  }
}

/**
 * The usual shape of a command: the options make the call's body, checked with its schema (the
 * problems and exit code 2 when it fails); then the work runs, where a refusal exits 1.
 */
export function withBody<T>(
  io: CommandIo,
  schema: Parameters<typeof parseWith<T>>[0],
  input: unknown,
  work: (body: T) => Promise<unknown>,
  style: 'detailed' | 'brief' = 'detailed',
): Promise<number> {
  const body = parseWith(schema, input, io);
  if (body === null) return Promise.resolve(2);
  return refusalsToExit(io, () => work(body), style);
}

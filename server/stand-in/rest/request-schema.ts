// A request body checked against its operation's request schema in Discord's OpenAPI description, and
// refused as Discord refuses it: 400 Invalid Form Body, each failure at its path with Discord's error
// code and wording. The validators are generated at build time (scripts/discord-request-schemas.ts) and
// loaded while the stand-in starts (about 3 MB), not on the import path of anything else.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { type FieldError, type FieldProblem, invalidForm, parseBody } from '../replies.js';
import type { RequestOperation } from './request-operations.js';

type Validators = Record<RequestOperation, ValidateFunction>;

// A module the build writes, so named through a variable: the compiler has no source to look for.
const GENERATED = './discord-requests.js';
let loaded: Promise<Validators> | null = null;
const validators = () => {
  loaded ??= import(GENERATED) as Promise<Validators>;
  return loaded;
};

/** Starts loading the validators, so that the first body (the bot's commands at its start) waits for nothing. */
export function loadRequestSchemas(): void {
  void validators();
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Values as Discord lists them: its server writes strings quoted, as in {'de', 'en-US'}. */
const listed = (values: unknown[]) =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : shown(value))).join(', ');

/** Discord's words for a value of the wrong type, by the type the schema wants. */
function typeError(expected: string, data: unknown): FieldError {
  if (expected === 'object')
    return { code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' };
  if (expected === 'array') return { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' };
  if (expected === 'integer') return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(data)}" is not int.` };
  if (expected === 'number') return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(data)}" is not float.` };
  if (expected === 'boolean') return { code: 'BOOLEAN_TYPE_CONVERT', message: 'Must be either true or false.' };
  return { code: 'STRING_TYPE_CONVERT', message: `Could not interpret "${shown(data)}" as string.` };
}

/** A length out of bounds; a field bounded on both sides is worded as a range, as Discord does. */
function lengthError(
  schema: Record<string, unknown>,
  kind: 'Length' | 'Items' | 'Properties',
  over: boolean,
): FieldError {
  const min = schema[`min${kind}`] as number | undefined;
  const max = schema[`max${kind}`] as number | undefined;
  if (min !== undefined && min > 0 && max !== undefined)
    return { code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between ${min} and ${max} in length.` };
  return over
    ? { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` }
    : { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${min} or more in length.` };
}

const FORMAT_ERRORS: Record<string, (data: unknown) => FieldError> = {
  snowflake: (data) => ({ code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(data)}" is not snowflake.` }),
  uri: () => ({ code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' }),
  'date-time': (data) => ({ code: 'DATE_TYPE_PARSE', message: `Could not parse ${shown(data)}. Should be ISO8601.` }),
};

/** Discord's code and words for one of ajv's failures; null for a union's own verdict (its branches speak). */
function discordError(error: ErrorObject): FieldError | null {
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const params = error.params as Record<string, unknown>;
  const limit = params.limit as number;
  switch (error.keyword) {
    case 'required':
      return { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
    case 'type':
      return typeError(String(params.type).split(',')[0]!, error.data);
    case 'maxLength':
    case 'minLength':
      return lengthError(schema, 'Length', error.keyword === 'maxLength');
    case 'maxItems':
    case 'minItems':
      return lengthError(schema, 'Items', error.keyword === 'maxItems');
    case 'maxProperties':
    case 'minProperties':
      return lengthError(schema, 'Properties', error.keyword === 'maxProperties');
    case 'maximum':
      return { code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${limit}.` };
    case 'minimum':
      return { code: 'NUMBER_TYPE_MIN', message: `int value should be greater than or equal to ${limit}.` };
    case 'enum': {
      const values = params.allowedValues as unknown[];
      // The last step of a union told apart by `type` (see the generator): no kind has this type.
      return error.schemaPath.endsWith('/else/properties/type/enum')
        ? {
            code: 'UNION_TYPE_CHOICES',
            message: `Value of field "type" must be one of (${listed(values)}${values.length === 1 ? ',' : ''}).`,
          }
        : { code: 'BASE_TYPE_CHOICES', message: `Value must be one of {${listed(values)}}.` };
    }
    case 'format':
      return (
        FORMAT_ERRORS[String(params.format)]?.(error.data) ?? {
          code: 'NUMBER_TYPE_COERCE',
          message: `Value "${shown(error.data)}" is not int.`,
        }
      );
    case 'pattern':
      return { code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' };
    case 'uniqueItems':
      return { code: 'SET_TYPE_ALREADY_CONTAINS_VALUE', message: 'The set already contains this value.' };
    default:
      // if, oneOf, anyOf, propertyNames: the failures inside them say what is wrong.
      return null;
  }
}

/** Discord's path of a failure: the instance's keys, and the missing or refused key where there is one. */
function pathOf(error: ErrorObject, refusedKey: string | null): string[] {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String((error.params as Record<string, unknown>).missingProperty));
  if (refusedKey !== null) path.push(refusedKey);
  return path;
}

/** Discord's failures for ajv's: one per path and code (the branches of a union often agree). */
export function discordProblems(errors: ErrorObject[]): FieldProblem[] {
  // A refused key (of a locale map) fails inside propertyNames with the key as its data and the map's path.
  const refusedKeys = new Set(
    errors
      .filter((error) => error.keyword === 'propertyNames')
      .map((error) => `${error.instancePath} ${String((error.params as Record<string, unknown>).propertyName)}`),
  );
  const problems = new Map<string, FieldProblem>();
  for (const error of errors) {
    const found = discordError(error);
    if (!found) continue;
    const keyFailed = typeof error.data === 'string' && refusedKeys.has(`${error.instancePath} ${error.data}`);
    const path = pathOf(error, keyFailed ? (error.data as string) : null);
    problems.set(`${path.join('.')} ${found.code}`, { path, error: found });
  }
  return [...problems.values()];
}

/** True once Discord's 400 was sent for a body its operation's schema refuses. */
export async function refusedBody(operation: RequestOperation, body: unknown, reply: FastifyReply): Promise<boolean> {
  const validate = (await validators())[operation];
  if (validate(body ?? {})) return false;
  void invalidForm(reply, discordProblems(validate.errors ?? []));
  return true;
}

/**
 * The body as the route reads it (its zod schema), once it passed Discord's schema of the operation;
 * null once a 400 Invalid Form Body was sent.
 */
export async function parseRequest<T extends z.ZodType>(
  operation: RequestOperation,
  schema: T,
  body: unknown,
  reply: FastifyReply,
): Promise<z.infer<T> | null> {
  return (await refusedBody(operation, body, reply)) ? null : parseBody(schema, body, reply);
}

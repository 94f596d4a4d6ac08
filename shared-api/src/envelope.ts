import type { AxiosResponse } from 'axios';
import { UnexpectedResponseError } from './errors';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The `data` of a success envelope `{ statusCode, data, message, success }` (DESIGN §4), typed by the
 * contract. The server serializes every response through the contract's schemas, so the client checks the
 * envelope and takes the contract's type for the rest: parsing again with zod here would put the schema
 * library (~26 KB gzipped) on every signed-in page (DESIGN §9). Forms still validate input with the contract.
 */
export function envelopeData<T extends object>(response: AxiosResponse): T {
  const body: unknown = response.data;
  const data = isObject(body) && body.success !== false ? body.data : undefined;
  if (!isObject(data)) {
    throw new UnexpectedResponseError(
      response.status,
      `${response.config.url ?? 'The call'} answered no data.`,
    );
  }
  return data as T;
}

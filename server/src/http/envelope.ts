import type { FastifyReply } from 'fastify';

export interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
}

export interface ErrorBody {
  statusCode: number;
  data: null;
  message: string;
  success: false;
  errors?: Record<string, string>;
}

/** Sets the status and returns the success envelope for the handler to return. */
export function respond<T>(reply: FastifyReply, statusCode: number, data: T, message: string): Envelope<T> {
  reply.code(statusCode);
  return { statusCode, data, message, success: true };
}

export function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorBody {
  return errors && Object.keys(errors).length > 0
    ? { statusCode, data: null, message, success: false, errors }
    : { statusCode, data: null, message, success: false };
}

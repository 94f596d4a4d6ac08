import type { Role } from '../src/contract';

function base64Url(value: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(value));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token with the given claims (unsigned: the client never verifies tokens). */
export function fakeToken(claims: { sub?: string; role?: Role | string; username?: string } = {}): string {
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}

export const API = 'http://localhost/api/v1';

export function ok<T>(data: T, statusCode = 200) {
  return { statusCode, data, message: 'OK', success: true };
}

export function failure(statusCode: number, message: string, errors?: Record<string, string>) {
  return { statusCode, data: null, message, success: false, ...(errors ? { errors } : {}) };
}

// The package's own tests call the client with absolute URLs.
export { failure, fakeToken, ok } from '../src/testing';

export const API = 'http://localhost/api/v1';

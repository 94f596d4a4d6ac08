/** Every API route lives under this prefix (DESIGN §4). */
export const API_PREFIX = '/api/v1';

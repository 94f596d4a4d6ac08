import { decodeClaims, decodeRole } from './jwt';
import { fakeToken } from '../test/fakes';

describe('decodeRole', () => {
  it('reads the role claim of a token', () => {
    expect(decodeRole(fakeToken({ role: 'teacher' }))).toBe('teacher');
  });

  it('reads claims containing non-ASCII text', () => {
    expect(decodeClaims(fakeToken({ username: 'নুসরাত' }))?.username).toBe('নুসরাত');
  });

  it.each([null, '', 'not-a-token', 'a.%%%.c', fakeToken({ role: 'superuser' }), fakeToken({})])(
    'answers null for %p',
    (token) => {
      expect(decodeRole(token)).toBeNull();
    },
  );
});

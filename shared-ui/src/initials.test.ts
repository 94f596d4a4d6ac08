import { initials } from './initials';

test.each([
  ['Nusrat Jahan', 'NJ'],
  ['  karima   begum ', 'KB'],
  ['Abdullah Al Mamun', 'AM'],
  ['rahim', 'R'],
  ['', ''],
  ['   ', ''],
])('initials(%j) is %j', (name, expected) => {
  expect(initials(name)).toBe(expected);
});

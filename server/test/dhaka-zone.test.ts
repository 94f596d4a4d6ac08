// The Dhaka zone keeps each hour's offset: it must give exactly the offsets Luxon's own zone gives, at every
// change of offset Dhaka has had, including those that fell inside an hour.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DateTime, IANAZone } from 'luxon';
import { DHAKA_ZONE, HourlyOffsetZone } from '../src/modules/schedule/dhaka';

const MINUTE = 60_000;

/** Asia/Dhaka's changes of offset, as the platform's zone data has them. */
const DHAKA_CHANGES = [
  '1889-12-31T17:58:20Z', // local mean time to Howrah time, 1 min 40 s into an hour
  '1941-09-30T18:06:40Z',
  '1942-05-14T17:30:00Z', // half past
  '1942-08-31T18:30:00Z',
  '1951-09-29T17:30:00Z',
  '2009-06-19T17:00:00Z', // summer time in, on the hour
  '2009-12-31T17:00:00Z', // and out
];

test("the Dhaka zone gives Luxon's offsets every 20 s of the hour either side of each change", () => {
  const luxon = IANAZone.create('Asia/Dhaka');
  // A zone of its own, so that each hour is first asked at its start, then past the change.
  const zone = new HourlyOffsetZone('Asia/Dhaka');
  for (const change of DHAKA_CHANGES) {
    const at = Date.parse(change);
    assert.notEqual(luxon.offset(at - 1000), luxon.offset(at), `${change} is a change`);
    for (let ts = at - 60 * MINUTE; ts <= at + 60 * MINUTE; ts += 20_000)
      assert.equal(zone.offset(ts), luxon.offset(ts), new Date(ts).toISOString());
  }
});

test('dates built and moved in the Dhaka zone match those in Asia/Dhaka across the 2009 summer time', () => {
  const walls = ['2009-06-19T22:30', '2009-06-20T00:30', '2009-12-31T23:30', '2010-01-01T00:30'];
  for (const wall of walls) {
    const kept = DateTime.fromISO(wall, { zone: DHAKA_ZONE });
    const plain = DateTime.fromISO(wall, { zone: 'Asia/Dhaka' });
    assert.equal(kept.toISO(), plain.toISO(), wall);
    assert.equal(kept.plus({ days: 1 }).toISO(), plain.plus({ days: 1 }).toISO(), `${wall} + 1 day`);
    assert.equal(kept.startOf('day').toISO(), plain.startOf('day').toISO(), `${wall}, its day`);
  }
});

// What the server says is complete in Bangla: every message the contract can produce has a Bangla entry in the
// contract's table (which the portal reads too), the tables agree with each other, the server's catalogue keeps
// the contract's English, and Accept-Language is read as browsers send it. (That every message the server
// actually sends has Bangla is checked across the whole suite: see recordUntranslated in helpers.ts.)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN_MESSAGES, MEETING_MESSAGES } from '@pathshala/shared-api/contract';
import { textIn } from '../src/i18n/catalog';
import { formatMoney } from '../src/i18n/format';
import { negotiateLanguage } from '../src/i18n/language';
import { BanglaMessages, banglaMessage, MESSAGE_TABLES } from '../src/http/messages';
import { contractMessages, FUNCTION_CALLS } from './contract-messages';

const CONTRACT_TABLE = 'shared-api/src/locales/bn.json';

describe('the contract in Bangla', () => {
  const contractOnly = new BanglaMessages({ [CONTRACT_TABLE]: MESSAGE_TABLES[CONTRACT_TABLE]! });
  const { messages, functions } = contractMessages();

  test('finds the contract messages (constants, message functions and the zod schemas)', () => {
    const found = new Set(messages.map((item) => item.message));
    for (const sample of [
      'Username is required', // MESSAGES
      'Cover image must be at most 2 MB', // PROFILE_MESSAGES
      'Unknown user: rahim_1', // a message function
      'Invalid id', // written inline in a schema
      'Subtitle must be at most 160 characters long', // computed in a schema
      'Owner type must be student or teacher', // the admin's add-post schema
    ])
      assert.ok(found.has(sample), sample);
    assert.ok(messages.length > 190, `${messages.length} messages`);
  });

  test('every message function of the contract is called by the test (FUNCTION_CALLS)', () => {
    assert.deepEqual(
      functions.filter((name) => !(name in FUNCTION_CALLS)),
      [],
    );
    assert.deepEqual(
      Object.keys(FUNCTION_CALLS).filter((name) => !functions.includes(name)),
      [],
    );
  });

  test("every contract message has Bangla in the contract's own table", () => {
    const missing = messages.filter(({ message }) => contractOnly.of(message) === null);
    assert.deepEqual(missing, [], `add these to ${CONTRACT_TABLE}`);
  });

  test('a message with run-time values is translated whole, its values kept', () => {
    assert.equal(
      contractOnly.of(ADMIN_MESSAGES.unknownTeachers(['t1', 'karim_2'])),
      'অজানা শিক্ষক: t1, karim_2',
    );
    assert.equal(
      contractOnly.of(ADMIN_MESSAGES.ownerTypeMismatch('teacher')),
      'মালিক একজন শিক্ষক; মালিকের ধরন হিসেবে শিক্ষক বেছে নিন',
    );
    assert.equal(
      contractOnly.of('This batch takes at most 12 students'),
      'এই ব্যাচে সর্বোচ্চ ১২ জন শিক্ষার্থী নেওয়া যায়',
      'counts in Bangla digits',
    );
    assert.equal(
      contractOnly.of('The owner is a teacher; choose owner type student'),
      null,
      'a repeated value must repeat',
    );
  });
});

describe('the message tables', () => {
  test('no English message is in both tables, and each has a Bangla text', () => {
    const [contract, server] = Object.values(MESSAGE_TABLES) as [
      Record<string, string>,
      Record<string, string>,
    ];
    assert.deepEqual(
      Object.keys(server).filter((key) => key in contract),
      [],
    );
    for (const table of [contract, server])
      for (const [english, bangla] of Object.entries(table)) assert.ok(bangla.trim(), english);
  });

  test("zod's own wording is translated too, with Bangla numbers", () => {
    assert.equal(
      banglaMessage('Invalid input: expected boolean, received string'),
      'মান সঠিক নয়: true অথবা false দিতে হবে, কিন্তু পাওয়া গেছে লেখা',
    );
    assert.equal(
      banglaMessage('Too big: expected string to have <=4096 characters'),
      'খুব বড়: সর্বোচ্চ ৪,০৯৬ অক্ষর হতে পারে',
    );
    assert.equal(banglaMessage('Too small: expected number to be >=1'), 'খুব ছোট: কমপক্ষে ১ হতে হবে');
    assert.equal(banglaMessage('A message nobody wrote'), null);
  });
});

describe("the server's catalogue (mails, notifications, the payment simulator's page)", () => {
  test("keeps the contract's English for the notifications the contract names", () => {
    const en = textIn('en');
    assert.equal(
      en.t('notice.classStarted', { batch: 'Algebra club' }),
      MEETING_MESSAGES.startedNotification('Algebra club'),
    );
    assert.equal(
      en.t('notice.reportResolved', { username: 'rahim' }),
      ADMIN_MESSAGES.reportResolvedNotice('rahim'),
    );
  });

  test('writes Bangla with Bangla numbers and taka', () => {
    const bn = textIn('bn');
    assert.equal(
      bn.t('notice.rated', { username: 'nusrat', stars: 4 }),
      'nusrat আপনাকে ৪ স্টার রেটিং দিয়েছেন',
    );
    assert.equal(textIn('en').t('notice.rated', { username: 'nusrat', stars: 1 }), 'nusrat rated you 1 star');
    assert.equal(bn.money(150000), '৳১,৫০,০০০');
  });

  test('money is taka with Bangladeshi grouping', () => {
    assert.equal(formatMoney(100000, 'en'), '৳1,00,000');
    assert.equal(formatMoney(3500, 'en'), '৳3,500');
    assert.equal(formatMoney(100000, 'bn'), '৳১,০০,০০০');
  });
});

describe('Accept-Language', () => {
  test('Bangla for a bn range first among our languages, English otherwise', () => {
    for (const [header, expected] of [
      [undefined, 'en'],
      ['', 'en'],
      ['bn', 'bn'],
      ['bn-BD,bn;q=0.9,en;q=0.8', 'bn'],
      ['BN-bd', 'bn'],
      ['en-US,en;q=0.9,bn;q=0.8', 'en'],
      ['en;q=0.5, bn;q=0.9', 'bn'],
      ['fr-FR, bn;q=0.3', 'bn'],
      ['fr, de', 'en'],
      ['*', 'en'],
      ['bn;q=0', 'en'],
      ['bengali', 'en'],
      ['bnx, bn-IN;q=0.1', 'bn'],
    ] as const)
      assert.equal(negotiateLanguage(header), expected, String(header));
  });
});

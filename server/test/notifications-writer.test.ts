import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../src/db/schema';
import { notify } from '../src/modules/notifications/writer';
import { forEachDatabase, openTestDatabase, type TestDatabase } from './helpers';

forEachDatabase((kind) => {
  let testDb: TestDatabase;
  let userIds: string[];

  before(async () => {
    testDb = await openTestDatabase(kind);
    const rows = await testDb.database.db
      .insert(users)
      .values(
        ['ayesha', 'babul'].map((username) => ({
          firstname: username,
          lastname: 'Test',
          username,
          email: `${username}@example.com`,
          passwordHash: 'not-a-real-hash',
          role: 'student' as const,
        })),
      )
      .returning({ id: users.id });
    userIds = rows.map((row) => row.id);
  });
  after(() => testDb.dispose());

  test('notify writes one unread notification per distinct user', async () => {
    const [first, second] = userIds;
    assert.ok(first && second);
    await notify(testDb.database.db, [first, second, first], 'Your batch was created');
    const rows = await testDb.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, 'Your batch was created'));
    assert.deepEqual(rows.map((row) => row.userId).sort(), [first, second].sort());
    assert.ok(rows.every((row) => !row.isRead));
    await notify(testDb.database.db, [], 'Nobody');
    assert.equal(
      (await testDb.database.db.select().from(notifications).where(eq(notifications.message, 'Nobody')))
        .length,
      0,
    );
  });

  test('notifications written inside a transaction roll back with it', async () => {
    const [first] = userIds;
    assert.ok(first);
    await assert.rejects(
      testDb.database.db.transaction(async (tx) => {
        await notify(tx, [first], 'Rolled back');
        throw new Error('abort');
      }),
      /abort/,
    );
    const rows = await testDb.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, 'Rolled back'));
    assert.equal(rows.length, 0);
  });
});

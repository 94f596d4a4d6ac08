import { useAddUser, useAdminUsers, useRemoveUser, type AdminUserRole } from '@pathshala/shared-api/admin';
import type { AddUserBody, AdminUser } from '@pathshala/shared-api/contract';
import { Button, Flex, FiUsers, PageContainer, Stack, Text, useSearchParams } from '@pathshala/shared-ui';
import { ConfirmDialog, Tabs } from '@pathshala/shared-ui/overlays';
import { useState } from 'react';
import { failed, succeeded } from '../components/feedback';
import { ManagementHeader } from '../components/ManagementHeader';
import { PagedResults } from '../components/PagedResults';
import { SearchForm } from '../components/SearchForm';
import { fullName } from '../format';
import { AddUserDialog } from './AddUserDialog';

/** SPEC §2 User Management, §8 Admin user. */
export const USER_TEXTS = {
  added: 'User added successfully',
  addFailed: 'Failed to add user. Please try again.',
  removed: 'User removed',
  removeFailed: 'Failed to remove user. Please try again.',
  empty: { teacher: 'No teachers', student: 'No students' },
  loading: { teacher: 'Loading teachers...', student: 'Loading students...' },
  loadFailed: { teacher: 'Failed to load teachers.', student: 'Failed to load students.' },
} as const;

type UsersQuery = ReturnType<typeof useAdminUsers>;

const countOf = (query: UsersQuery) => query.data?.pages[0]?.meta.total;
const tabLabel = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

function UserRow({ user, onRemove, busy }: { user: AdminUser; onRemove: () => void; busy: boolean }) {
  const name = fullName(user);
  return (
    <Flex
      as="li"
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="l2"
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            @{user.username}
          </Text>
        </Text>
        <Text color="fg.muted" overflowWrap="anywhere">
          {user.email}
        </Text>
        <Text color="fg.subtle" textStyle="xs" overflowWrap="anywhere">
          ID {user._id}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Remove ${name}`}
        disabled={busy}
        onClick={onRemove}
        flexShrink="0"
      >
        Remove
      </Button>
    </Flex>
  );
}

function UserList({
  role,
  query,
  onRemove,
  removingId,
}: {
  role: AdminUserRole;
  query: UsersQuery;
  onRemove: (user: AdminUser) => void;
  removingId: string | null;
}) {
  const texts = {
    loading: USER_TEXTS.loading[role],
    loadFailed: USER_TEXTS.loadFailed[role],
    empty: USER_TEXTS.empty[role],
  };
  return (
    <PagedResults query={query} texts={texts} emptyIcon={FiUsers}>
      {(users) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={role === 'teacher' ? 'Teachers' : 'Students'}>
          {users.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              onRemove={() => onRemove(user)}
              busy={removingId === user._id}
            />
          ))}
        </Stack>
      )}
    </PagedResults>
  );
}

/** /admin/users: teachers and students, search, Add User, Remove (SPEC §2 User Management). */
export function Users() {
  const [params, setParams] = useSearchParams();
  const tab: AdminUserRole = params.get('tab') === 'students' ? 'student' : 'teacher';
  // The search lives in the page (a router navigation inside a submit would make React treat the form as an action).
  const [q, setQ] = useState('');
  const teachers = useAdminUsers('teacher', q);
  const students = useAdminUsers('student', q);
  const addUser = useAddUser();
  const removeUser = useRemoveUser();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  function showTab(next: AdminUserRole) {
    const search = new URLSearchParams(params);
    if (next === 'student') search.set('tab', 'students');
    else search.delete('tab');
    setParams(search, { replace: true });
  }

  async function create(body: AddUserBody) {
    try {
      await addUser.mutateAsync(body);
    } catch (error) {
      failed(USER_TEXTS.addFailed, error);
      throw error;
    }
    succeeded(USER_TEXTS.added);
    setAdding(false);
  }

  function confirmRemove() {
    if (!removing) return;
    removeUser.mutate(removing._id, {
      onSuccess: () => {
        succeeded(USER_TEXTS.removed);
        setRemoving(null);
      },
      onError: (error) => {
        failed(USER_TEXTS.removeFailed, error);
        setRemoving(null);
      },
    });
  }

  const removingId = removeUser.isPending ? (removeUser.variables ?? null) : null;

  return (
    <PageContainer>
      <Stack gap="6">
        <ManagementHeader
          title="User Management"
          intro="Teachers and students on Pathshala: add an account, or remove one."
          addLabel="Add User"
          onAdd={() => setAdding(true)}
        />
        <SearchForm
          key={q}
          label="Search users"
          fieldLabel="Search by name or username"
          value={q}
          onSearch={setQ}
        />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => showTab(details.value as AdminUserRole)}
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="teacher" whiteSpace="nowrap">
              {tabLabel('Teachers', countOf(teachers))}
            </Tabs.Trigger>
            <Tabs.Trigger value="student" whiteSpace="nowrap">
              {tabLabel('Students', countOf(students))}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="teacher">
            <UserList role="teacher" query={teachers} onRemove={setRemoving} removingId={removingId} />
          </Tabs.Content>
          <Tabs.Content value="student">
            <UserList role="student" query={students} onRemove={setRemoving} removingId={removingId} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} onCreate={create} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove user"
        message={
          removing
            ? `Are you sure you want to remove ${fullName(removing)} (@${removing.username})? They will no longer be able to sign in.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        busy={removeUser.isPending}
      />
    </PageContainer>
  );
}

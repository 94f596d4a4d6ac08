import { useAddUser, useAdminUsers, useRemoveUser, type AdminUserRole } from '@pathshala/shared-api/admin';
import type { AddUserBody, AdminUser } from '@pathshala/shared-api/contract';
import {
  Button,
  Flex,
  FiUsers,
  PageContainer,
  Stack,
  Text,
  useFormat,
  useSearchParams,
} from '@pathshala/shared-ui';
import { ConfirmDialog, Tabs } from '@pathshala/shared-ui/overlays';
import { useState } from 'react';
import { failed, succeeded } from '../components/feedback';
import { ManagementHeader } from '../components/ManagementHeader';
import { PagedResults } from '../components/PagedResults';
import { SearchForm } from '../components/SearchForm';
import { useText, type AdminTextKey } from '../i18n';
import { fullName } from '../users';
import { AddUserDialog } from './AddUserDialog';

/** Each role's list texts (SPEC §2 User Management, §8 Admin user), translated where shown. */
const LIST_TEXTS: Record<AdminUserRole, Record<'loading' | 'loadFailed' | 'empty' | 'name', AdminTextKey>> = {
  teacher: {
    loading: 'users.loading.teachers',
    loadFailed: 'users.loadFailed.teachers',
    empty: 'users.empty.teachers',
    name: 'users.list.teachers',
  },
  student: {
    loading: 'users.loading.students',
    loadFailed: 'users.loadFailed.students',
    empty: 'users.empty.students',
    name: 'users.list.students',
  },
};

type UsersQuery = ReturnType<typeof useAdminUsers>;

const countOf = (query: UsersQuery) => query.data?.pages[0]?.meta.total;

function UserRow({ user, onRemove, busy }: { user: AdminUser; onRemove: () => void; busy: boolean }) {
  const t = useText();
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
          {t('users.row.id', { id: user._id })}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={t('users.row.remove', { name })}
        disabled={busy}
        onClick={onRemove}
        flexShrink="0"
      >
        {t('common.remove')}
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
  const t = useText();
  const keys = LIST_TEXTS[role];
  const texts = { loading: t(keys.loading), loadFailed: t(keys.loadFailed), empty: t(keys.empty) };
  return (
    <PagedResults query={query} texts={texts} emptyIcon={FiUsers}>
      {(users) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t(keys.name)}>
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
  const t = useText();
  const f = useFormat();
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
      failed('users.addFailed', error);
      throw error;
    }
    succeeded('users.added');
    setAdding(false);
  }

  function confirmRemove() {
    if (!removing) return;
    removeUser.mutate(removing._id, {
      onSuccess: () => {
        succeeded('users.removed');
        setRemoving(null);
      },
      onError: (error) => {
        failed('users.removeFailed', error);
        setRemoving(null);
      },
    });
  }

  const removingId = removeUser.isPending ? (removeUser.variables ?? null) : null;
  const teacherCount = countOf(teachers);
  const studentCount = countOf(students);

  return (
    <PageContainer>
      <Stack gap="6">
        <ManagementHeader
          title={t('users.heading')}
          intro={t('users.intro')}
          addLabel={t('users.add')}
          onAdd={() => setAdding(true)}
        />
        <SearchForm
          key={q}
          label={t('users.search.label')}
          fieldLabel={t('users.search.field')}
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
              {teacherCount === undefined
                ? t('users.tab.teachers')
                : t('users.tab.teachersCount', { count: f.number(teacherCount) })}
            </Tabs.Trigger>
            <Tabs.Trigger value="student" whiteSpace="nowrap">
              {studentCount === undefined
                ? t('users.tab.students')
                : t('users.tab.studentsCount', { count: f.number(studentCount) })}
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
        title={t('users.confirm.title')}
        message={
          removing
            ? t('users.confirm.message', { name: fullName(removing), username: removing.username })
            : ''
        }
        confirmLabel={t('common.remove')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        busy={removeUser.isPending}
      />
    </PageContainer>
  );
}

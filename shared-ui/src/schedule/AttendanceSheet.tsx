import { Button, Dialog, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import {
  ATTENDANCE_STATUSES,
  SCHEDULE_MESSAGES,
  type AttendanceStatus,
  type ClassSession,
  type UserRef,
} from '@pathshala/shared-api/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useMessageText } from '@pathshala/shared-ui';
import { RadioGroup } from '@pathshala/shared-ui/radio';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { LoadingView } from '../states/LoadingView';
import { useScheduleText } from './i18n';
import { useSessionFormat } from './useSessionFormat';

export type AttendanceMarks = Readonly<Record<string, AttendanceStatus>>;

export interface AttendanceSheetProps {
  /** The class being marked; null when the sheet is closed. */
  session: ClassSession | null;
  /** The batch's current students. */
  students: readonly UserRef[];
  /** The marks already given for this class, by student id; undefined while they load. */
  marks: AttendanceMarks | undefined;
  onClose: () => void;
  /** Saves the marks (the students marked, each once); rejects when it fails (the caller says why). */
  onSave: (
    session: ClassSession,
    records: { student_id: string; status: AttendanceStatus }[],
  ) => Promise<unknown>;
}

/** Mark attendance: each student Present, Late or Absent, then Save. */
export function AttendanceSheet({ session, marks, ...props }: AttendanceSheetProps) {
  const t = useScheduleText();
  return (
    <FormDialog open={session !== null} onClose={props.onClose} size="lg">
      {session && marks ? (
        <AttendanceForm key={session._id} session={session} marks={marks} {...props} />
      ) : session ? (
        // The title is there from the start: the dialog is named by what it shows when it opens.
        <>
          <Dialog.Header>
            <Dialog.Title>{t('sheet.heading')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <LoadingView label={t('sheet.loading')} />
          </Dialog.Body>
        </>
      ) : null}
    </FormDialog>
  );
}

function AttendanceForm({
  session,
  students,
  marks,
  onClose,
  onSave,
}: AttendanceSheetProps & { session: ClassSession; marks: AttendanceMarks }) {
  const t = useScheduleText();
  const message = useMessageText();
  const when = useSessionFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, AttendanceStatus>>(() => ({ ...marks }));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const mark = (studentId: string, status: AttendanceStatus) => {
    setValues((current) => ({ ...current, [studentId]: status }));
    setError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const records = students
      .filter((student) => values[student._id])
      .map((student) => ({ student_id: student._id, status: values[student._id] as AttendanceStatus }));
    if (records.length === 0) {
      setError(SCHEDULE_MESSAGES.attendanceEmpty);
      return;
    }
    setSaving(true);
    // A failure keeps the sheet open to try again; the caller says why (its toast).
    await onSave(session, records).catch(() => setSaving(false));
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      title={t('sheet.heading')}
      onClose={onClose}
      saving={saving}
      submitLabel={t('sheet.submit')}
      savingLabel={t('sheet.saving')}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {t('sheet.intro', { batch: session.batch_name, when: when.moment(session.starts_at) })}
        </Text>
        {students.length === 0 ? (
          <Text>{t('sheet.noStudents')}</Text>
        ) : (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              alignSelf="start"
              onClick={() => {
                setValues(Object.fromEntries(students.map((student) => [student._id, 'present'])));
                setError(null);
              }}
            >
              {t('sheet.allPresent')}
            </Button>
            <Stack gap="3">
              {students.map((student) => (
                <RadioGroup.Root
                  key={student._id}
                  name={`attendance-${student._id}`}
                  value={values[student._id] ?? null}
                  onValueChange={(details) => mark(student._id, details.value as AttendanceStatus)}
                  colorPalette="brand"
                  size="sm"
                >
                  <Flex
                    justify="space-between"
                    align={{ base: 'start', sm: 'center' }}
                    direction={{ base: 'column', sm: 'row' }}
                    gap="2"
                    borderBottomWidth="1px"
                    pb="3"
                  >
                    <RadioGroup.Label fontWeight="medium" overflowWrap="anywhere">
                      {student.username}
                    </RadioGroup.Label>
                    <HStack gap="4" wrap="wrap">
                      {ATTENDANCE_STATUSES.map((status) => (
                        <RadioGroup.Item key={status} value={status} cursor="pointer">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t('attendance.mark', { mark: status })}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </Flex>
                </RadioGroup.Root>
              ))}
            </Stack>
          </>
        )}
        {error ? (
          <Text role="alert" color="fg.error">
            {message(error)}
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}

import { Button, chakra, Flex, Text, Textarea } from '@chakra-ui/react';
import { BOARD_LIMITS, BOARD_MESSAGES } from '@pathshala/shared-api/contract';
import { useId, type KeyboardEvent } from 'react';
import { FiSend } from 'react-icons/fi';
import { useFormat } from '@pathshala/shared-ui';
import { knownFieldErrors } from '../form/fieldErrors';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { useClassroomText } from './i18n';

export interface BoardComposerProps {
  /** Posts the message (trimmed); rejects with the server's error, which shows under the field. */
  onPost: (body: string) => Promise<unknown>;
}

const FIELDS = ['body'] as const;

/** Write a message: text and links, at most 1000 characters with a counter; Send, or Ctrl+Enter. */
export function BoardComposer({ onPost }: BoardComposerProps) {
  const t = useClassroomText();
  const f = useFormat();
  const counterId = useId();
  const { formRef, values, errors, status, set, text, submit } = useFormState({ body: '' }, FIELDS);
  const length = values.body.trim().length;
  const over = length > BOARD_LIMITS.bodyMax;
  const saving = status === 'saving';

  const send = () => formRef.current?.requestSubmit();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <chakra.form
      ref={formRef}
      noValidate
      aria-label={t('composer.label')}
      onSubmit={(event) =>
        void submit(event, {
          validate: ({ body }) => {
            const trimmed = body.trim();
            if (!trimmed) return { body: BOARD_MESSAGES.bodyRequired };
            if (trimmed.length > BOARD_LIMITS.bodyMax) return { body: BOARD_MESSAGES.bodyTooLong };
            return {};
          },
          save: async ({ body }) => {
            await onPost(body.trim());
            set('body', '');
          },
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
    >
      <FormField label={t('composer.field')} error={errors.body}>
        <Textarea
          {...text('body')}
          rows={3}
          autoresize
          maxH="12rem"
          placeholder={t('composer.placeholder')}
          onKeyDown={onKeyDown}
          aria-describedby={counterId}
        />
      </FormField>
      <Flex justify="space-between" align="center" gap="3" mt="2" wrap="wrap">
        <Text id={counterId} fontSize="sm" color={over ? 'fg.error' : 'fg.muted'}>
          {t('composer.counter', { count: f.number(length), max: f.number(BOARD_LIMITS.bodyMax) })}
        </Text>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('composer.sending')}>
          <FiSend aria-hidden />
          {t('composer.send')}
        </Button>
      </Flex>
    </chakra.form>
  );
}

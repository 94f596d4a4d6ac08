import { Button, Card, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface FormCardProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name. */
  name: string;
  /** The submit button's text, and its text while sending. */
  submitLabel: string;
  busyLabel: string;
  /** 'saving' while sending; 'done' keeps the button disabled after a save (the page moves on). */
  status: 'idle' | 'saving' | 'done';
  /** The form's sections. */
  children: ReactNode;
}

/** A long form on a card, its submit button last: full width on a phone, at the end on wider screens. */
export function FormCard({
  formRef,
  onSubmit,
  name,
  submitLabel,
  busyLabel,
  status,
  children,
}: FormCardProps) {
  return (
    <Card.Root variant="elevated" w="full">
      <Card.Body p={{ base: '3', md: '6' }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={name}>
          <Stack gap="6">
            {children}
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              alignSelf={{ base: 'stretch', sm: 'flex-end' }}
              loading={status === 'saving'}
              loadingText={busyLabel}
              disabled={status !== 'idle'}
            >
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, FiPlus, Flex } from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import type { ReactNode } from 'react';

export interface ManagementHeaderProps {
  title: string;
  intro: ReactNode;
  /** The add button's text, e.g. 'New Post'; none when absent. */
  addLabel?: string;
  onAdd?: () => void;
}

/** A management page's h1 and introduction, with its add button beside (under, on a phone). */
export function ManagementHeader({ title, intro, addLabel, onAdd }: ManagementHeaderProps) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'end' }}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
    >
      <PageHeading title={title} intro={intro} />
      {addLabel ? (
        <Button colorPalette="brand" onClick={onAdd} flexShrink="0">
          <FiPlus aria-hidden /> {addLabel}
        </Button>
      ) : null}
    </Flex>
  );
}

import { HStack } from '@chakra-ui/react';
import { CheckboxField } from '../form/CheckboxField';
import { useBatchesText } from './i18n';

export interface BatchSwitchesProps {
  values: { is_continuous: boolean; is_batch: boolean };
  set: (name: 'is_continuous' | 'is_batch', checked: boolean) => void;
}

/** The batch forms' two switches: Continuous and Batch. */
export function BatchSwitches({ values, set }: BatchSwitchesProps) {
  const t = useBatchesText();
  return (
    <HStack gap="6" wrap="wrap">
      <CheckboxField
        name="is_continuous"
        label={t('field.continuous')}
        checked={values.is_continuous}
        onChange={(checked) => set('is_continuous', checked)}
      />
      <CheckboxField
        name="is_batch"
        label={t('field.batch')}
        checked={values.is_batch}
        onChange={(checked) => set('is_batch', checked)}
      />
    </HStack>
  );
}

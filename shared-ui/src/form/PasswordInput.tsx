import { Button, Input, InputGroup } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useFormsText } from './i18n';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Controlled visibility. Without `onVisibleChange` the Show/Hide button is not rendered (an outside control owns it). */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  defaultVisible?: boolean;
}

/** A password input with a Show/Hide button; the value is masked until the visitor asks to see it. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { visible, onVisibleChange, defaultVisible = false, ...inputProps },
  ref,
) {
  const t = useFormsText();
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const controlled = visible !== undefined;
  const isVisible = controlled ? visible : ownVisible;
  const showToggle = !controlled || onVisibleChange !== undefined;

  const toggle = () => {
    const next = !isVisible;
    if (!controlled) setOwnVisible(next);
    onVisibleChange?.(next);
  };

  // With the button, reserve room for it: it is wider than the icon slot InputGroup reserves.
  const type = isVisible ? 'text' : 'password';
  const input = <Input ref={ref} {...inputProps} type={type} {...(showToggle && { pe: '4.5rem' })} />;
  if (!showToggle) return input;

  return (
    <InputGroup
      endElement={
        <Button
          type="button"
          size="xs"
          variant="ghost"
          colorPalette="brand"
          aria-label={isVisible ? t('password.hideLabel') : t('password.showLabel')}
          onClick={toggle}
          disabled={inputProps.disabled}
        >
          {isVisible ? t('password.hide') : t('password.show')}
        </Button>
      }
      endElementProps={{ pe: '1.5' }}
    >
      {input}
    </InputGroup>
  );
});

// '@pathshala/shared-ui/radio': the radio group, an entry of its own: its state machine (~5 KB gzipped) loads
// only with the forms that offer a choice (sign-up), not with every form (the login page first).
export { RadioGroup } from '@chakra-ui/react';

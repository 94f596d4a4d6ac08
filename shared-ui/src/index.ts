// The design system's public surface. Named re-exports only: Chakra is tree-shaken inside this package's
// federated chunk, so everything exported here ships to every page (DESIGN §3).

// Chakra components and helpers the apps use.
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Center,
  chakra,
  Checkbox,
  CloseButton,
  Container,
  Dialog,
  Field,
  Flex,
  For,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  List,
  Menu,
  NativeSelect,
  Portal,
  RadioGroup,
  Separator,
  Show,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  useDisclosure,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  CardRootProps,
  FlexProps,
  HeadingProps,
  IconButtonProps,
  InputProps,
  StackProps,
  TextProps,
  TextareaProps,
} from '@chakra-ui/react';

// Theme, provider, colour mode, toasts.
export { system } from './theme/system';
export { PathshalaProvider } from './provider';
export { useColorMode, COLOR_MODE_STORAGE_KEY } from './color-mode/color-mode';
export type { ColorMode, ColorModeContextValue } from './color-mode/color-mode';
export { ColorModeButton } from './color-mode/ColorModeButton';
export { toaster, Toaster, TOAST_DURATION_MS } from './toast/toaster';

// Forms.
export { FormField } from './form/FormField';
export type { FormFieldProps } from './form/FormField';
export { PasswordInput } from './form/PasswordInput';
export type { PasswordInputProps } from './form/PasswordInput';

// Loading, error and empty states.
export { LoadingView } from './states/LoadingView';
export type { LoadingViewProps } from './states/LoadingView';
export { ErrorView } from './states/ErrorView';
export type { ErrorViewProps } from './states/ErrorView';
export { EmptyState } from './states/EmptyState';
export type { EmptyStateProps } from './states/EmptyState';

// Layout.
export { PublicHeader, PUBLIC_LINKS } from './layout/PublicHeader';
export { Footer, CONTACT_EMAIL, LOCATION } from './layout/Footer';
export { RoleNav } from './layout/RoleNav';
export type { RoleNavProps, RoleNavUser } from './layout/RoleNav';
export { ROLE_LINKS } from './layout/roleLinks';
export type { NavItem, NavRole } from './layout/roleLinks';
export { PageContainer } from './layout/PageContainer';
export type { PageContainerProps } from './layout/PageContainer';
export { BrandLogo } from './layout/BrandLogo';

export { initials } from './initials';
export * from './icons';

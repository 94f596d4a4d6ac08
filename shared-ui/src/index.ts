// The design system's core entry: what every page, public ones included, needs. Named re-exports only:
// Chakra is tree-shaken inside this package's federated chunk, and everything exported here ships to every
// page, the landing page first (DESIGN §3, §9: measure it with `npm run bench`). Heavier parts live in their own entries,
// each a shared singleton loaded only where used:
//   '@pathshala/shared-ui/forms'    form controls: Checkbox, Field, Input, InputGroup, NativeSelect, Textarea,
//                                   FormField, PasswordInput, focusFirstInvalid
//   '@pathshala/shared-ui/radio'    RadioGroup
//   '@pathshala/shared-ui/signed-in' the signed-in top bar (RoleNav, ROLE_LINKS) and what signed-in screens
//                                   are built from: PageHeading, CardGrid, CardSection, QueryView, LoadError,
//                                   withToasts, useFormState
//   '@pathshala/shared-ui/overlays' Dialog, Menu, Portal, Tabs, ConfirmDialog, useConfirmedDelete
//   '@pathshala/shared-ui/posts'    post card, post form (card, sections, usePostForm), search parts, usePostEditors
//   '@pathshala/shared-ui/batches'  batch card, batch dialogs, payments table
//   '@pathshala/shared-ui/ratings'  stars and rating formats
//   '@pathshala/shared-ui/charts'   the rating and sign-up charts (chart.js)
//   '@pathshala/shared-ui/schedule' the class calendar (FullCalendar), a class's details and dialogs,
//                                   attendance, the calendar link: only the Schedule pages load it
//   '@pathshala/shared-ui/classroom' a batch page's heading and tabs, its materials and its board: only the batch
//                                   pages load it
// Each entry's own texts are a catalogue of their own, in a locales folder beside its code: 'ui' (src/locales)
// for this core entry, kept small since it ships with every page, and 'ui.<entry>' for the others (e.g. ui.posts
// in src/posts/locales), so a page loads only the texts of the entries it uses.
// It is the design system only: no page, no data fetching (DESIGN §1); the pages live in the app that shows them.
// The shell provides every entry to the remotes (webpack/shared.mjs; the build checks it).

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
  CloseButton,
  Container,
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
  Link,
  List,
  Separator,
  Show,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
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
  StackProps,
  TextProps,
} from '@chakra-ui/react';

// The router (one instance, inside this chunk).
export * from './router';

// Theme, provider, colour mode, toasts.
export { system } from './theme/system';
export { PathshalaProvider } from './provider';
export { useColorMode, COLOR_MODE_STORAGE_KEY } from './color-mode/color-mode';
export type { ColorMode, ColorModeContextValue } from './color-mode/color-mode';
export { ColorModeButton } from './color-mode/ColorModeButton';
export { toaster, Toaster, TOAST_DURATION_MS } from './toast/toaster';

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
export type { NavItem } from './layout/navItem';
export type { NavRole } from './layout/roleLinks';
export { PageContainer } from './layout/PageContainer';
export type { PageContainerProps } from './layout/PageContainer';
export { BrandLogo } from './layout/BrandLogo';

// Two languages (DESIGN §6.12): catalogues, the switch, and taka and Dhaka-time formats.
export { defineCatalog } from './i18n/define-catalog';
export type { Catalog, MessageValues, TextProps as CatalogTextProps } from './i18n/define-catalog';
export { currentLanguage, onLanguageChange, setLanguage, startInReadersLanguage } from './i18n/catalogs';
export type { CatalogLoaders } from './i18n/catalogs';
export { banglaFontFaceCss } from './i18n/bangla-font';
export { initialLanguage, isLanguage, LANGUAGES, LANGUAGE_STORAGE_KEY } from './i18n/language';
export type { Language } from './i18n/language';
export { useFormat, useLanguage } from './i18n/hooks';
export { translateMessage, useMessageText } from './i18n/messages';
export {
  DHAKA_TIME_ZONE,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatFixed,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTime,
} from './i18n/format';
export { LanguageSwitch } from './i18n/LanguageSwitch';

export { initials } from './initials';
export * from './icons';

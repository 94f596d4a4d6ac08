import { Center, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { FiBookOpen } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useUiText } from '../i18n/ui-catalog';

/**
 * The Pathshala mark and name, linking home. `compact`: the name shows from sm up only (the signed-in bar on a
 * 360px phone needs the room for its controls); the link keeps its accessible name either way.
 */
export function BrandLogo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const t = useUiText();
  return (
    <Link
      asChild
      fontWeight="bold"
      fontSize="xl"
      color="fg"
      _hover={{ textDecoration: 'none' }}
      flexShrink={0}
    >
      <RouterLink to={to} aria-label={t('brand.home')}>
        <HStack gap="2">
          <Center boxSize="8" rounded="l2" bg="brand.solid" color="brand.contrast" aria-hidden>
            <Icon as={FiBookOpen} boxSize="4" />
          </Center>
          <Text as="span" letterSpacing="tight" hideBelow={compact ? 'sm' : undefined}>
            {t('brand.name')}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

import { Center, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { FiBookOpen } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useUiText } from '../i18n/ui-catalog';

/** The Pathshala mark and name, linking home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
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
          <Text as="span" letterSpacing="tight">
            {t('brand.name')}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

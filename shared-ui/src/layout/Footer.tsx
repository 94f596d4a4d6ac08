import {
  Box,
  Container,
  Flex,
  HStack,
  Icon,
  IconButton,
  Link,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FiFacebook, FiLinkedin, FiMail, FiMapPin, FiYoutube } from 'react-icons/fi';
import { useFormat } from '../i18n/hooks';
import { useUiText, type UiKey } from '../i18n/ui-catalog';
import { BrandLogo } from './BrandLogo';

export const CONTACT_EMAIL = 'contact@pathshala.com.bd';
const CONTACT_HREF = `mailto:${CONTACT_EMAIL}`;
/** The address in English (the footer shows it in the reader's language). */
export const LOCATION = 'Institute of Information Technology, University of Dhaka, Dhaka, Bangladesh';

const SOCIAL_LINKS: { labelKey: UiKey; href: string; icon: IconType }[] = [
  { labelKey: 'footer.facebook', href: 'https://facebook.com/pathshala.bd', icon: FiFacebook },
  { labelKey: 'footer.linkedin', href: 'https://www.linkedin.com/company/pathshala-bd', icon: FiLinkedin },
  { labelKey: 'footer.youtube', href: 'https://youtube.com/@pathshala.bd', icon: FiYoutube },
];

function ColumnTitle({ children }: { children: string }) {
  return (
    <Text
      as="h2"
      fontSize="sm"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="fg"
    >
      {children}
    </Text>
  );
}

/** The site footer (spec §1): contact mail, location, social links and the copyright line. */
export function Footer() {
  const t = useUiText();
  const f = useFormat();
  const year = f.number(new Date().getFullYear(), { useGrouping: false });
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="3">
            <BrandLogo />
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Stack gap="3" as="address" fontStyle="normal">
            <ColumnTitle>{t('footer.contact')}</ColumnTitle>
            <HStack gap="2" align="start">
              <Icon as={FiMail} mt="1" color="brand.fg" aria-hidden />
              <Link href={CONTACT_HREF} color="fg.muted" fontSize="sm" _hover={{ color: 'brand.fg' }}>
                {CONTACT_EMAIL}
              </Link>
            </HStack>
            <HStack gap="2" align="start">
              <Icon as={FiMapPin} mt="1" color="brand.fg" flexShrink={0} aria-hidden />
              <Text color="fg.muted" fontSize="sm">
                {t('footer.location')}
              </Text>
            </HStack>
          </Stack>
          <Stack gap="3">
            <ColumnTitle>{t('footer.follow')}</ColumnTitle>
            <HStack gap="2">
              {SOCIAL_LINKS.map((social) => (
                <IconButton
                  key={social.href}
                  asChild
                  type={undefined} // Button's default type="button" does not belong on a link
                  variant="outline"
                  colorPalette="gray"
                  rounded="full"
                  size="sm"
                >
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(social.labelKey)}
                  >
                    <social.icon />
                  </a>
                </IconButton>
              ))}
            </HStack>
          </Stack>
        </SimpleGrid>
        <Separator my="8" borderColor="border.muted" />
        <Flex justify="center">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t('footer.copyright', { year })}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}

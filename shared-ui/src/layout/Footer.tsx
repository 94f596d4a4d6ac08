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
import { BrandLogo } from './BrandLogo';

export const CONTACT_EMAIL = 'contact@pathshala.com.bd';
export const LOCATION = 'Institute of Information Technology, University of Dhaka, Dhaka, Bangladesh';

const SOCIAL_LINKS: { label: string; href: string; icon: IconType }[] = [
  { label: 'Facebook', href: 'https://facebook.com/pathshala.bd', icon: FiFacebook },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/pathshala-bd', icon: FiLinkedin },
  { label: 'YouTube', href: 'https://youtube.com/@pathshala.bd', icon: FiYoutube },
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
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="3">
            <BrandLogo />
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              Connecting students and teachers across Bangladesh for better tuition and learning.
            </Text>
          </Stack>
          <Stack gap="3" as="address" fontStyle="normal">
            <ColumnTitle>Contact</ColumnTitle>
            <HStack gap="2" align="start">
              <Icon as={FiMail} mt="1" color="brand.fg" aria-hidden />
              <Link
                href={`mailto:${CONTACT_EMAIL}`}
                color="fg.muted"
                fontSize="sm"
                _hover={{ color: 'brand.fg' }}
              >
                {CONTACT_EMAIL}
              </Link>
            </HStack>
            <HStack gap="2" align="start">
              <Icon as={FiMapPin} mt="1" color="brand.fg" flexShrink={0} aria-hidden />
              <Text color="fg.muted" fontSize="sm">
                {LOCATION}
              </Text>
            </HStack>
          </Stack>
          <Stack gap="3">
            <ColumnTitle>Follow us</ColumnTitle>
            <HStack gap="2">
              {SOCIAL_LINKS.map((social) => (
                <IconButton
                  key={social.label}
                  asChild
                  type={undefined} // Button's default type="button" does not belong on a link
                  variant="outline"
                  colorPalette="gray"
                  rounded="full"
                  size="sm"
                >
                  <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label}>
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
            {`© ${year} Pathshala. All rights reserved.`}
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}

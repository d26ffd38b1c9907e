// Frame of the local payments provider's pages: clearly a test stand-in for Stripe's pages.
import { Alert, Box, Container, Stack } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark/BrandMark.tsx';

export function LocalPayLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="#faf6ef" py={{ base: 'md', sm: 48 }}>
      <Container size={560}>
        <Stack gap="lg">
          <BrandMark />
          <Alert color="blue" variant="light" icon={<IconFlask />} title="Test payments">
            Porchlight is running without Stripe, so this page stands in for Stripe’s. No card is charged.
          </Alert>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

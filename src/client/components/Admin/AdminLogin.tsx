// The admin password screen (spec section 2 Admin login screen, section 5 Admin password,
// section 8 admin messages).
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/admin.ts';
import { NETWORK_ERROR } from '../../../shared/auth.ts';
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import { isUnauthorized } from '../../hooks/useAdminSession.ts';
import { isNetworkError, serverMessage } from '../../lib/errors.ts';
import classes from './Admin.module.css';

export function AdminLogin({ onLogin }: { onLogin: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password.trim()) {
      setError(ADMIN_MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onLogin(password);
    } catch (err) {
      if (isUnauthorized(err)) {
        setPassword('');
        setError(ADMIN_MESSAGES.invalidPassword);
      } else {
        setError(
          isNetworkError(err) ? NETWORK_ERROR : (serverMessage(err) ?? ADMIN_MESSAGES.invalidPassword),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" className={classes.page}>
      <Container size={460} py={{ base: 32, sm: 64 }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Center mb="md">
            <img src="/favicon.svg" alt="" width={56} height={56} />
          </Center>
          <Title order={1} ta="center" fz={{ base: 28, sm: 32 }}>
            Admin Access
          </Title>
          <Text ta="center" c="dimmed" mt={6} mb="lg">
            {PRODUCT_NAME} admin panel. Enter the admin password to continue.
          </Text>

          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} mb="md" role="alert">
              {error}
            </Alert>
          )}

          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack>
              <PasswordInput
                label="Admin Password"
                name="password"
                autoComplete="current-password"
                size="md"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                visibilityToggleFocusable
                autoFocus
              />
              <Button type="submit" size="md" fullWidth loading={busy}>
                Access Admin Panel
              </Button>
            </Stack>
          </form>
        </Paper>
      </Container>
    </Box>
  );
}

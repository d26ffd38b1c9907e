// /login: e-mail, then (for a returning user) the 6-digit code. Spec section 2 Login,
// section 4 Login flow, section 5 Login, section 8.
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  CODE_LENGTH,
  CODE_SENT_MESSAGE,
  LOGIN_FAILED,
  NETWORK_ERROR,
  VERIFY_FAILED,
  sanitizeCode,
} from '../../shared/auth.ts';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { useFadeNavigate } from '../components/PageFade/PageFade.tsx';
import { useSession } from '../hooks/useSession.ts';
import { trackError, trackEvent } from '../lib/analytics.ts';
import { isNetworkError, serverMessage } from '../lib/errors.ts';
import { useTRPC } from '../lib/trpc.ts';
import classes from './Login.module.css';

type Step = 'email' | 'code';

export default function LoginPage() {
  const [params] = useSearchParams();
  const getStarted = params.get('from') === 'get-started';
  const trpc = useTRPC();
  const navigate = useFadeNavigate();
  const { refresh } = useSession();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const verify = useMutation(trpc.auth.verify.mutationOptions());

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = login.isPending || verify.isPending;

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = email.trim().toLowerCase();
    if (!normalized || busy) return;
    setError(null);
    try {
      const result = await login.mutateAsync({ email: normalized });
      if (result.firstLogin) {
        trackEvent('login_attempt', { category: 'auth', label: 'email_first_time' });
        await refresh();
        navigate(result.redirectUrl ?? '/dashboard');
        return;
      }
      trackEvent('login_attempt', { category: 'auth', label: 'email_code_sent' });
      setEmail(normalized);
      setMessage(result.message ?? CODE_SENT_MESSAGE);
      setStep('code');
    } catch (err) {
      trackError('login', err);
      setError(isNetworkError(err) ? NETWORK_ERROR : (serverMessage(err) ?? LOGIN_FAILED));
    }
  };

  const submitCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    setError(null);
    try {
      const result = await verify.mutateAsync({ email, code });
      trackEvent('login_success', { category: 'auth', label: 'email_verification' });
      await refresh();
      navigate(result.redirectUrl || '/dashboard');
    } catch (err) {
      trackError('verify', err);
      setError(isNetworkError(err) ? NETWORK_ERROR : (serverMessage(err) ?? VERIFY_FAILED));
    }
  };

  const back = () => {
    setStep('email');
    setCode('');
    setError(null);
    setMessage(null);
  };

  return (
    <Box component="main" className={classes.page}>
      <Container size={460} py={{ base: 32, sm: 64 }}>
        <FadeLink to="/" c="dimmed" size="sm" className={classes.home}>
          <IconArrowLeft size={16} /> Back to Home
        </FadeLink>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} mt="md">
          <Center mb="md">
            <img src="/favicon.svg" alt="" width={56} height={56} />
          </Center>
          <Title order={1} ta="center" fz={{ base: 28, sm: 32 }}>
            {getStarted ? 'Welcome' : 'Welcome back'}
          </Title>
          <Text ta="center" c="dimmed" mt={6} mb="lg">
            {getStarted
              ? 'Enter your email to start your free trial'
              : "Sign in to manage your loved one's care"}
          </Text>

          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} mb="md" role="alert">
              {error}
            </Alert>
          )}

          {step === 'email' ? (
            <form onSubmit={(e) => void submitEmail(e)} noValidate={false}>
              <Stack>
                <TextInput
                  label="Email address"
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  size="md"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  autoFocus
                />
                <Button
                  type="submit"
                  size="md"
                  fullWidth
                  loading={login.isPending}
                  disabled={!email.trim() || busy}
                >
                  Continue
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={(e) => void submitCode(e)}>
              <Stack>
                {message && !error && (
                  <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
                    {message}
                  </Alert>
                )}
                <Text size="sm">
                  We sent a 6-digit code to <strong>{email}</strong>. Enter it below.
                </Text>
                <TextInput
                  label="6-digit code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="123456"
                  size="lg"
                  value={code}
                  onChange={(e) => setCode(sanitizeCode(e.currentTarget.value))}
                  classNames={{ input: classes.code }}
                  autoFocus
                />
                <Button
                  type="submit"
                  size="md"
                  fullWidth
                  loading={verify.isPending}
                  disabled={code.length !== CODE_LENGTH || busy}
                >
                  Verify
                </Button>
                <Anchor component="button" type="button" onClick={back} size="sm" ta="center">
                  Back
                </Anchor>
              </Stack>
            </form>
          )}
        </Paper>
        <Text size="sm" c="dimmed" ta="center" mt="lg">
          By continuing you agree to our <FadeLink to="/terms">Terms of Service</FadeLink> and{' '}
          <FadeLink to="/privacy">Privacy Policy</FadeLink>.
        </Text>
      </Container>
    </Box>
  );
}

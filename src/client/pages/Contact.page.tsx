// /contact: a message to the Porchlight team (spec section 2 Contact page).
import {
  Alert,
  Button,
  Container,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS,
  contactInputSchema,
  type ContactSubject,
} from '../../shared/contact.ts';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';
import { trackError } from '../lib/analytics.ts';
import { isNetworkError, serverMessage } from '../lib/errors.ts';
import { publicConfig } from '../lib/public-config.ts';
import { useTRPC } from '../lib/trpc.ts';

const EMPTY = { name: '', email: '', subject: '' as ContactSubject | '', message: '' };
type Field = keyof typeof EMPTY;

export default function ContactPage() {
  const trpc = useTRPC();
  const send = useMutation(trpc.contact.create.mutationOptions());
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = contactInputSchema.safeParse(form);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      setForm(EMPTY);
      setResult({ ok: true, text: CONTACT_SUCCESS });
    } catch (error) {
      trackError('contact form', error);
      setResult({
        ok: false,
        text: isNetworkError(error)
          ? 'Error submitting form. Please try again.'
          : `Error submitting form: ${serverMessage(error) ?? 'Unknown error'}`,
      });
    }
  };

  return (
    <PublicLayout>
      <Container size={980} py={{ base: 32, sm: 56 }}>
        <FadeLink to="/" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <IconArrowLeft size={18} aria-hidden /> Back to Home
        </FadeLink>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} mt="md">
          <Stack gap="md">
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              Contact us
            </Title>
            <Text fz="lg">
              Questions about Porchlight, your plan, or how the calls work? Write to us and a person will
              answer, usually within one business day.
            </Text>
            {publicConfig.supportEmail && (
              <Text fz="lg" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <IconMail size={20} aria-hidden /> {publicConfig.supportEmail}
              </Text>
            )}
            {publicConfig.supportPhone && (
              <Text fz="lg" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <IconPhone size={20} aria-hidden /> {publicConfig.supportPhone}
              </Text>
            )}
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack gap="md">
                {result && (
                  <Alert
                    color={result.ok ? 'green' : 'red'}
                    variant="light"
                    icon={result.ok ? <IconCircleCheck /> : <IconAlertCircle />}
                    role={result.ok ? 'status' : 'alert'}
                  >
                    {result.text}
                  </Alert>
                )}
                <TextInput
                  label="Name"
                  required
                  size="md"
                  autoComplete="name"
                  value={form.name}
                  error={fieldErrors.name}
                  onChange={(e) => set('name', e.currentTarget.value)}
                />
                <TextInput
                  label="Email"
                  type="email"
                  required
                  size="md"
                  autoComplete="email"
                  value={form.email}
                  error={fieldErrors.email}
                  onChange={(e) => set('email', e.currentTarget.value)}
                />
                <Select
                  label="Subject"
                  required
                  size="md"
                  placeholder="Choose a subject"
                  data={CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: s.label }))}
                  value={form.subject || null}
                  error={fieldErrors.subject}
                  onChange={(v) => set('subject', v ?? '')}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
                <Textarea
                  label="Message"
                  required
                  size="md"
                  minRows={5}
                  autosize
                  maxRows={12}
                  value={form.message}
                  error={fieldErrors.message}
                  onChange={(e) => set('message', e.currentTarget.value)}
                />
                <Button type="submit" size="md" disabled={send.isPending}>
                  {send.isPending ? 'Sending...' : 'Send Message'}
                </Button>
              </Stack>
            </form>
          </Paper>
        </SimpleGrid>
      </Container>
    </PublicLayout>
  );
}

// The contact form: name, e-mail, subject and message, all required. Checked in the browser with
// the server's own schema, then sent through tRPC; the answer shows in an alert by the button.
import { Alert, Button, Select, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS,
  contactInputSchema,
  type ContactSubject,
} from '../../../shared/contact.ts';
import { trackError, trackEvent } from '../../lib/analytics.ts';
import { isNetworkError, serverMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import classes from './ContactForm.module.css';

export const SUBMIT_FAILED_NETWORK = 'Error submitting form. Please try again.';

const EMPTY = { name: '', email: '', subject: '' as ContactSubject | '', message: '' };
type Field = keyof typeof EMPTY;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
const fieldId = (field: Field) => `contact-${field}`;

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: s.label }));

const zodErrorShape = z.object({
  zodError: z.object({ fieldErrors: z.record(z.string(), z.array(z.string()).optional()) }).nullish(),
});

/** The server's per-field messages, when it refused the input. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const parsed = zodErrorShape.safeParse(error.data);
  const fieldErrors = parsed.success ? parsed.data.zodError?.fieldErrors : undefined;
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

function focusFirst(errors: FieldErrors) {
  const first = FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

export function ContactForm() {
  const trpc = useTRPC();
  const send = useMutation(trpc.contact.create.mutationOptions());
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setResult(null);
    const parsed = contactInputSchema.safeParse(form);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
      trackEvent('button_click', { category: 'contact', label: `send_message_${parsed.data.subject}` });
      setForm(EMPTY);
      setResult({ ok: true, text: CONTACT_SUCCESS });
    } catch (error) {
      trackError('contact form', error);
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      setResult({
        ok: false,
        text: isNetworkError(error)
          ? SUBMIT_FAILED_NETWORK
          : `Error submitting form: ${serverMessage(error) ?? 'Unknown error'}`,
      });
    }
  };

  return (
    <div className={classes.card}>
      <Title order={2} className={classes.cardTitle}>
        Send us a message
      </Title>
      <p className={classes.required}>All fields are required.</p>
      <form onSubmit={(e) => void submit(e)} noValidate className={classes.form}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <TextInput
            id={fieldId('name')}
            label="Name"
            required
            size="lg"
            autoComplete="name"
            value={form.name}
            error={errors.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            id={fieldId('email')}
            label="Email"
            type="email"
            required
            size="lg"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            error={errors.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Select
          id={fieldId('subject')}
          label="Subject"
          required
          size="lg"
          placeholder="Choose a subject"
          data={SUBJECT_OPTIONS}
          value={form.subject || null}
          error={errors.subject}
          onChange={(v) => set('subject', v ?? '')}
          allowDeselect={false}
          checkIconPosition="right"
        />
        <Textarea
          id={fieldId('message')}
          label="Message"
          required
          size="lg"
          autosize
          minRows={6}
          maxRows={14}
          placeholder="How can we help?"
          value={form.message}
          error={errors.message}
          onChange={(e) => set('message', e.currentTarget.value)}
        />

        {result && (
          <Alert
            ref={resultRef}
            role="alert"
            variant="light"
            color={result.ok ? 'green' : 'red'}
            icon={result.ok ? <IconCircleCheck size={24} /> : <IconAlertCircle size={24} />}
            classNames={{ message: classes.alertMessage }}
          >
            {result.text}
          </Alert>
        )}

        <Button
          type="submit"
          size="lg"
          disabled={send.isPending}
          className={classes.submit}
          rightSection={send.isPending ? undefined : <IconSend size={20} aria-hidden />}
        >
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </div>
  );
}

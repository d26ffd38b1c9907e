// Notes the family writes for Porchlight to pass on in the next conversation. A note waiting
// can be deleted; one passed on says when.
import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconClock, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTE_MAX, noteInputSchema, type FamilyNoteItem } from '../../../shared/family.ts';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { serverMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { recentWhen } from './words.ts';
import { SectionCard } from './SectionCard.tsx';

const checkNote = schemaResolver(noteInputSchema, { sync: true });

function NoteRow({
  note,
  timeZone,
  onDelete,
  deleting,
}: {
  note: FamilyNoteItem;
  timeZone: string;
  onDelete: () => void;
  deleting: boolean;
}) {
  const passed = note.delivered_at !== null;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      data-testid="family-note"
      data-passed={passed || undefined}
    >
      <ThemeIcon variant="light" color={passed ? 'green' : 'gray'} radius="xl" size={32} aria-hidden>
        {passed ? <IconCheck size={18} /> : <IconClock size={18} />}
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text style={{ overflowWrap: 'anywhere' }}>{note.text}</Text>
        {passed ? (
          <Text size="sm" c="#22692f" fw={600}>
            Passed on {recentWhen(note.delivered_at!, timeZone)}
          </Text>
        ) : (
          <Badge variant="light" color="gray" radius="sm" tt="none" fw={600} size="md">
            Waiting for the next call
          </Badge>
        )}
      </div>
      {!passed && (
        <ActionIcon
          variant="subtle"
          color="red.8"
          size={40}
          aria-label={`Delete note: ${note.text}`}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={20} />
        </ActionIcon>
      )}
    </Group>
  );
}

export function NotesSection({ phone }: { phone: PhoneNumber }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notesKey = trpc.lovedOnes.notes.queryKey({ number: phone.number });
  const notes = useQuery(trpc.lovedOnes.notes.queryOptions({ number: phone.number }));
  const addNote = useMutation(trpc.lovedOnes.addNote.mutationOptions());
  const deleteNote = useMutation(trpc.lovedOnes.deleteNote.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { text: '' }, validate: checkNote, validateInputOnBlur: false });
  const text = form.getValues().text;

  const submit = async (values: { text: string }) => {
    setError(null);
    try {
      await addNote.mutateAsync({ number: phone.number, text: values.text });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: notesKey });
    } catch (e) {
      setError(serverMessage(e) ?? 'We could not save the note. Please try again.');
    }
  };
  const remove = async (note: FamilyNoteItem) => {
    setError(null);
    try {
      await deleteNote.mutateAsync({ number: phone.number, id: note.id });
    } catch (e) {
      // Most often: it was passed on in the meantime. The list then shows it so.
      setError(serverMessage(e) ?? 'We could not delete the note. Please try again.');
    }
    await queryClient.invalidateQueries({ queryKey: notesKey });
  };

  return (
    <SectionCard
      titleId="notes-title"
      title="Notes to pass on"
      description={
        <>
          In the next conversation, Porchlight tells {phone.name} “Your family asked me to pass this on” and
          reads your note.
        </>
      }
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="xs">
          <Textarea
            label={`A note for ${phone.name}`}
            placeholder="I'll visit on Sunday with the children"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={NOTE_MAX}
            description={`${text.length}/${NOTE_MAX} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('text')}
            key={form.key('text')}
          />
          {error && (
            <Alert color="red" variant="light" role="alert" py="xs">
              <Text c="red.9" size="sm">
                {error}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={addNote.isPending} disabled={!text.trim()}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {notes.isPending ? null : notes.isError ? (
        <Text c="red.9">We could not load the notes. Please reload the page.</Text>
      ) : notes.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="notes-list">
          {notes.data.map((note) => (
            <NoteRow
              key={note.id}
              note={note}
              timeZone={phone.timezone}
              deleting={deleteNote.isPending && deleteNote.variables.id === note.id}
              onDelete={() => void remove(note)}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

// What Porchlight remembers about the loved one (noted on calls or added by the family), all of
// which goes into the next call. A wrong one can be deleted, and facts added.
import { ActionIcon, Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEMORY_MAX, memoryInputSchema, type MemoryItem } from '../../../shared/family.ts';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { serverMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SectionCard } from './SectionCard.tsx';

const checkMemory = schemaResolver(memoryInputSchema, { sync: true });

export function MemoriesSection({ phone }: { phone: PhoneNumber }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const memoriesKey = trpc.lovedOnes.memories.queryKey({ number: phone.number });
  const memories = useQuery(trpc.lovedOnes.memories.queryOptions({ number: phone.number }));
  const addMemory = useMutation(trpc.lovedOnes.addMemory.mutationOptions());
  const deleteMemory = useMutation(trpc.lovedOnes.deleteMemory.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<MemoryItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const form = useForm({ initialValues: { text: '' }, validate: checkMemory });
  const text = form.getValues().text;

  const submit = async (values: { text: string }) => {
    setError(null);
    try {
      await addMemory.mutateAsync({ number: phone.number, text: values.text });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: memoriesKey });
    } catch (e) {
      setError(serverMessage(e) ?? 'We could not save that. Please try again.');
    }
  };
  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleteError(null);
    try {
      await deleteMemory.mutateAsync({ number: phone.number, id: confirming.id });
      setConfirming(null);
    } catch (e) {
      setDeleteError(serverMessage(e) ?? 'We could not delete it. Please try again.');
    }
    await queryClient.invalidateQueries({ queryKey: memoriesKey });
  };

  return (
    <SectionCard
      titleId="memories-title"
      title="What Porchlight remembers"
      description="Porchlight keeps these in mind on every call. Delete anything wrong, and add what it should know."
    >
      {memories.isPending ? null : memories.isError ? (
        <Text c="red.9">We could not load this list. Please reload the page.</Text>
      ) : memories.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          data-testid="memories-list"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {memories.data.map((memory) => (
            <Group
              key={memory.id}
              component="li"
              gap="sm"
              wrap="nowrap"
              justify="space-between"
              data-testid="memory"
            >
              <div style={{ minWidth: 0 }}>
                <Text style={{ overflowWrap: 'anywhere' }}>{memory.text}</Text>
                <Badge
                  variant="light"
                  color={memory.source === 'call' ? 'gray' : 'porch'}
                  radius="sm"
                  tt="none"
                  fw={600}
                  size="sm"
                >
                  {memory.source === 'call' ? 'From a call' : 'Added by you'}
                </Badge>
              </div>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size={40}
                aria-label={`Delete: ${memory.text}`}
                onClick={() => {
                  setDeleteError(null);
                  setConfirming(memory);
                }}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="xs">
          <TextInput
            label="Add something to remember"
            placeholder="Her cat is called Misty"
            maxLength={MEMORY_MAX}
            {...form.getInputProps('text')}
            key={form.key('text')}
          />
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={addMemory.isPending} disabled={!text.trim()}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        radius="lg"
        title={
          <Text span fz="xl" fw={700}>
            Delete this memory?
          </Text>
        }
      >
        <Stack>
          <Text>
            Porchlight will no longer remember “{confirming?.text}” on calls with {phone.name}.
          </Text>
          {deleteError && (
            <Alert color="red" variant="light" role="alert">
              <Text c="red.9" size="sm">
                {deleteError}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              color="red.8"
              size="md"
              loading={deleteMemory.isPending}
              onClick={() => void confirmDelete()}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}

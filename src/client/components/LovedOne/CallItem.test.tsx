import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyTranscript, TimelineCall } from '../../../shared/family.ts';
import { render } from '../../../../tests/support/render.tsx';

const transcripts = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../lib/trpc.ts', () => ({
  useTRPC: () => ({
    lovedOnes: {
      transcript: {
        queryOptions: (input: { number: string; callId: string }) => ({
          queryKey: ['transcript', input],
          queryFn: () => Promise.resolve(transcripts.get(input.callId)),
        }),
      },
    },
  }),
}));

const { CallItem } = await import('./CallItem.tsx');

const call = (over: Partial<TimelineCall> = {}): TimelineCall => ({
  id: 'c1',
  direction: 'inbound',
  type: 'regular',
  status: 'completed',
  outcome: 'talked',
  started_at: '2026-11-24T14:05:00Z',
  duration: 150,
  summary: 'She baked a cake and talked about her garden.',
  mood: 4,
  topics: ['family', 'garden'],
  crisis: null,
  transcript_available: true,
  reminders: [],
  memories: [],
  notes_passed: [],
  alerts: [],
  ...over,
});

function show(c: TimelineCall) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CallItem call={c} name="Margaret" number="+14125550100" timeZone="America/New_York" />
    </QueryClientProvider>,
  );
}

const item = () => screen.getByTestId('timeline-call');

describe('CallItem', () => {
  it("shows when in the loved one's zone, who called, how it went, the summary, mood and topics", () => {
    show(call());
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Tue 24 Nov, 9:05 AM');
    expect(item()).toHaveTextContent('They called');
    expect(screen.getByTestId('call-outcome')).toHaveTextContent('Talked 3 min');
    expect(screen.getByTestId('call-summary')).toHaveTextContent('She baked a cake');
    expect(screen.getByTestId('call-mood')).toHaveTextContent('Mood: Good');
    expect(within(screen.getByLabelText('Topics')).getByText('garden')).toBeInTheDocument();
    expect(item()).not.toHaveAttribute('data-crisis');
    expect(screen.queryByTestId('call-crisis')).toBeNull();
  });

  it.each([
    [{ outcome: 'no_answer', direction: 'outbound', type: 'outbound' }, 'We called', 'No answer'],
    [{ outcome: 'declined', direction: 'outbound', type: 'outbound' }, 'We called', 'Declined'],
    [{ outcome: 'voicemail', direction: 'outbound', type: 'outbound' }, 'We called', 'Voicemail'],
    [{ outcome: 'missed', direction: 'outbound', type: 'outbound' }, 'We called', 'Missed check-in'],
    [{ outcome: 'in_progress', direction: 'inbound', type: 'regular' }, 'They called', 'In progress'],
    [{ outcome: 'failed', direction: 'outbound', type: 'appointment' }, 'Reminder call', 'Failed'],
    [
      { outcome: 'talked', direction: 'outbound', type: 'appointment', duration: 45 },
      'Reminder call',
      'Talked 1 min',
    ],
  ] as const)('says %o as "%s" and "%s"', (over, who, outcome) => {
    show(
      call({
        ...over,
        summary: null,
        mood: null,
        topics: [],
        transcript_available: over.outcome === 'talked',
      }),
    );
    expect(item()).toHaveTextContent(who);
    expect(screen.getByTestId('call-outcome')).toHaveTextContent(new RegExp(`^${outcome}$`));
    // Only a conversation has one to read.
    expect(screen.queryByRole('button', { name: 'Read the conversation' }) !== null).toBe(
      over.outcome === 'talked',
    );
  });

  it('marks an emergency plainly, in red, and shows no cheerful mood on it', () => {
    show(
      call({
        crisis: 'emergency',
        mood: 4,
        summary: 'She said she fell in the bathroom and could not get up.',
        alerts: [
          { kind: 'emergency', channel: 'sms', to: '+12155550199', status: 'delivered' },
          { kind: 'emergency', channel: 'email', to: 'susan@example.com', status: 'failed' },
          { kind: 'emergency', channel: 'email', to: 'tom@example.com', status: 'pending' },
        ],
      }),
    );
    expect(item()).toHaveAttribute('data-crisis', 'emergency');
    expect(screen.getByTestId('call-crisis')).toHaveTextContent('Emergency');
    expect(screen.queryByTestId('call-mood')).toBeNull();
    expect(item()).not.toHaveTextContent('Good');
    const alerts = screen.getAllByTestId('call-alert');
    expect(alerts).toHaveLength(3);
    expect(alerts[0]).toHaveTextContent('Emergency alert · Text to +1 (215) 555-0199');
    expect(alerts[0]).toHaveTextContent('Delivered');
    expect(alerts[1]).toHaveTextContent('Emergency alert · E-mail to susan@example.com');
    expect(alerts[1]).toHaveTextContent('Failed');
    expect(alerts[2]).toHaveTextContent('Pending');
  });

  it('marks talk of self-harm, and still shows a low mood there', () => {
    show(call({ crisis: 'self_harm', mood: 1 }));
    expect(item()).toHaveAttribute('data-crisis', 'self_harm');
    expect(screen.getByTestId('call-crisis')).toHaveTextContent('Talk of self-harm');
    expect(screen.getByTestId('call-mood')).toHaveTextContent('Mood: Very low');
  });

  it('lists the reminders set, what was remembered and the notes passed on', () => {
    show(
      call({
        reminders: [{ text: 'take your pills', local_time: '20:00', repeat: 'daily' }],
        memories: ['her granddaughter Lucy visits on Sunday'],
        notes_passed: ["I'll visit on Sunday"],
      }),
    );
    expect(item()).toHaveTextContent('Reminders set');
    expect(item()).toHaveTextContent('take your pills (8:00 PM every day)');
    expect(item()).toHaveTextContent('Rememberedher granddaughter Lucy visits on Sunday');
    expect(item()).toHaveTextContent("Notes passed onI'll visit on Sunday");
  });

  it('opens the conversation from a keyboard-reachable button, and closes it again', async () => {
    const transcript: FamilyTranscript = {
      available: true,
      message: null,
      transcript: 'Assistant: Good morning, Margaret!\nMargaret: Hello dear.',
      phoneNumber: '+14125550100',
      callDuration: 150,
      createdAt: '2026-11-24T14:05:00Z',
      callType: 'regular',
    };
    transcripts.set('c-open', transcript);
    show(call({ id: 'c-open' }));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Read the conversation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const log = await screen.findByRole('log', { name: 'Conversation with Margaret' });
    expect(screen.getByRole('heading', { name: 'The conversation', level: 4 })).toBeInTheDocument();
    expect(log).toHaveTextContent('PorchlightGood morning, Margaret!');
    expect(log).toHaveTextContent('MargaretHello dear.');
    expect(log).toHaveAttribute('tabindex', '0');
    const hide = screen.getByRole('button', { name: 'Hide the conversation' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('says why there is no transcript when the loved one declined recording', async () => {
    transcripts.set('c-declined', {
      available: false,
      message: 'Margaret did not agree to recording on this call, so only the notes above were kept.',
      transcript: '',
      phoneNumber: '+14125550100',
      callDuration: 150,
      createdAt: '2026-11-24T14:05:00Z',
      callType: 'regular',
    } satisfies FamilyTranscript);
    show(call({ id: 'c-declined', transcript_available: false }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read the conversation' }));
    expect(
      await screen.findByText(
        'Margaret did not agree to recording on this call, so only the notes above were kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
  });
});

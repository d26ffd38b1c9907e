// /dev/phone (development only, no Twilio): the loved one's phone in a browser tab. It sets up a
// call like Twilio's voice webhook would and then speaks Twilio's ConversationRelay protocol to
// /voice/relay, so every call here runs the production companion code. Type, or talk with the
// browser's speech recognition; replies are read aloud with speech synthesis.
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { parseRelayOutbound, relayFrame } from '../../shared/relay-protocol.ts';
import { IconMicrophone, IconPhone, IconPhoneOff, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { BrandMark } from '../components/BrandMark/BrandMark.tsx';
import { publicConfig } from '../lib/public-config.ts';
import NotFoundPage from './NotFound.page.tsx';

interface Line {
  who: 'companion' | 'you' | 'system';
  text: string;
}
interface Decision {
  kind: 'connect' | 'no_minutes';
  callId: string;
  relayToken?: string;
  greeting?: string;
  message?: string;
  relayPath?: string;
  voice: { code: string };
}

type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
};

function recognitionClass(): (new () => SpeechRecognitionLike) | null {
  const w = window as unknown as Record<string, unknown>;
  return (w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null) as
    (new () => SpeechRecognitionLike) | null;
}

export default function DevPhonePage() {
  const [numbers, setNumbers] = useState<{ number: string; name: string; account: string }[]>([]);
  const [from, setFrom] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [state, setState] = useState<'idle' | 'dialing' | 'connected' | 'ended'>('idle');
  const [draft, setDraft] = useState('');
  const [speak, setSpeak] = useState(true);
  const [record, setRecord] = useState(false);
  const recorder = useRef<{ media: MediaRecorder; chunks: Blob[]; startedAt: number } | null>(null);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const partial = useRef('');
  const lang = useRef('en-US');
  const spoken = useRef<{ text: string; upTo: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [ringing, setRinging] = useState<{ callId: string; to: string; name: string; type: string } | null>(
    null,
  );

  useEffect(() => {
    if (!publicConfig.localPhone) return;
    void fetch('/dev/phone/numbers')
      .then((r) => r.json() as Promise<{ numbers: typeof numbers }>)
      .then((body) => setNumbers(body.numbers))
      .catch(() => setNumbers([]));
  }, []);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lines]);
  useEffect(() => () => socket.current?.close(), []);
  // Outbound calls ring this page: poll for calls placed to a registered number.
  useEffect(() => {
    if (!publicConfig.localPhone || state === 'connected' || state === 'dialing') return;
    const timer = setInterval(() => {
      void fetch('/dev/phone/ringing')
        .then(
          (r) => r.json() as Promise<{ calls: { callId: string; to: string; name: string; type: string }[] }>,
        )
        .then((body) => setRinging(body.calls[0] ?? null))
        .catch(() => undefined);
    }, 1500);
    return () => clearInterval(timer);
  }, [state]);

  if (!publicConfig.localPhone) return <NotFoundPage />;

  const add = (line: Line) => setLines((all) => [...all, line]);
  const say = (text: string) => {
    if (!speak || !('speechSynthesis' in window) || !text) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang.current;
    utterance.rate = 0.95;
    spoken.current = { text, upTo: 0 };
    utterance.onboundary = (e) => {
      if (spoken.current) spoken.current.upTo = e.charIndex;
    };
    utterance.onend = () => {
      spoken.current = null;
    };
    window.speechSynthesis.speak(utterance);
  };

  /**
   * Records the microphone for the call (the local stand-in for Twilio's recording). The server
   * keeps it only when the loved one agreed to recording on this call.
   */
  const startRecording = async () => {
    if (!record || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      media.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      media.start(1000);
      recorder.current = { media, chunks, startedAt: Date.now() };
    } catch {
      add({ who: 'system', text: 'The microphone is not available, so this call is not recorded.' });
    }
  };

  const uploadRecording = (callId: string, token: string) => {
    const active = recorder.current;
    recorder.current = null;
    if (!active) return;
    active.media.onstop = () => {
      active.media.stream.getTracks().forEach((t) => t.stop());
      const blob = new Blob(active.chunks, { type: active.media.mimeType || 'audio/webm' });
      if (blob.size === 0) return;
      const duration = Math.round((Date.now() - active.startedAt) / 1000);
      const query = new URLSearchParams({ callId, token, duration: String(duration) });
      void fetch(`/dev/phone/recording?${query}`, {
        method: 'POST',
        headers: { 'content-type': blob.type.split(';')[0] ?? 'audio/webm' },
        body: blob,
      })
        .then(async (res) => {
          const json = (await res.json().catch(() => ({}))) as { error?: string };
          add({
            who: 'system',
            text: res.ok
              ? 'Recording kept for the admin panel (24 hours)'
              : (json.error ?? 'The recording was not kept.'),
          });
        })
        .catch(() => add({ who: 'system', text: 'The recording could not be sent.' }));
    };
    active.media.stop();
  };

  /** Opens the relay for a call that is set up (dialled here, or answered when it rang). */
  const connect = (body: Decision, number: string) => {
    lang.current = body.voice.code;
    if (body.kind === 'no_minutes') {
      add({ who: 'companion', text: body.message ?? '' });
      say(body.message ?? '');
      add({ who: 'system', text: 'Call ended' });
      return setState('ended');
    }
    add({ who: 'companion', text: body.greeting ?? '' });
    say(body.greeting ?? '');
    const ws = new WebSocket(
      `${window.location.origin.replace(/^http/, 'ws')}${body.relayPath ?? '/voice/relay'}`,
    );
    socket.current = ws;
    ws.onopen = () => {
      ws.send(
        relayFrame.setup(body.callId ?? '', body.relayToken ?? '', {
          callSid: body.callId,
          from: number,
          direction: 'inbound',
        }),
      );
      setState('connected');
      void startRecording();
    };
    ws.onmessage = (event) => {
      const parsed = parseRelayOutbound(String(event.data));
      if (!parsed.ok) return;
      const message = parsed.message;
      if (message.type === 'text') {
        partial.current += message.token;
        if (message.last) {
          const text = partial.current.trim();
          partial.current = '';
          if (text) {
            add({ who: 'companion', text });
            say(text);
          }
        }
      } else if (message.type === 'end') {
        ws.close();
      }
    };
    ws.onclose = () => {
      add({ who: 'system', text: 'Call ended' });
      setState('ended');
      if (body.callId && body.relayToken) uploadRecording(body.callId, body.relayToken);
    };
  };

  const post = async (path: string, body: unknown) => {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Decision & { error?: string };
    if (!res.ok) throw new Error(json.error ?? 'Something went wrong.');
    return json;
  };

  const chosenNumber = () => {
    const number = (custom.trim() || from || '').replace(/[^\d+]/g, '');
    return number && !number.startsWith('+') ? `+1${number}` : number;
  };

  const call = async () => {
    const number = chosenNumber();
    if (!number) return setError('Choose a loved one, or type a number to call from.');
    setError(null);
    setLines([]);
    setState('dialing');
    try {
      connect(await post('/dev/phone/call', { from: number }), number);
    } catch (e) {
      setState('idle');
      setError(e instanceof Error ? e.message : 'The call could not be placed.');
    }
  };

  const requestCall = async () => {
    const number = chosenNumber();
    if (!number) return setError('Choose a loved one for Porchlight to call.');
    setError(null);
    try {
      await post('/dev/phone/place', { number });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The call could not be placed.');
    }
  };

  const answer = async (callId: string, number: string) => {
    setRinging(null);
    setError(null);
    setLines([]);
    setState('dialing');
    try {
      connect(await post('/dev/phone/answer', { callId }), number);
    } catch (e) {
      setState('idle');
      setError(e instanceof Error ? e.message : 'The call could not be answered.');
    }
  };

  const decline = async (callId: string) => {
    setRinging(null);
    await post('/dev/phone/decline', { callId }).catch(() => undefined);
  };

  const send = (text: string) => {
    const said = text.trim();
    const ws = socket.current;
    if (!said || !ws || ws.readyState !== WebSocket.OPEN) return;
    // Talking over the companion interrupts it, as on a real phone.
    if (spoken.current && window.speechSynthesis?.speaking) {
      const heard = spoken.current.text.slice(0, spoken.current.upTo).trim();
      window.speechSynthesis.cancel();
      ws.send(relayFrame.interrupt(heard));
      spoken.current = null;
    }
    add({ who: 'you', text: said });
    ws.send(relayFrame.prompt(said, lang.current));
    setDraft('');
  };

  const listen = () => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = lang.current;
    recognition.interimResults = false;
    recognition.onresult = (e) => send(e.results[0]?.[0]?.transcript ?? '');
    recognition.onend = () => setListening(false);
    setListening(true);
    recognition.start();
  };

  const hangUp = () => {
    window.speechSynthesis?.cancel();
    socket.current?.close();
  };

  const inCall = state === 'connected' || state === 'dialing';
  return (
    <Box component="main" mih="100vh" bg="#faf6ef" py={{ base: 'md', sm: 40 }}>
      <Container size={620}>
        <Stack gap="lg">
          <BrandMark />
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Local phone
            </Title>
            <Text c="dimmed" fz="lg">
              Call Porchlight as a loved one would. This page stands in for a real phone while Twilio is not
              configured, and it runs the same companion code.
            </Text>
          </div>
          {ringing && (
            <Alert
              color="teal"
              variant="filled"
              title="Porchlight is calling"
              data-testid="dev-phone-ringing"
            >
              <Stack gap="sm">
                <Text>
                  {ringing.type === 'appointment' ? 'A reminder call' : 'The daily check-in'} for{' '}
                  {ringing.name} ({ringing.to})
                </Text>
                <Group gap="sm">
                  <Button color="dark" onClick={() => void answer(ringing.callId, ringing.to)}>
                    Answer
                  </Button>
                  <Button variant="white" color="red.8" onClick={() => void decline(ringing.callId)}>
                    Decline
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Select
                label="Call as"
                placeholder={numbers.length ? 'A registered loved one' : 'No loved ones registered yet'}
                data={numbers.map((n) => ({
                  value: n.number,
                  label: `${n.name} · ${n.number} (${n.account})`,
                }))}
                value={from}
                onChange={setFrom}
                disabled={inCall}
                size="md"
                searchable
              />
              <TextInput
                label="…or from any number (an unknown caller)"
                placeholder="+12125550199"
                value={custom}
                onChange={(e) => setCustom(e.currentTarget.value)}
                disabled={inCall}
                size="md"
              />
              <Group justify="space-between">
                <Stack gap={6}>
                  <Switch
                    label="Read replies aloud"
                    checked={speak}
                    onChange={(e) => setSpeak(e.currentTarget.checked)}
                  />
                  <Switch
                    label="Record my microphone"
                    checked={record}
                    disabled={inCall}
                    onChange={(e) => setRecord(e.currentTarget.checked)}
                  />
                </Stack>
                {!inCall && (
                  <Button variant="default" size="md" onClick={() => void requestCall()}>
                    Have Porchlight call
                  </Button>
                )}
                {inCall ? (
                  <Button color="red.8" size="md" leftSection={<IconPhoneOff size={20} />} onClick={hangUp}>
                    Hang up
                  </Button>
                ) : (
                  <Button
                    color="teal"
                    size="md"
                    leftSection={<IconPhone size={20} />}
                    onClick={() => void call()}
                  >
                    Call Porchlight
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>

          {lines.length > 0 && (
            <Card withBorder radius="lg" padding="md">
              <Group justify="space-between" mb="sm">
                <Text fw={700}>Conversation</Text>
                <Badge color={state === 'connected' ? 'teal' : 'gray'} variant="light">
                  {state === 'connected' ? 'On the call' : state === 'dialing' ? 'Connecting…' : 'Call ended'}
                </Badge>
              </Group>
              <ScrollArea h={360} viewportRef={viewport} type="auto">
                <Stack gap="xs" pr="sm" data-testid="dev-phone-transcript">
                  {lines.map((line, i) =>
                    line.who === 'system' ? (
                      <Text key={i} ta="center" c="dimmed" fz="sm">
                        {line.text}
                      </Text>
                    ) : (
                      <Paper
                        key={i}
                        p="sm"
                        radius="md"
                        maw="85%"
                        ml={line.who === 'you' ? 'auto' : 0}
                        bg={line.who === 'you' ? 'porch.1' : 'white'}
                        withBorder={line.who === 'companion'}
                        data-speaker={line.who}
                      >
                        <Text fz="xs" fw={700} c="dimmed">
                          {line.who === 'you' ? 'You' : 'Porchlight'}
                        </Text>
                        <Text fz="md">{line.text}</Text>
                      </Paper>
                    ),
                  )}
                </Stack>
              </ScrollArea>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  send(draft);
                }}
              >
                <Group gap="xs" mt="sm" wrap="nowrap">
                  <TextInput
                    flex={1}
                    size="md"
                    placeholder={state === 'connected' ? 'Say something…' : 'The call has ended'}
                    aria-label="Say something"
                    value={draft}
                    onChange={(e) => setDraft(e.currentTarget.value)}
                    disabled={state !== 'connected'}
                  />
                  {recognitionClass() && (
                    <ActionIcon
                      size={42}
                      variant={listening ? 'filled' : 'default'}
                      aria-label="Talk"
                      onClick={listen}
                      disabled={state !== 'connected'}
                    >
                      <IconMicrophone size={20} />
                    </ActionIcon>
                  )}
                  <Button
                    type="submit"
                    size="md"
                    leftSection={<IconSend size={18} />}
                    disabled={state !== 'connected'}
                  >
                    Send
                  </Button>
                </Group>
              </form>
            </Card>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

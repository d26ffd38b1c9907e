import { describe, expect, it } from 'vitest';
import type { RelayOutbound } from '../../shared/relay-protocol.ts';
import type { CallTranscript } from './call-transcript.ts';
import { CallVoice } from './call-voice.ts';
import type { CompanionEngine, EngineChunk, EngineInput } from './engine.ts';

/** The transcript as the voice uses it, remembering what was stored. */
function fakeTranscript() {
  const stored: string[] = [];
  let seq = 0;
  const transcript = {
    reserve: () => seq++,
    add: (_role: string, text: string) => void stored.push(text),
    release: () => undefined,
    trimLast: () => undefined,
    hasDeferred: false,
    flushDeferred: () => undefined,
  } as unknown as CallTranscript;
  return { transcript, stored };
}

/** A model that sends its chunks in bursts: each inner list in one go, then a pause. */
function burstyEngine(bursts: string[][], between: () => Promise<void>): CompanionEngine {
  return {
    kind: 'llm',
    async *reply(): AsyncIterable<EngineChunk> {
      for (const burst of bursts) {
        for (const text of burst) yield { type: 'text', text };
        await between();
      }
    },
  };
}

const input = { scope: {}, history: [], userText: 'hello' } as unknown as Omit<
  EngineInput,
  'signal' | 'hooks'
>;
const hooks = () => ({
  flag: () => Promise.resolve(),
  request: () => Promise.resolve({ done: true as const }),
});
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the voice sends a reply', () => {
  it('first words at once, then one frame per burst of tokens, in order, and ends it with last', async () => {
    const sent: RelayOutbound[] = [];
    const { transcript, stored } = fakeTranscript();
    const latencies: number[] = [];
    const voice = new CallVoice({
      send: (m) => sent.push(m),
      transcript,
      onTurnLatency: (ms) => latencies.push(ms),
    });
    voice.promptReceived(performance.now());
    const engine = burstyEngine(
      [
        ['That ', 'sounds ', 'lovely. '],
        ['Tell ', 'me ', 'more.'],
      ],
      nextTurn,
    );

    const result = await voice.stream(engine, input, hooks);

    expect(result).toEqual({
      kind: 'finished',
      text: 'That sounds lovely. Tell me more.',
      endRequested: false,
    });
    expect(sent).toEqual([
      { type: 'text', token: 'That ', last: false },
      { type: 'text', token: 'sounds lovely. ', last: false },
      { type: 'text', token: 'Tell me more.', last: false },
      { type: 'text', token: '', last: true },
    ]);
    expect(stored).toEqual(['That sounds lovely. Tell me more.']);
    // The turn's overhead is taken when the first words actually leave.
    expect(latencies).toHaveLength(1);
  });

  it('sends nothing more of a reply once the caller has talked over it', async () => {
    const sent: RelayOutbound[] = [];
    const { transcript } = fakeTranscript();
    const voice = new CallVoice({ send: (m) => sent.push(m), transcript });
    let release: () => void = () => undefined;
    const engine = burstyEngine(
      [['Well, ', 'I ', 'was '], ['saying']],
      () => new Promise((r) => (release = r)),
    );

    const streaming = voice.stream(engine, input, hooks);
    await nextTurn();
    expect(sent).toEqual([
      { type: 'text', token: 'Well, ', last: false },
      { type: 'text', token: 'I was ', last: false },
    ]);
    voice.interrupted('Well,');
    release();

    expect(await streaming).toEqual({ kind: 'taken_over' });
    expect(sent).toHaveLength(2);
  });

  it('sends the words still waiting before a safety question that takes over in the same tick', async () => {
    const sent: RelayOutbound[] = [];
    const { transcript, stored } = fakeTranscript();
    const voice = new CallVoice({ send: (m) => sent.push(m), transcript });
    const engine: CompanionEngine = {
      kind: 'llm',
      async *reply() {
        await Promise.resolve();
        yield { type: 'text', text: 'Oh ' };
        yield { type: 'text', text: 'dear, ' };
        yield { type: 'text', text: 'oh dear' };
        // A safety action takes the turn before the tick ends.
        voice.stop();
        voice.say('Are you hurt? Do you need help right now?');
      },
    };

    expect(await voice.stream(engine, input, hooks)).toEqual({ kind: 'taken_over' });
    expect(sent).toEqual([
      { type: 'text', token: 'Oh ', last: false },
      { type: 'text', token: 'dear, oh dear', last: false },
      { type: 'text', token: '', last: true },
      { type: 'text', token: 'Are you hurt? Do you need help right now?', last: true },
    ]);
    expect(stored).toEqual(['Oh dear, oh dear', 'Are you hurt? Do you need help right now?']);
  });
});

// How a call ends: in code, once the last words have had time to be heard, or when the socket
// closes. Either way the transcript is written out first and the call is finished exactly once.
import type { RelayOutbound } from '../../shared/relay-protocol.ts';
import type { EndReason } from '../../shared/call.ts';
import type { AppDeps } from '../deps.ts';
import { finishCall } from '../calls/finish-call.ts';
import type { CallTranscript } from './call-transcript.ts';
import { speechMs } from './call-voice.ts';

export class CallEnding {
  private ended = false;
  /** Why the companion ended the call, once it has. */
  private reason: EndReason | undefined;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly options: {
      deps: AppDeps;
      send: (message: RelayOutbound) => void;
      transcript: CallTranscript;
      callId: () => string | null;
      /** Wait before `end` so the goodbye is heard; tests shorten it. */
      hangupDelayMs?: (text: string) => number;
    },
  ) {}

  /** Ended, or its end is already on its way. */
  get underway(): boolean {
    return this.ended || this.timer !== null;
  }

  get done(): boolean {
    return this.ended;
  }

  /** Nothing was ever opened (the call was refused at setup). */
  refused(): void {
    this.ended = true;
  }

  /** Hangs up once `lastWords` have had time to be spoken. */
  after(lastWords: string, reason: EndReason): void {
    if (this.timer) return;
    const delay = this.options.hangupDelayMs ? this.options.hangupDelayMs(lastWords) : speechMs(lastWords);
    this.timer = setTimeout(() => {
      this.end(reason).catch((error: unknown) =>
        this.options.deps.log.error(
          { err: error, callId: this.options.callId() },
          'relay: ending the call failed',
        ),
      );
    }, delay);
  }

  private async end(reason: EndReason): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.reason = reason;
    await this.options.transcript.flush();
    this.options.send({ type: 'end', handoffData: JSON.stringify({ reason }) });
    const callId = this.options.callId();
    if (callId) await finishCall({ deps: this.options.deps, callId, reason });
  }

  /** The socket closed after `settled` (every frame handled): the caller hung up, or we did. */
  async closed(settled: Promise<void>): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await settled.catch(() => undefined);
    await this.options.transcript.flush();
    const callId = this.options.callId();
    // The caller may hang up on the end frame before `end` has finished the call: whichever
    // finishes it first records the companion's reason ("goodbye"), never none.
    if (callId) {
      await finishCall({ deps: this.options.deps, callId, reason: this.ended ? this.reason : 'hangup' });
    }
    this.ended = true;
  }
}

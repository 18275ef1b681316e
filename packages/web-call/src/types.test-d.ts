// Type-level tests (run by `vitest` typecheck): the public types do what the README promises.
import type {
  DailyAdvancedConfig,
  DailyCall,
  DailyEvent,
  DailyEventObject,
  DailyEventObjectNetworkConnectionEvent,
  DailyFactoryOptions,
} from '@daily-co/daily-js';
import { expectTypeOf, test } from 'vitest';
import type { CallState, CallStateChange } from './call-state';
import type { WebCallError } from './errors';
import type { WebCallErrorEvent, WebCallEvents } from './events';
import type { ToolCall, TranscriptMessage, WebCallMessage } from './messages';
import type { StartStage } from './shared-types';
import type { SimulatedTransport, SimulatedTransportFactory } from './testing';
import type { Transport, TransportEvents, TransportFactory } from './transport';
import type { WebCall } from './web-call';
import type { WebCallOptions } from './web-call-options';

test("daily-js's call object, and the simulated transport, fit the seam the client uses", () => {
  expectTypeOf<DailyCall>().toExtend<Transport>();
  expectTypeOf<SimulatedTransport>().toExtend<Transport>();
  expectTypeOf<SimulatedTransportFactory>().toExtend<TransportFactory>();
  expectTypeOf<SimulatedTransportFactory>().toExtend<NonNullable<WebCallOptions['transport']>>();
});

test('messages narrow on type', () => {
  const narrow = (m: WebCallMessage) => {
    if (m.type === 'transcript') {
      expectTypeOf(m).toEqualTypeOf<TranscriptMessage>();
      expectTypeOf(m.transcript).toEqualTypeOf<string>();
      expectTypeOf(m.role).toEqualTypeOf<'assistant' | 'user'>();
    }
    if (m.type === 'status-update' && m.status === 'ended') {
      expectTypeOf(m.endedReason).toEqualTypeOf<string | undefined>();
    }
    // Client-side tools: each call's name and arguments (an object, or JSON text) are typed.
    if (m.type === 'tool-calls') {
      expectTypeOf(m.toolCallList).toEqualTypeOf<ToolCall[]>();
      for (const toolCall of m.toolCallList) {
        expectTypeOf(toolCall.function.name).toEqualTypeOf<string>();
        expectTypeOf(toolCall.function.arguments).toEqualTypeOf<Record<string, unknown> | string>();
      }
    }
    if (m.type === 'language-change-detected') expectTypeOf(m.language).toEqualTypeOf<string>();
  };
  expectTypeOf(narrow).toBeFunction();
});

declare const call: WebCall;

test('listeners are typed from the event map', () => {
  call.on('volume-level', (volume) => expectTypeOf(volume).toEqualTypeOf<number>());
  call.on('call-start-failed', (failure) =>
    expectTypeOf(failure.stage).toEqualTypeOf<StartStage | 'reconnect'>(),
  );
  call.once('error', (event) => expectTypeOf(event.error).toEqualTypeOf<WebCallError>());
  // @ts-expect-error volume-level passes a number
  call.on('volume-level', (volume: string) => volume);
  // @ts-expect-error no such event
  call.on('no-such-event', () => {});
  // The migration table: an error listener typed as an Error is refused; the payload's type, or
  // none, is the change it needs (the Error is its `error`, its text also `message`).
  // @ts-expect-error the payload is a WebCallErrorEvent, not an Error
  call.on('error', (e: Error) => e.message);
  call.on('error', (e: WebCallErrorEvent) => expectTypeOf(e.error).toExtend<Error>());
  call.on('error', (e) => expectTypeOf(e.message).toEqualTypeOf<string>());
  expectTypeOf<WebCallEvents['volume-level']>().parameters.toEqualTypeOf<[volume: number]>();
  expectTypeOf<ReturnType<WebCall['start']>>().resolves.toExtend<{ webCallUrl: string } | null>();
});

test("daily-js's own types: getDailyCallObject is a DailyCall, the options are Daily's", () => {
  expectTypeOf<ReturnType<WebCall['getDailyCallObject']>>().toEqualTypeOf<DailyCall | null>();
  expectTypeOf<ConstructorParameters<typeof WebCall>[2]>().toEqualTypeOf<
    DailyAdvancedConfig | undefined
  >();
  expectTypeOf<ConstructorParameters<typeof WebCall>[3]>().toEqualTypeOf<
    DailyFactoryOptions | undefined
  >();
  const config: ConstructorParameters<typeof WebCall>[2] = { avoidEval: true };
  // @ts-expect-error a misspelt option of Daily's advanced config is caught
  const misspelt: ConstructorParameters<typeof WebCall>[2] = { avoidEvall: true };
  expectTypeOf([config, misspelt]).toBeArray();
});

test('the call has one state, and each change is an event', () => {
  expectTypeOf<WebCall['state']>().toEqualTypeOf<CallState>();
  expectTypeOf<WebCallEvents['state-change']>().parameters.toEqualTypeOf<
    [change: CallStateChange]
  >();
  expectTypeOf<CallState>().toEqualTypeOf<
    'idle' | 'starting' | 'connected' | 'reconnecting' | 'ending' | 'ended' | 'failed'
  >();
});

// No real call emits a network blip offline: these hold the event name and the payload fields the
// session reads (`type`, `event`) to daily-js's own types. daily-js types `event` as a plain string;
// its documentation names the values, 'interrupted' and 'connected'
// (https://docs.daily.co/reference/daily-js/events/network-events).
test("network blips: the event and the fields read are daily-js's own", () => {
  expectTypeOf<'network-connection'>().toExtend<DailyEvent>();
  expectTypeOf<
    DailyEventObject<'network-connection'>
  >().toEqualTypeOf<DailyEventObjectNetworkConnectionEvent>();
  expectTypeOf<TransportEvents['network-connection']>().parameters.toEqualTypeOf<
    [event: DailyEventObjectNetworkConnectionEvent]
  >();
  expectTypeOf<DailyEventObjectNetworkConnectionEvent['type']>().toEqualTypeOf<
    'signaling' | 'peer-to-peer' | 'sfu'
  >();
  expectTypeOf<DailyEventObjectNetworkConnectionEvent['event']>().toEqualTypeOf<string>();
});

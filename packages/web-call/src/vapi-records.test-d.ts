// Type-level tests (run by `vitest` typecheck): wherever code typed against @vapi-ai/web 2.7.1
// stores a result or an event payload in a record, the same code compiles against this client.
// @vapi-ai/web types many of them as `any` or `Record<string, any>`; an interface is not a record
// to TypeScript (it has no implicit index signature), so each such type here must be a type alias
// of an object literal, or carry an index signature.
import type Vapi from '@vapi-ai/web';
import { expectTypeOf, test } from 'vitest';
import type { WebCallEvents } from './events';
import type { WebCall } from './web-call';

declare const vapi: Vapi;

/** Every event @vapi-ai/web names. */
type VapiEvent = Parameters<Vapi['on']>[0];
/** The payload @vapi-ai/web passes to a listener of `E` (`undefined` for none). */
type VapiPayload<E extends VapiEvent> = Parameters<Parameters<typeof vapi.on<E>>[1]>[0];
/** The payload this client passes to a listener of `E`. */
type OurPayload<E extends VapiEvent> = Parameters<WebCallEvents[E]>[0];

type IsAny<T> = 0 extends 1 & T ? true : false;
/** The records that code keeps results and payloads in. */
// biome-ignore lint/suspicious/noExplicitAny: the record @vapi-ai/web types results as
type Records = Record<string, unknown> | Record<string, any>;
/** Whether a value of `T` may be stored as `R` (`any` may be stored anywhere). */
type Fits<T, R> = IsAny<T> extends true ? true : [T] extends [R] ? true : false;
/** `never` when every `R` that `Theirs` fits, `Ours` fits too; otherwise the records that fail. */
type Gaps<Theirs, Ours> = Records extends infer R
  ? R extends Records
    ? Fits<Theirs, R> extends true
      ? Fits<Ours, R> extends true
        ? never
        : R
      : never
    : never
  : never;

/** The events whose payload fits a record with @vapi-ai/web and not with this client. */
type EventGaps = {
  [E in VapiEvent as [Gaps<VapiPayload<E>, OurPayload<E>>] extends [never] ? never : E]: Gaps<
    VapiPayload<E>,
    OurPayload<E>
  >;
};

/** What a method resolves to, by name. */
type Results<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => infer R ? Awaited<R> : never;
};
type VapiResults = Results<Vapi>;
type OurResults = Results<WebCall>;
/** The methods whose result fits a record with @vapi-ai/web and not with this client. */
type ResultGaps = {
  [K in keyof VapiResults & keyof OurResults as [Gaps<VapiResults[K], OurResults[K]>] extends [
    never,
  ]
    ? never
    : K]: Gaps<VapiResults[K], OurResults[K]>;
};

test('every event payload that @vapi-ai/web lets code keep in a record fits one here too', () => {
  expectTypeOf<keyof EventGaps>().toEqualTypeOf<never>();
  // the events @vapi-ai/web passes as `any`, spelt out
  expectTypeOf<OurPayload<'message'>>().toExtend<Record<string, unknown>>();
  expectTypeOf<OurPayload<'error'>>().toExtend<Record<string, unknown>>();
  expectTypeOf<OurPayload<'camera-error'>>().toExtend<Record<string, unknown>>();
  expectTypeOf<OurPayload<'network-quality-change'>>().toExtend<Record<string, unknown>>();
  expectTypeOf<OurPayload<'network-connection'>>().toExtend<Record<string, unknown>>();
  expectTypeOf<OurPayload<'local-audio-level-observer-error'>>().toExtend<
    Record<string, unknown>
  >();
});

/** The static methods whose result fits a record with @vapi-ai/web and not with this client. */
type StaticGaps = {
  [K in keyof Results<typeof Vapi> & keyof Results<typeof WebCall> as [
    Gaps<Results<typeof Vapi>[K], Results<typeof WebCall>[K]>,
  ] extends [never]
    ? never
    : K]: Gaps<Results<typeof Vapi>[K], Results<typeof WebCall>[K]>;
};

test('every method result that @vapi-ai/web lets code keep in a record fits one here too', () => {
  expectTypeOf<keyof ResultGaps>().toEqualTypeOf<never>();
  expectTypeOf<keyof StaticGaps>().toEqualTypeOf<never>();
  // `const results: Record<string, unknown> = await Vapi.runNetworkTestsStandalone()`, spelt out
  expectTypeOf<Results<typeof WebCall>['runNetworkTestsStandalone']>().toExtend<
    Record<string, unknown>
  >();
});

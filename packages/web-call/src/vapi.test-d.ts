// Type-level tests (checked by `pnpm typecheck`): code written for @vapi-ai/web 2.7.1 that reads
// payloads it types as `any` compiles against `@org/web-call/vapi`, and the main entry refuses it.
import { expectTypeOf, test } from 'vitest';
import type { WebCall as StrictWebCall } from './index';
import type Vapi from './vapi';
import type { WebCall } from './vapi';

declare const vapi: Vapi;
declare const strict: StrictWebCall;

test('the three reads @vapi-ai/web allows compile against @org/web-call/vapi', () => {
  vapi.on('message', (message) => {
    if (message.type === 'conversation-update') {
      const conversation: Array<{ role: string; content: string }> = message.conversation;
      expectTypeOf(conversation).toBeArray();
    }
    if (message.type === 'function-call') {
      const color: string = message.functionCall.parameters.color;
      expectTypeOf(color).toBeString();
    }
    if (message.type === 'tool-calls') {
      for (const call of message.toolCallList) {
        const city: string = call.function.arguments.city;
        expectTypeOf(city).toBeString();
      }
    }
  });
  vapi.on('error', (e) => expectTypeOf(e.error.error.msg).toBeAny());
  vapi.on('call-start-failed', (e) => expectTypeOf(e.context.anything).toBeAny());
});

test('the same reads fail against the main entry, which types the payloads', () => {
  strict.on('message', (message) => {
    if (message.type === 'conversation-update') {
      // @ts-expect-error `conversation` is not in the document: it reads as unknown
      const conversation: Array<{ role: string; content: string }> = message.conversation;
      expectTypeOf(conversation).toBeArray();
    }
    if (message.type === 'function-call') {
      // @ts-expect-error a parameter reads as unknown
      const color: string = message.functionCall.parameters.color;
      expectTypeOf(color).toBeString();
    }
    if (message.type === 'tool-calls') {
      for (const call of message.toolCallList) {
        // @ts-expect-error the arguments are an object of unknown values, or JSON text
        const city: string = call.function.arguments.city;
        expectTypeOf(city).toBeString();
      }
    }
  });
});

test('the client is the same: its constructor, methods and statics', () => {
  expectTypeOf<ConstructorParameters<typeof Vapi>>().toEqualTypeOf<
    ConstructorParameters<typeof StrictWebCall>
  >();
  expectTypeOf<WebCall['start']>().toEqualTypeOf<StrictWebCall['start']>();
  expectTypeOf<WebCall['send']>().toEqualTypeOf<StrictWebCall['send']>();
  expectTypeOf(vapi.on('call-start', () => {})).toEqualTypeOf<Vapi>();
  type NetworkTests = Awaited<ReturnType<typeof Vapi.runNetworkTestsStandalone>>;
  expectTypeOf<NetworkTests['anything']>().toBeAny();
  // @ts-expect-error no such event, as with the main entry
  vapi.on('no-such-event', () => {});
});

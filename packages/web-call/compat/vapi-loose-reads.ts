// Code written for @vapi-ai/web 2.7.1 that reads message fields it types as `any`: the
// conversation of a `conversation-update` (a field the platform's document does not list), a
// function call's parameter and a tool call's argument. vapi-compat.test.ts type-checks it against
// @vapi-ai/web, against `@org/web-call/vapi` with only the import changed, and against the strictly
// typed main entry, which refuses these three reads.

import type Vapi from '@vapi-ai/web';

export function listen(vapi: Vapi, show: (line: string) => void): void {
  vapi.on('message', (message) => {
    if (message.type === 'conversation-update') {
      const conversation: Array<{ role: string; content: string }> = message.conversation;
      show(`${conversation.length} lines`);
    }
    if (message.type === 'function-call') {
      const color: string = message.functionCall.parameters.color;
      show(`paint it ${color}`);
    }
    if (message.type === 'tool-calls') {
      for (const call of message.toolCallList) {
        const city: string = call.function.arguments.city;
        show(`weather in ${city}`);
      }
    }
  });
}

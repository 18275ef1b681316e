// What the platform refuses in a `POST /call/web` body, with its messages
// (docs/requirements.md#starting-a-call).
import { describe, expect, it } from 'vitest';
import type { CreateWebCallRequest } from '../types/call';
import { webCallRequestProblems } from './web-call-rules';

describe('webCallRequestProblems', () => {
  it.each<[string, CreateWebCallRequest]>([
    ['an assistant id', { assistantId: 'asst_1' }],
    ['an inline assistant', { assistant: { name: 'Desk' } }],
    ['a squad id with overrides', { squadId: 's', assistantOverrides: {} }],
    ['an inline workflow', { workflow: { name: 'w', nodes: [], edges: [] } }],
  ])('passes %s', (_what, body) => {
    expect(webCallRequestProblems(body)).toEqual([]);
  });

  it('asks for something to talk to', () => {
    expect(webCallRequestProblems({})).toEqual([
      'Assistant or Squad or Workflow must be provided.',
    ]);
    // null is not "absent": it is a malformed id as well
    expect(
      webCallRequestProblems({ assistantId: null } as unknown as CreateWebCallRequest),
    ).toEqual([
      'Assistant or Squad or Workflow must be provided.',
      'assistantId must be a non-empty string.',
    ]);
  });

  it('names every malformed field, in order', () => {
    const body = { assistantId: ' ', squadId: 7, assistant: 'Desk', workflowOverrides: [] };
    expect(webCallRequestProblems(body as unknown as CreateWebCallRequest)).toEqual([
      'assistantId must be a non-empty string.',
      'squadId must be a non-empty string.',
      'assistant must be an object.',
      'workflowOverrides must be an object.',
    ]);
  });
});

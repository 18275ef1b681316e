// What the types promise a user, beside the values of schema-values.test.ts: exact request bodies
// with a typed way to send a newer field, open enums, discriminators that narrow, and answers whose
// newer fields are read with `in`.
import { describe, expectTypeOf, it } from 'vitest';
import { type Core, createCore } from '../core/core';
import type { Download, DownloadOptions } from '../core/download';
import { createAssistant, updateAssistant } from '../resources/assistants';
import { downloadCallPcap, listCalls } from '../resources/calls';
import { createEval, createEvalRun } from '../resources/evals';
import { createInsight } from '../resources/insights';
import { createProviderResource } from '../resources/provider-resources';
import { createScorecard } from '../resources/scorecards';
import {
  createStructuredOutput,
  type UpdateStructuredOutputOptions,
  updateStructuredOutput,
} from '../resources/structured-outputs';
import { createTool } from '../resources/tools';
import type { Assistant, ModelConfig, TranscriberConfig, VoiceConfig } from './assistant';
import type { Call, CallStatus } from './call';
import type { Tool, ToolType } from './catalog';
import type { ChatMessage, CreateChatRequest } from './chat';
import type { BodyOf, NamedUnion, Schemas } from './common';
import type { Eval, EvalMessage, EvalRunStarted } from './eval';
import type { CreateInsightRequest, Insight } from './insight';
import type { PhoneNumber } from './phone-number';
import type { CreateProviderResourceRequest, ResourceProvider } from './provider-resource';
import type { StructuredOutputType, UpdateStructuredOutputRequest } from './structured-output';
import type { WorkflowNode } from './workflow';

const core = createCore({ token: 'sk_test' });

describe('request bodies', () => {
  it('refuse a field the schema does not name, at any depth', () => {
    // @ts-expect-error a misspelt field
    createAssistant(core, { name: 'Desk', fristMessage: 'Hello!' });
    createAssistant(core, {
      // @ts-expect-error a field the OpenAI model does not have
      model: { provider: 'openai', model: 'gpt-4o', temprature: 0.2 },
    });
    // @ts-expect-error a query filter the route does not have
    listCalls(core, { statuss: 'ended' });
  });

  it('take a newer field spread in from a Record<string, unknown>, still checking the rest', () => {
    const newer: Record<string, unknown> = { brandNewSetting: true };
    createAssistant(core, { name: 'Desk', ...newer });
    updateAssistant(core, 'asst_1', { model: { provider: 'openai', model: 'gpt-4o', ...newer } });
    // @ts-expect-error the fields beside the spread keep their types
    createAssistant(core, { name: 42, ...newer });
  });

  it('take chat messages as the chat routes do: { role, content }', () => {
    const turn: CreateChatRequest = {
      assistantId: 'asst_1',
      input: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Do you open on Sundays?' },
      ],
    };
    expectTypeOf(turn.input).toEqualTypeOf<string | ChatMessage[]>();
  });
});

describe('enums', () => {
  it('accept a value newer than the snapshot, in requests and answers', () => {
    createAssistant(core, { firstMessageMode: 'a-mode-from-next-month' });
    createAssistant(core, { model: { provider: 'openai', model: 'gpt-from-next-year' } });
    expectTypeOf<'ended' | 'a-status-from-next-month'>().toExtend<CallStatus>();
    expectTypeOf<'a-status-from-next-month'>().toExtend<NonNullable<Call['status']>>();
  });

  it('still name the known values', () => {
    expectTypeOf<
      'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended'
    >().toExtend<CallStatus>();
    expectTypeOf<Extract<CallStatus, 'queued'>>().toEqualTypeOf<'queued'>();
  });
});

describe('discriminators', () => {
  it('stay the exact value', () => {
    // @ts-expect-error a model provider the snapshot does not know
    const model: ModelConfig = { provider: 'openai-next', model: 'x' };
    expectTypeOf(model).not.toBeAny();
    expectTypeOf<string & {}>().not.toExtend<ToolType>();
    // @ts-expect-error a tool kind the snapshot does not know
    createTool(core, { type: 'teleport' });
  });

  it('narrow an assistant’s model, voice and transcriber by provider', () => {
    const { model, voice, transcriber } = {} as Assistant;
    if (model?.provider === 'openai') {
      expectTypeOf(model).toEqualTypeOf<Extract<ModelConfig, { provider: 'openai' }>>();
      expectTypeOf(model.model).toExtend<string>();
      expectTypeOf(model).toHaveProperty('toolStrictCompatibilityMode');
    }
    if (voice?.provider === '11labs') {
      expectTypeOf(voice).toEqualTypeOf<Schemas['ElevenLabsVoice']>();
      expectTypeOf(voice.stability).toEqualTypeOf<number | undefined>();
    }
    if (transcriber?.provider === 'deepgram') {
      expectTypeOf(transcriber).toEqualTypeOf<Schemas['DeepgramTranscriber']>();
    }
    expectTypeOf<VoiceConfig['provider']>().toExtend<string>();
    expectTypeOf<string & {}>().not.toExtend<TranscriberConfig['provider']>();
  });

  it('narrow tools by type, phone numbers by provider, workflow nodes by type', () => {
    const tool = {} as Tool;
    if (tool.type === 'function') expectTypeOf(tool).toEqualTypeOf<Schemas['FunctionTool']>();
    const number = {} as PhoneNumber;
    if (number.provider === 'twilio') expectTypeOf(number.twilioAccountSid).toEqualTypeOf<string>();
    const node = {} as WorkflowNode;
    if (node.type === 'tool') expectTypeOf(node).toEqualTypeOf<Schemas['ToolNode']>();
  });

  it('narrow insights by type, in bodies and answers', () => {
    const body = {} as CreateInsightRequest;
    expectTypeOf(body).toEqualTypeOf<NamedUnion<BodyOf<'InsightController_create'>>>();
    if (body.type === 'bar')
      expectTypeOf(body).toEqualTypeOf<Schemas['CreateBarInsightFromCallTableDTO']>();
    const insight = {} as Insight;
    if (insight.type === 'text') expectTypeOf(insight).toEqualTypeOf<Schemas['TextInsight']>();
    // @ts-expect-error an insight kind the snapshot does not know
    createInsight(core, { type: 'radar', queries: [] });
  });
});

describe('the document’s routes beyond the required ones', () => {
  it('take exact bodies: a field the schema does not name fails', () => {
    // @ts-expect-error a misspelt field
    createEval(core, { type: 'chat.mockConversation', messages: [], nmae: 'x' });
    // @ts-expect-error a field the scorecard metric does not have
    createScorecard(core, { metrics: [{ structuredOutputId: 's', conditions: [], weight: 2 }] });
    // @ts-expect-error a structured output needs its JSON schema
    createStructuredOutput(core, { name: 'booking' });
    createStructuredOutput(core, { name: 'booking', schema: { type: 'object' } });
  });

  it('keep enums open and one-value discriminators closed', () => {
    expectTypeOf<'ai' | 'a-kind-from-next-month'>().toExtend<StructuredOutputType>();
    expectTypeOf<'elevenlabs-next'>().toExtend<ResourceProvider>();
    expectTypeOf<Eval['type']>().toEqualTypeOf<'chat.mockConversation'>();
    const message = {} as EvalMessage;
    if (message.role === 'user')
      expectTypeOf(message).toEqualTypeOf<Schemas['ChatEvalUserMessageMock']>();
  });

  it('type the answers the document leaves undescribed by hand', () => {
    expectTypeOf(createEvalRun).returns.toEqualTypeOf<Promise<EvalRunStarted>>();
    expectTypeOf<EvalRunStarted['anything']>().toEqualTypeOf<unknown>();
    expectTypeOf(createProviderResource)
      .parameter(3)
      .toEqualTypeOf<CreateProviderResourceRequest>();
    expectTypeOf(downloadCallPcap).parameters.toEqualTypeOf<
      [Core, string, (DownloadOptions | undefined)?]
    >();
    expectTypeOf(downloadCallPcap).returns.toEqualTypeOf<Promise<Download>>();
    expectTypeOf<Download['response']>().toEqualTypeOf<Response | undefined>();
    // @ts-expect-error a download has no other redirect mode
    downloadCallPcap(core, 'call_1', { redirect: 'error' });
  });

  it('send the structured output’s update query as an option', () => {
    expectTypeOf(updateStructuredOutput).parameters.toEqualTypeOf<
      [Core, string, UpdateStructuredOutputRequest, (UpdateStructuredOutputOptions | undefined)?]
    >();
  });
});

describe('answers', () => {
  it('have the schema’s fields; a newer one is read with `in`, as unknown', () => {
    const call = {} as Call;
    expectTypeOf(call.id).toEqualTypeOf<string>();
    expectTypeOf(call.endedReason).toExtend<string | undefined>();
    // @ts-expect-error not on the type until the snapshot has it
    call.fieldFromNextMonth;
    if ('fieldFromNextMonth' in call)
      expectTypeOf(call.fieldFromNextMonth).toEqualTypeOf<unknown>();
  });
});

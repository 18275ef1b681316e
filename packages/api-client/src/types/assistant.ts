import type { ChatMessage, ResourceBase, ServerConfig } from './common';

/** The language model behind an assistant. */
export interface ModelConfig {
  /** e.g. `'openai'`, `'anthropic'`, `'google'`, `'groq'`, `'custom-llm'`. */
  provider: string;
  /** The provider's model name, e.g. `'gpt-4o'`. */
  model: string;
  messages?: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  toolIds?: string[];
  tools?: Record<string, unknown>[];
  knowledgeBaseId?: string;
  emotionRecognitionEnabled?: boolean;
  [key: string]: unknown;
}

/** The voice an assistant speaks with. */
export interface VoiceConfig {
  /** e.g. `'11labs'`, `'playht'`, `'azure'`, `'cartesia'`, `'vapi'`, `'tavus'`. */
  provider: string;
  voiceId?: string;
  model?: string;
  speed?: number;
  language?: string;
  [key: string]: unknown;
}

/** The speech-to-text of an assistant. */
export interface TranscriberConfig {
  /** e.g. `'deepgram'`, `'assembly-ai'`, `'gladia'`, `'talkscriber'`. */
  provider: string;
  model?: string;
  language?: string;
  [key: string]: unknown;
}

/** What the platform keeps of a call (recordings, transcripts). */
export interface ArtifactPlan {
  recordingEnabled?: boolean;
  /** Records video of web calls; the web-call client then starts a recording. */
  videoRecordingEnabled?: boolean;
  recordingFormat?: string;
  [key: string]: unknown;
}

/** Who speaks first when a call starts. */
export type FirstMessageMode =
  | 'assistant-speaks-first'
  | 'assistant-speaks-first-with-model-generated-message'
  | 'assistant-waits-for-user';

/** The fields a user sets on an assistant (create, inline, overrides). */
export interface AssistantSettings {
  name?: string;
  firstMessage?: string;
  firstMessageMode?: FirstMessageMode;
  model?: ModelConfig;
  voice?: VoiceConfig;
  transcriber?: TranscriberConfig;
  /** Spoken when a call goes to voicemail. */
  voicemailMessage?: string;
  endCallMessage?: string;
  endCallPhrases?: string[];
  maxDurationSeconds?: number;
  silenceTimeoutSeconds?: number;
  backgroundSound?: string;
  backgroundDenoisingEnabled?: boolean;
  artifactPlan?: ArtifactPlan;
  analysisPlan?: Record<string, unknown>;
  startSpeakingPlan?: Record<string, unknown>;
  stopSpeakingPlan?: Record<string, unknown>;
  /** Detects answering machines on outbound calls. */
  voicemailDetection?: Record<string, unknown>;
  /** Actions run on call events, e.g. `call.ending`. */
  hooks?: Record<string, unknown>[];
  monitorPlan?: { listenEnabled?: boolean; controlEnabled?: boolean; [key: string]: unknown };
  compliancePlan?: { hipaaEnabled?: boolean; pciEnabled?: boolean; [key: string]: unknown };
  clientMessages?: string[];
  serverMessages?: string[];
  server?: ServerConfig;
  credentialIds?: string[];
  metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Body of `POST /assistant`, and an inline assistant of a call. */
export interface CreateAssistantRequest extends AssistantSettings {}

/** Body of `PATCH /assistant/{id}` (and `PUT`). */
export interface UpdateAssistantRequest extends AssistantSettings {}

/** Per-call changes to an assistant; `variableValues` fill `{{placeholders}}` in its prompts. */
export interface AssistantOverrides extends AssistantSettings {
  variableValues?: Record<string, unknown>;
}

/** A stored assistant. */
export interface Assistant extends AssistantSettings, ResourceBase {}

/** One saved version of an assistant (`GET /assistant/{id}/version`). */
export interface AssistantVersion {
  id?: string;
  assistantId?: string;
  createdAt?: string;
  [key: string]: unknown;
}

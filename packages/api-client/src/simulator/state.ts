import type { Assistant, AssistantVersion } from '../types/assistant';
import type { Call } from '../types/call';
import type { Campaign } from '../types/campaign';
import type { KnowledgeBase, Template, Token, Tool } from '../types/catalog';
import type { Chat } from '../types/chat';
import type { ResourceBase } from '../types/common';
import type { Eval, EvalRun } from '../types/eval';
import type { PlatformFile } from '../types/files';
import type { Insight } from '../types/insight';
import type { Org, OrgRole, OrgUser } from '../types/org';
import type { PhoneNumber } from '../types/phone-number';
import type { Credential, LibraryVoice, LogEntry } from '../types/platform';
import type { ProviderResource } from '../types/provider-resource';
import type { Scorecard } from '../types/scorecard';
import type { Session } from '../types/session';
import type { Squad } from '../types/squad';
import type { StructuredOutput } from '../types/structured-output';
import type { TestSuite, TestSuiteRun, TestSuiteTest } from '../types/test-suite';
import type { Workflow } from '../types/workflow';

/** A member of an org, with the role it was invited with (which `GET /org/{id}/user` adds). */
export type OrgMember = OrgUser & { role?: OrgRole };

/** The stored resources of the simulated platform, by id, in the order they were made. */
export interface PlatformCollections {
  calls: Map<string, Call>;
  chats: Map<string, Chat>;
  campaigns: Map<string, Campaign>;
  sessions: Map<string, Session>;
  assistants: Map<string, Assistant>;
  phoneNumbers: Map<string, PhoneNumber>;
  tools: Map<string, Tool>;
  files: Map<string, PlatformFile>;
  knowledgeBases: Map<string, KnowledgeBase>;
  workflows: Map<string, Workflow>;
  squads: Map<string, Squad>;
  testSuites: Map<string, TestSuite>;
  testSuiteTests: Map<string, TestSuiteTest>;
  testSuiteRuns: Map<string, TestSuiteRun>;
  orgs: Map<string, Org>;
  tokens: Map<string, Token>;
  credentials: Map<string, Credential>;
  templates: Map<string, Template>;
  evals: Map<string, Eval>;
  evalRuns: Map<string, EvalRun>;
  structuredOutputs: Map<string, StructuredOutput>;
  scorecards: Map<string, Scorecard>;
  insights: Map<string, Insight>;
  providerResources: Map<string, ProviderResource>;
}

/** What the simulated platform holds: the resources, and what belongs to them. */
export interface PlatformState extends PlatformCollections {
  /** Saved versions of each assistant, oldest first. */
  assistantVersions: Map<string, AssistantVersion[]>;
  /** Members of each org. */
  orgUsers: Map<string, OrgMember[]>;
  logs: LogEntry[];
  voices: LibraryVoice[];
  /** The org every resource made through the simulator belongs to. */
  readonly orgId: string;
}

/**
 * Resources the simulated platform starts with, by client resource name. Each needs an `id`, unique in
 * its collection; `createdAt` and `updatedAt` default to the time the simulator was made, `orgId`
 * to the simulator's org.
 * Tests and runs of a suite name it in `testSuiteId`; org members name their org in `orgId`.
 */
export type PlatformSeed = {
  [K in keyof PlatformCollections]?: PlatformCollections[K] extends Map<string, infer T>
    ? readonly Seeded<T>[]
    : never;
} & {
  orgUsers?: readonly (Seeded<OrgMember> & { orgId: string })[];
  logs?: readonly LogEntry[];
  voices?: readonly Partial<LibraryVoice>[];
};

/**
 * A seeded resource: its `id` and any of its fields. The simulator answers with what was seeded,
 * its stamp filled in.
 */
type Seeded<T> = Partial<T> & { id: string };

const COLLECTIONS = [
  'calls',
  'chats',
  'campaigns',
  'sessions',
  'assistants',
  'phoneNumbers',
  'tools',
  'files',
  'knowledgeBases',
  'workflows',
  'squads',
  'testSuites',
  'testSuiteTests',
  'testSuiteRuns',
  'orgs',
  'tokens',
  'credentials',
  'templates',
  'evals',
  'evalRuns',
  'structuredOutputs',
  'scorecards',
  'insights',
  'providerResources',
] as const satisfies readonly (keyof PlatformCollections)[];

const SEED_KEYS: readonly string[] = [...COLLECTIONS, 'orgUsers', 'logs', 'voices'];

/** A new random id, as the platform's (UUID v4). */
export const newId = (): string => crypto.randomUUID();

/** A copy that shares nothing with the original, as a value sent over the wire would. */
export const copy = <T>(value: T): T => structuredClone(value);

/** Fills a collection from its seed, checking ids. */
function fill<T extends ResourceBase>(
  name: string,
  items: readonly T[] | undefined,
  now: string,
  orgId: string,
): Map<string, T> {
  const map = new Map<string, T>();
  for (const [index, item] of (items ?? []).entries()) {
    if (typeof item !== 'object' || item === null || typeof item.id !== 'string' || !item.id)
      throw new TypeError(`seed.${name}[${index}] needs a non-empty string id`);
    if (map.has(item.id))
      throw new TypeError(`seed.${name}[${index}] repeats the id "${item.id}" of another entry`);
    map.set(item.id, { orgId, createdAt: now, updatedAt: now, ...copy(item) });
  }
  return map;
}

/** The state of one simulator, from its seed. Throws a `TypeError` on a bad seed. */
export function createState(seed: PlatformSeed, orgId = newId()): PlatformState {
  if (typeof seed !== 'object' || seed === null) throw new TypeError('seed must be an object');
  const unknown = Object.keys(seed).filter((key) => !SEED_KEYS.includes(key));
  if (unknown.length)
    throw new TypeError(`seed has no collection ${unknown.map((k) => `"${k}"`).join(', ')}`);
  const now = new Date().toISOString();
  const collections = Object.fromEntries(
    COLLECTIONS.map((name) => [name, fill<ResourceBase>(name, seed[name], now, orgId)]),
  ) as unknown as PlatformCollections;

  for (const [name, parent] of [
    ['testSuiteTests', 'testSuiteId'],
    ['testSuiteRuns', 'testSuiteId'],
  ] as const) {
    for (const item of collections[name].values()) {
      const suite = item[parent];
      if (typeof suite !== 'string' || !collections.testSuites.has(suite))
        throw new TypeError(`seed.${name} entry "${item.id}" names no seeded test suite`);
    }
  }
  const orgUsers = new Map<string, OrgMember[]>();
  for (const { orgId: org, ...user } of seed.orgUsers ?? []) {
    if (!collections.orgs.has(org))
      throw new TypeError(`seed.orgUsers entry "${user.id}" names no seeded org "${org}"`);
    orgUsers.set(org, [...(orgUsers.get(org) ?? []), copy(user) as OrgMember]);
  }
  const assistantVersions = new Map<string, AssistantVersion[]>();
  for (const assistant of collections.assistants.values())
    assistantVersions.set(assistant.id, [versionOf(assistant)]);

  return {
    ...collections,
    assistantVersions,
    orgUsers,
    logs: copy([...(seed.logs ?? [])]),
    // a seeded voice is answered as it was seeded, like every seeded resource
    voices: copy([...(seed.voices ?? [])]) as LibraryVoice[],
    orgId,
  };
}

/** A saved version of an assistant as it is now. */
export function versionOf(assistant: Assistant): AssistantVersion {
  return {
    ...copy(assistant),
    id: newId(),
    assistantId: assistant.id,
    createdAt: assistant.updatedAt ?? new Date().toISOString(),
  };
}

// The programmatic face of the local stack (tests start stacks with startLocalStack); the CLI is cli.ts.

export type { SimulatedRoom } from '@org/api-client/simulator';
export { DEFAULT_GATEWAY_PORT, gatewayPort } from './config';
export type { HealthReport, PartName, PartStatus } from './gateway';
export {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_VOICE_PUBLIC_KEY,
} from './keys';
export { DEMO_ASSISTANT_IDS } from './simulator/scripts';
export type { LocalStack, LocalStackOptions } from './stack';
export { startLocalStack } from './stack';

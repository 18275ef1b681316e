/** Supabase's local default; the gateway listens here unless LOCAL_STACK_PORT says otherwise. */
export const DEFAULT_GATEWAY_PORT = 54321;

/** Reads the gateway port from the environment, refusing anything that is not a usable TCP port. */
export function gatewayPort(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LOCAL_STACK_PORT;
  if (raw === undefined || raw === '') return DEFAULT_GATEWAY_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`LOCAL_STACK_PORT must be a TCP port from 1 to 65535, got "${raw}".`);
  }
  return port;
}

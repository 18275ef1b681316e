/**
 * Every route of SPEC §7 "Platform API routes" plus `POST /call/web` (SPEC §3, §7), written out
 * from the spec with the corrections of DESIGN.md (org member leave, ElevenLabs voice clone,
 * nested test-suite routes, provider as a path value). The route tests check the client against
 * this table, so a route that disappears from the client fails them.
 */
export const SPEC_ROUTES = [
  // Call
  'POST /call',
  'GET /call',
  'GET /call/{id}',
  'PATCH /call/{id}',
  'DELETE /call/{id}',
  'POST /call/phone',
  'POST /call/web',
  'GET /v2/call',
  'GET /v2/call/export',
  'GET /v2/call/metadata',
  'GET /v2/assistant',
  'GET /v2/phone-number',
  // Chat
  'GET /chat',
  'POST /chat',
  'GET /chat/{id}',
  'DELETE /chat/{id}',
  'POST /chat/responses',
  'POST /chat/web',
  'POST /chat/web/responses',
  // Campaign
  'POST /campaign',
  'GET /campaign',
  'GET /campaign/paginated',
  'GET /campaign/{id}',
  'PATCH /campaign/{id}',
  'DELETE /campaign/{id}',
  // Session
  'POST /session',
  'GET /session',
  'GET /session/{id}',
  'PATCH /session/{id}',
  'DELETE /session/{id}',
  // Support
  'POST /support/ticket',
  // Assistant
  'POST /assistant',
  'GET /assistant',
  'GET /assistant/{id}',
  'PATCH /assistant/{id}',
  'PUT /assistant/{id}',
  'DELETE /assistant/{id}',
  'GET /assistant/{id}/version',
  // Phone number
  'POST /phone-number/import/twilio',
  'POST /phone-number/import/vonage',
  'POST /phone-number',
  'GET /phone-number',
  'GET /phone-number/{id}',
  'PATCH /phone-number/{id}',
  'DELETE /phone-number/{id}',
  // Tool, knowledge base, squad, template, token, credential: the same five routes each
  ...['/tool', '/knowledge-base', '/squad', '/template', '/token', '/credential'].flatMap(
    (base) => [
      `POST ${base}`,
      `GET ${base}`,
      `GET ${base}/{id}`,
      `PATCH ${base}/{id}`,
      `DELETE ${base}/{id}`,
    ],
  ),
  'GET /template/pinned',
  'POST /credential/session',
  'POST /credential/webhook',
  'POST /credential/trigger',
  // File
  'POST /file/upload',
  'POST /file',
  'GET /file',
  'GET /file/{id}',
  'PATCH /file/{id}',
  'DELETE /file/{id}',
  // Workflow
  'GET /workflow',
  'POST /workflow',
  'GET /workflow/{id}',
  'PATCH /workflow/{id}',
  'DELETE /workflow/{id}',
  'POST /workflow/generate',
  // Test suite, with nested tests and runs
  'GET /test-suite',
  'POST /test-suite',
  'GET /test-suite/{id}',
  'PATCH /test-suite/{id}',
  'DELETE /test-suite/{id}',
  ...['test', 'run'].flatMap((kind) => [
    `GET /test-suite/{testSuiteId}/${kind}`,
    `POST /test-suite/{testSuiteId}/${kind}`,
    `GET /test-suite/{testSuiteId}/${kind}/{id}`,
    `PATCH /test-suite/{testSuiteId}/${kind}/{id}`,
    `DELETE /test-suite/{testSuiteId}/${kind}/{id}`,
  ]),
  // Analytics
  'POST /analytics',
  // Logs
  'GET /log',
  'DELETE /log',
  'GET /logs',
  'DELETE /logs',
  // Org
  'POST /org',
  'GET /org',
  'GET /org/{id}',
  'PATCH /org/{id}',
  'DELETE /org/{id}',
  'GET /org/{id}/user',
  'DELETE /org/{id}/leave',
  'DELETE /org/{id}/member/{memberId}/leave',
  'POST /org/{id}/invite',
  'PATCH /org/{id}/role',
  'GET /org/{id}/auth',
  // Voice library
  'GET /voice-library/{provider}',
  'GET /voice-library/{provider}/accents',
  'POST /voice-library/sync/{provider}',
  'POST /voice-library/sync',
  'POST /voice-library/create-sesame-voice',
  // Provider routes
  'GET /{provider}/workflows',
  'GET /{provider}/workflows/{id}/hooks',
  'GET /{provider}/locations',
  'GET /{provider}/voices/search',
  'GET /{provider}/voice/search',
  'POST /{provider}/voices/add',
  'POST /{provider}/voice/add',
  'POST /11labs/voice/clone',
] as const;

/** One route of {@link SPEC_ROUTES}. */
export type SpecRoute = (typeof SPEC_ROUTES)[number];

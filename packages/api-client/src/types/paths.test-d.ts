// The types the client derives from the document's `paths` are the package's named types: a route
// the document has a path for takes and answers exactly what its named types say, so that a user
// who writes `CreateAssistantRequest` or `Assistant` gets what the functions take and give. (The
// overlay's routes are typed with the named types themselves.)
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Assistant,
  CreateAssistantRequest,
  ListAssistantsQuery,
  UpdateAssistantRequest,
} from './assistant';
import type {
  Call,
  CallBatchResponse,
  CreateCallRequest,
  ListCallsQuery,
  UpdateCallRequest,
} from './call';
import type {
  Campaign,
  CampaignPage,
  CampaignPageQuery,
  CreateCampaignRequest,
  UpdateCampaignRequest,
} from './campaign';
import type { CreateToolRequest, ListToolsQuery, Tool, UpdateToolRequest } from './catalog';
import type {
  CreateEvalRequest,
  CreateEvalRunRequest,
  Eval,
  EvalPage,
  EvalPageQuery,
  EvalRun,
  EvalRunPage,
  EvalRunPageQuery,
  EvalRunStarted,
  UpdateEvalRequest,
} from './eval';
import type { ListFilesQuery, PlatformFile, UpdateFileRequest } from './files';
import type {
  CreateInsightRequest,
  Insight,
  InsightPage,
  InsightPageQuery,
  InsightRun,
  UpdateInsightRequest,
} from './insight';
import type { DocumentType } from './paths';
import type {
  CreatePhoneNumberRequest,
  PhoneNumber,
  PhoneNumberListQuery,
  PhoneNumberPage,
  PhoneNumberPageQuery,
  UpdatePhoneNumberRequest,
} from './phone-number';
import type { AnalyticsRequest, AnalyticsResult } from './platform';
import type {
  ProviderResource,
  ProviderResourcePage,
  ProviderResourcePageQuery,
} from './provider-resource';
import type {
  CreateScorecardRequest,
  Scorecard,
  ScorecardPage,
  ScorecardPageQuery,
  UpdateScorecardRequest,
} from './scorecard';
import type { CreateSquadRequest, ListSquadsQuery, Squad, UpdateSquadRequest } from './squad';
import type {
  CreateStructuredOutputRequest,
  StructuredOutput,
  StructuredOutputPage,
  StructuredOutputPageQuery,
  StructuredOutputRunRequest,
  UpdateStructuredOutputRequest,
} from './structured-output';

describe('the types derived from the document', () => {
  it('are the named types, route by route', () => {
    expectTypeOf<DocumentType<'POST /analytics', 'body'>>().toEqualTypeOf<AnalyticsRequest>();
    expectTypeOf<DocumentType<'POST /analytics', 'answer'>>().toEqualTypeOf<AnalyticsResult[]>();
    expectTypeOf<DocumentType<'POST /assistant', 'body'>>().toEqualTypeOf<CreateAssistantRequest>();
    expectTypeOf<DocumentType<'POST /assistant', 'answer'>>().toEqualTypeOf<Assistant>();
    expectTypeOf<DocumentType<'GET /assistant', 'query'>>().toEqualTypeOf<ListAssistantsQuery>();
    expectTypeOf<DocumentType<'GET /assistant', 'answer'>>().toEqualTypeOf<Assistant[]>();
    expectTypeOf<DocumentType<'GET /assistant/{id}', 'answer'>>().toEqualTypeOf<Assistant>();
    expectTypeOf<
      DocumentType<'PATCH /assistant/{id}', 'body'>
    >().toEqualTypeOf<UpdateAssistantRequest>();
    expectTypeOf<DocumentType<'PATCH /assistant/{id}', 'answer'>>().toEqualTypeOf<Assistant>();
    expectTypeOf<DocumentType<'DELETE /assistant/{id}', 'answer'>>().toEqualTypeOf<Assistant>();
    expectTypeOf<DocumentType<'POST /call', 'body'>>().toEqualTypeOf<CreateCallRequest>();
    expectTypeOf<DocumentType<'POST /call', 'answer'>>().toEqualTypeOf<Call | CallBatchResponse>();
    expectTypeOf<DocumentType<'GET /call', 'query'>>().toEqualTypeOf<ListCallsQuery>();
    expectTypeOf<DocumentType<'GET /call', 'answer'>>().toEqualTypeOf<Call[]>();
    expectTypeOf<DocumentType<'GET /call/{id}', 'answer'>>().toEqualTypeOf<Call>();
    expectTypeOf<DocumentType<'PATCH /call/{id}', 'body'>>().toEqualTypeOf<UpdateCallRequest>();
    expectTypeOf<DocumentType<'PATCH /call/{id}', 'answer'>>().toEqualTypeOf<Call>();
    expectTypeOf<DocumentType<'DELETE /call/{id}', 'answer'>>().toEqualTypeOf<Call>();
    expectTypeOf<DocumentType<'POST /campaign', 'body'>>().toEqualTypeOf<CreateCampaignRequest>();
    expectTypeOf<DocumentType<'POST /campaign', 'answer'>>().toEqualTypeOf<Campaign>();
    expectTypeOf<DocumentType<'GET /campaign', 'query'>>().toEqualTypeOf<CampaignPageQuery>();
    expectTypeOf<DocumentType<'GET /campaign', 'answer'>>().toEqualTypeOf<CampaignPage>();
    expectTypeOf<DocumentType<'GET /campaign/{id}', 'answer'>>().toEqualTypeOf<Campaign>();
    expectTypeOf<
      DocumentType<'PATCH /campaign/{id}', 'body'>
    >().toEqualTypeOf<UpdateCampaignRequest>();
    expectTypeOf<DocumentType<'PATCH /campaign/{id}', 'answer'>>().toEqualTypeOf<Campaign>();
    expectTypeOf<DocumentType<'DELETE /campaign/{id}', 'answer'>>().toEqualTypeOf<Campaign>();
    expectTypeOf<DocumentType<'POST /eval', 'body'>>().toEqualTypeOf<CreateEvalRequest>();
    expectTypeOf<DocumentType<'POST /eval', 'answer'>>().toEqualTypeOf<Eval>();
    expectTypeOf<DocumentType<'GET /eval', 'query'>>().toEqualTypeOf<EvalPageQuery>();
    expectTypeOf<DocumentType<'GET /eval', 'answer'>>().toEqualTypeOf<EvalPage>();
    expectTypeOf<DocumentType<'GET /eval/{id}', 'answer'>>().toEqualTypeOf<Eval>();
    expectTypeOf<DocumentType<'PATCH /eval/{id}', 'body'>>().toEqualTypeOf<UpdateEvalRequest>();
    expectTypeOf<DocumentType<'PATCH /eval/{id}', 'answer'>>().toEqualTypeOf<Eval>();
    expectTypeOf<DocumentType<'DELETE /eval/{id}', 'answer'>>().toEqualTypeOf<Eval>();
    expectTypeOf<DocumentType<'POST /eval/run', 'body'>>().toEqualTypeOf<CreateEvalRunRequest>();
    expectTypeOf<DocumentType<'POST /eval/run', 'answer'>>().toEqualTypeOf<EvalRunStarted>();
    expectTypeOf<DocumentType<'GET /eval/run', 'query'>>().toEqualTypeOf<EvalRunPageQuery>();
    expectTypeOf<DocumentType<'GET /eval/run', 'answer'>>().toEqualTypeOf<EvalRunPage>();
    expectTypeOf<DocumentType<'GET /eval/run/{id}', 'answer'>>().toEqualTypeOf<EvalRun>();
    expectTypeOf<DocumentType<'DELETE /eval/run/{id}', 'answer'>>().toEqualTypeOf<EvalRun>();
    expectTypeOf<DocumentType<'GET /file', 'query'>>().toEqualTypeOf<ListFilesQuery>();
    expectTypeOf<DocumentType<'GET /file', 'answer'>>().toEqualTypeOf<PlatformFile[]>();
    expectTypeOf<DocumentType<'GET /file/{id}', 'answer'>>().toEqualTypeOf<PlatformFile>();
    expectTypeOf<DocumentType<'PATCH /file/{id}', 'body'>>().toEqualTypeOf<UpdateFileRequest>();
    expectTypeOf<DocumentType<'PATCH /file/{id}', 'answer'>>().toEqualTypeOf<PlatformFile>();
    expectTypeOf<DocumentType<'DELETE /file/{id}', 'answer'>>().toEqualTypeOf<PlatformFile>();
    expectTypeOf<
      DocumentType<'POST /reporting/insight', 'body'>
    >().toEqualTypeOf<CreateInsightRequest>();
    expectTypeOf<DocumentType<'POST /reporting/insight', 'answer'>>().toEqualTypeOf<Insight>();
    expectTypeOf<
      DocumentType<'GET /reporting/insight', 'query'>
    >().toEqualTypeOf<InsightPageQuery>();
    expectTypeOf<DocumentType<'GET /reporting/insight', 'answer'>>().toEqualTypeOf<InsightPage>();
    expectTypeOf<DocumentType<'GET /reporting/insight/{id}', 'answer'>>().toEqualTypeOf<Insight>();
    expectTypeOf<
      DocumentType<'PATCH /reporting/insight/{id}', 'body'>
    >().toEqualTypeOf<UpdateInsightRequest>();
    expectTypeOf<
      DocumentType<'PATCH /reporting/insight/{id}', 'answer'>
    >().toEqualTypeOf<Insight>();
    expectTypeOf<
      DocumentType<'DELETE /reporting/insight/{id}', 'answer'>
    >().toEqualTypeOf<Insight>();
    expectTypeOf<
      DocumentType<'POST /reporting/insight/preview', 'body'>
    >().toEqualTypeOf<CreateInsightRequest>();
    expectTypeOf<
      DocumentType<'POST /reporting/insight/preview', 'answer'>
    >().toEqualTypeOf<InsightRun>();
    expectTypeOf<
      DocumentType<'POST /phone-number', 'body'>
    >().toEqualTypeOf<CreatePhoneNumberRequest>();
    expectTypeOf<DocumentType<'POST /phone-number', 'answer'>>().toEqualTypeOf<PhoneNumber>();
    expectTypeOf<
      DocumentType<'GET /phone-number', 'query'>
    >().toEqualTypeOf<PhoneNumberListQuery>();
    expectTypeOf<DocumentType<'GET /phone-number', 'answer'>>().toEqualTypeOf<PhoneNumber[]>();
    expectTypeOf<DocumentType<'GET /phone-number/{id}', 'answer'>>().toEqualTypeOf<PhoneNumber>();
    expectTypeOf<
      DocumentType<'PATCH /phone-number/{id}', 'body'>
    >().toEqualTypeOf<UpdatePhoneNumberRequest>();
    expectTypeOf<DocumentType<'PATCH /phone-number/{id}', 'answer'>>().toEqualTypeOf<PhoneNumber>();
    expectTypeOf<
      DocumentType<'DELETE /phone-number/{id}', 'answer'>
    >().toEqualTypeOf<PhoneNumber>();
    expectTypeOf<
      DocumentType<'GET /v2/phone-number', 'query'>
    >().toEqualTypeOf<PhoneNumberPageQuery>();
    expectTypeOf<DocumentType<'GET /v2/phone-number', 'answer'>>().toEqualTypeOf<PhoneNumberPage>();
    expectTypeOf<
      DocumentType<'GET /provider/{provider}/{resourceName}', 'query'>
    >().toEqualTypeOf<ProviderResourcePageQuery>();
    expectTypeOf<
      DocumentType<'GET /provider/{provider}/{resourceName}', 'answer'>
    >().toEqualTypeOf<ProviderResourcePage>();
    expectTypeOf<
      DocumentType<'GET /provider/{provider}/{resourceName}/{id}', 'answer'>
    >().toEqualTypeOf<ProviderResource>();
    expectTypeOf<
      DocumentType<'DELETE /provider/{provider}/{resourceName}/{id}', 'answer'>
    >().toEqualTypeOf<ProviderResource>();
    expectTypeOf<
      DocumentType<'POST /observability/scorecard', 'body'>
    >().toEqualTypeOf<CreateScorecardRequest>();
    expectTypeOf<
      DocumentType<'POST /observability/scorecard', 'answer'>
    >().toEqualTypeOf<Scorecard>();
    expectTypeOf<
      DocumentType<'GET /observability/scorecard', 'query'>
    >().toEqualTypeOf<ScorecardPageQuery>();
    expectTypeOf<
      DocumentType<'GET /observability/scorecard', 'answer'>
    >().toEqualTypeOf<ScorecardPage>();
    expectTypeOf<
      DocumentType<'GET /observability/scorecard/{id}', 'answer'>
    >().toEqualTypeOf<Scorecard>();
    expectTypeOf<
      DocumentType<'PATCH /observability/scorecard/{id}', 'body'>
    >().toEqualTypeOf<UpdateScorecardRequest>();
    expectTypeOf<
      DocumentType<'PATCH /observability/scorecard/{id}', 'answer'>
    >().toEqualTypeOf<Scorecard>();
    expectTypeOf<
      DocumentType<'DELETE /observability/scorecard/{id}', 'answer'>
    >().toEqualTypeOf<Scorecard>();
    expectTypeOf<DocumentType<'POST /squad', 'body'>>().toEqualTypeOf<CreateSquadRequest>();
    expectTypeOf<DocumentType<'POST /squad', 'answer'>>().toEqualTypeOf<Squad>();
    expectTypeOf<DocumentType<'GET /squad', 'query'>>().toEqualTypeOf<ListSquadsQuery>();
    expectTypeOf<DocumentType<'GET /squad', 'answer'>>().toEqualTypeOf<Squad[]>();
    expectTypeOf<DocumentType<'GET /squad/{id}', 'answer'>>().toEqualTypeOf<Squad>();
    expectTypeOf<DocumentType<'PATCH /squad/{id}', 'body'>>().toEqualTypeOf<UpdateSquadRequest>();
    expectTypeOf<DocumentType<'PATCH /squad/{id}', 'answer'>>().toEqualTypeOf<Squad>();
    expectTypeOf<DocumentType<'DELETE /squad/{id}', 'answer'>>().toEqualTypeOf<Squad>();
    expectTypeOf<
      DocumentType<'POST /structured-output', 'body'>
    >().toEqualTypeOf<CreateStructuredOutputRequest>();
    expectTypeOf<
      DocumentType<'POST /structured-output', 'answer'>
    >().toEqualTypeOf<StructuredOutput>();
    expectTypeOf<
      DocumentType<'GET /structured-output', 'query'>
    >().toEqualTypeOf<StructuredOutputPageQuery>();
    expectTypeOf<
      DocumentType<'GET /structured-output', 'answer'>
    >().toEqualTypeOf<StructuredOutputPage>();
    expectTypeOf<
      DocumentType<'GET /structured-output/{id}', 'answer'>
    >().toEqualTypeOf<StructuredOutput>();
    expectTypeOf<
      DocumentType<'PATCH /structured-output/{id}', 'body'>
    >().toEqualTypeOf<UpdateStructuredOutputRequest>();
    expectTypeOf<
      DocumentType<'PATCH /structured-output/{id}', 'answer'>
    >().toEqualTypeOf<StructuredOutput>();
    expectTypeOf<
      DocumentType<'DELETE /structured-output/{id}', 'answer'>
    >().toEqualTypeOf<StructuredOutput>();
    expectTypeOf<
      DocumentType<'POST /structured-output/run', 'body'>
    >().toEqualTypeOf<StructuredOutputRunRequest>();
    expectTypeOf<
      DocumentType<'POST /structured-output/run', 'answer'>
    >().toEqualTypeOf<StructuredOutput>();
    expectTypeOf<DocumentType<'POST /tool', 'body'>>().toEqualTypeOf<CreateToolRequest>();
    expectTypeOf<DocumentType<'POST /tool', 'answer'>>().toEqualTypeOf<Tool>();
    expectTypeOf<DocumentType<'GET /tool', 'query'>>().toEqualTypeOf<ListToolsQuery>();
    expectTypeOf<DocumentType<'GET /tool', 'answer'>>().toEqualTypeOf<Tool[]>();
    expectTypeOf<DocumentType<'GET /tool/{id}', 'answer'>>().toEqualTypeOf<Tool>();
    expectTypeOf<DocumentType<'PATCH /tool/{id}', 'body'>>().toEqualTypeOf<UpdateToolRequest>();
    expectTypeOf<DocumentType<'PATCH /tool/{id}', 'answer'>>().toEqualTypeOf<Tool>();
    expectTypeOf<DocumentType<'DELETE /tool/{id}', 'answer'>>().toEqualTypeOf<Tool>();
  });
});

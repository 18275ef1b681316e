// Generated from spec/openapi.gen.json by `pnpm --filter @org/api-client spec:sync` with
// openapi-typescript; do not edit. Types only: importing them adds nothing to a bundle.

export interface paths {
    "/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AnalyticsController_query"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AssistantController_findAll"];
        put?: never;
        post: operations["AssistantController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AssistantController_findOne"];
        put?: never;
        post?: never;
        delete: operations["AssistantController_remove"];
        options?: never;
        head?: never;
        patch: operations["AssistantController_update"];
        trace?: never;
    };
    "/call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallController_findAll"];
        put?: never;
        post: operations["CallController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallController_findOne"];
        put?: never;
        post?: never;
        delete: operations["CallController_deleteCallData"];
        options?: never;
        head?: never;
        patch: operations["CallController_update"];
        trace?: never;
    };
    "/call/{id}/assistant-recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_assistantRecordingDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}/call-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_callLogsDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}/customer-recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_customerRecordingDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}/mono-recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_monoRecordingDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}/pcap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_pcapDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}/stereo-recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_stereoRecordingDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/call/{id}/video-recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CallArtifactController_videoRecordingDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CampaignController_findAll"];
        put?: never;
        post: operations["CampaignController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CampaignController_findOne"];
        put?: never;
        post?: never;
        delete: operations["CampaignController_remove"];
        options?: never;
        head?: never;
        patch: operations["CampaignController_update"];
        trace?: never;
    };
    "/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ChatController_listChats"];
        put?: never;
        post: operations["ChatController_createChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ChatController_createOpenAIChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ChatController_getChat"];
        put?: never;
        post?: never;
        delete: operations["ChatController_deleteChat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EvalController_getPaginated"];
        put?: never;
        post: operations["EvalController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eval/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EvalController_getRunsPaginated"];
        put?: never;
        post: operations["EvalController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eval/run/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EvalController_getRun"];
        put?: never;
        post?: never;
        delete: operations["EvalController_removeRun"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eval/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EvalController_get"];
        put?: never;
        post?: never;
        delete: operations["EvalController_remove"];
        options?: never;
        head?: never;
        patch: operations["EvalController_update"];
        trace?: never;
    };
    "/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FileController_findAll"];
        put?: never;
        post: operations["FileController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FileController_findOne"];
        put?: never;
        post?: never;
        delete: operations["FileController_remove"];
        options?: never;
        head?: never;
        patch: operations["FileController_update"];
        trace?: never;
    };
    "/observability/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ScorecardController_getPaginated"];
        put?: never;
        post: operations["ScorecardController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/observability/scorecard/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ScorecardController_get"];
        put?: never;
        post?: never;
        delete: operations["ScorecardController_remove"];
        options?: never;
        head?: never;
        patch: operations["ScorecardController_update"];
        trace?: never;
    };
    "/phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PhoneNumberController_findAll"];
        put?: never;
        post: operations["PhoneNumberController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone-number/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PhoneNumberController_findOne"];
        put?: never;
        post?: never;
        delete: operations["PhoneNumberController_remove"];
        options?: never;
        head?: never;
        patch: operations["PhoneNumberController_update"];
        trace?: never;
    };
    "/provider/{provider}/{resourceName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderResourceController_getProviderResourcesPaginated"];
        put?: never;
        post: operations["ProviderResourceController_createProviderResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/{resourceName}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderResourceController_getProviderResource"];
        put?: never;
        post?: never;
        delete: operations["ProviderResourceController_deleteProviderResource"];
        options?: never;
        head?: never;
        patch: operations["ProviderResourceController_updateProviderResource"];
        trace?: never;
    };
    "/reporting/insight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InsightController_findAll"];
        put?: never;
        post: operations["InsightController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/insight/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["InsightController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/insight/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InsightController_findOne"];
        put?: never;
        post?: never;
        delete: operations["InsightController_remove"];
        options?: never;
        head?: never;
        patch: operations["InsightController_update"];
        trace?: never;
    };
    "/reporting/insight/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["InsightController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SessionController_findAllPaginated"];
        put?: never;
        post: operations["SessionController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SessionController_findOne"];
        put?: never;
        post?: never;
        delete: operations["SessionController_remove"];
        options?: never;
        head?: never;
        patch: operations["SessionController_update"];
        trace?: never;
    };
    "/squad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SquadController_findAll"];
        put?: never;
        post: operations["SquadController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SquadController_findOne"];
        put?: never;
        post?: never;
        delete: operations["SquadController_remove"];
        options?: never;
        head?: never;
        patch: operations["SquadController_update"];
        trace?: never;
    };
    "/structured-output": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StructuredOutputController_findAll"];
        put?: never;
        post: operations["StructuredOutputController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/structured-output/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["StructuredOutputController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/structured-output/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StructuredOutputController_findOne"];
        put?: never;
        post?: never;
        delete: operations["StructuredOutputController_remove"];
        options?: never;
        head?: never;
        patch: operations["StructuredOutputController_update"];
        trace?: never;
    };
    "/tool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ToolController_findAll"];
        put?: never;
        post: operations["ToolController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ToolController_findOne"];
        put?: never;
        post?: never;
        delete: operations["ToolController_remove"];
        options?: never;
        head?: never;
        patch: operations["ToolController_update"];
        trace?: never;
    };
    "/v2/phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PhoneNumberController_findAllPaginated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AIEdgeCondition: {
            prompt: string;
            /** @enum {string} */
            type: "ai";
        };
        AWSIAMCredentialsAuthenticationPlan: {
            awsAccessKeyId: string;
            awsSecretAccessKey: string;
            /** @enum {string} */
            type: "aws-iam";
        };
        AWSStsAssumeRoleUser: {
            Arn?: string;
            AssumedRoleId?: string;
        };
        AWSStsAuthenticationArtifact: {
            externalId: string;
        };
        AWSStsAuthenticationPlan: {
            externalId?: string;
            roleArn: string;
            /** @enum {string} */
            type: "aws-sts";
        };
        AWSStsAuthenticationSession: {
            assumedRoleUser?: components["schemas"]["AWSStsAssumeRoleUser"];
            credentials?: components["schemas"]["AWSStsCredentials"];
            packedPolicySize?: number;
            sourcedIDEntity?: string;
        };
        AWSStsCredentials: {
            AccessKeyId?: string;
            /** Format: date-time */
            Expiration?: string;
            SecretAccessKey?: string;
            SessionToken?: string;
        };
        AddVoiceToProviderDTO: {
            name: string;
            ownerId: string;
            voiceId: string;
        };
        Analysis: {
            structuredData?: Record<string, unknown>;
            structuredDataMulti?: Record<string, unknown>[];
            successEvaluation?: string;
            summary?: string;
        };
        AnalysisCost: {
            /** @enum {string} */
            analysisType: "structuredData" | "structuredOutput" | "successEvaluation" | "summary" | (string & {});
            cachedPromptTokens?: number;
            completionTokens: number;
            cost: number;
            model: Record<string, unknown>;
            promptTokens: number;
            /** @enum {string} */
            type: "analysis";
        };
        AnalysisCostBreakdown: {
            structuredData?: number;
            structuredDataCachedPromptTokens?: number;
            structuredDataCompletionTokens?: number;
            structuredDataPromptTokens?: number;
            structuredOutput?: number;
            structuredOutputCachedPromptTokens?: number;
            structuredOutputCompletionTokens?: number;
            structuredOutputPromptTokens?: number;
            successEvaluation?: number;
            successEvaluationCachedPromptTokens?: number;
            successEvaluationCompletionTokens?: number;
            successEvaluationPromptTokens?: number;
            summary?: number;
            summaryCachedPromptTokens?: number;
            summaryCompletionTokens?: number;
            summaryPromptTokens?: number;
        };
        AnalysisPlan: {
            /** @deprecated */
            minMessagesThreshold?: number;
            /** @deprecated */
            outcomeIds?: string[];
            /** @deprecated */
            structuredDataMultiPlan?: components["schemas"]["StructuredDataMultiPlan"][];
            /** @deprecated */
            structuredDataPlan?: components["schemas"]["StructuredDataPlan"];
            /** @deprecated */
            successEvaluationPlan?: components["schemas"]["SuccessEvaluationPlan"];
            /** @deprecated */
            summaryPlan?: components["schemas"]["SummaryPlan"];
        };
        AnalyticsOperation: {
            alias?: string;
            /** @enum {string} */
            column: "concurrency" | "cost" | "costBreakdown.analysisBreakdown.summary" | "costBreakdown.llm" | "costBreakdown.llmCachedPromptTokens" | "costBreakdown.llmCompletionTokens" | "costBreakdown.llmPromptTokens" | "costBreakdown.stt" | "costBreakdown.transcriber" | "costBreakdown.transport" | "costBreakdown.tts" | "costBreakdown.ttsCharacters" | "costBreakdown.vapi" | "duration" | "id" | "minutesUsed" | (string & {});
            /** @enum {string} */
            operation: "avg" | "count" | "history" | "max" | "min" | "sum" | (string & {});
        };
        AnalyticsQuery: {
            groupBy?: ("analysis.successEvaluation" | "assistantId" | "endedReason" | "status" | "type" | (string & {}))[];
            groupByVariableValue?: components["schemas"]["VariableValueGroupBy"][];
            name: string;
            operations: components["schemas"]["AnalyticsOperation"][];
            /** @enum {string} */
            table: "call" | "subscription" | (string & {});
            timeRange?: components["schemas"]["TimeRange"];
        };
        AnalyticsQueryDTO: {
            queries: components["schemas"]["AnalyticsQuery"][];
        };
        AnalyticsQueryResult: {
            name: string;
            result: Record<string, unknown>[];
            timeRange: components["schemas"]["TimeRange"];
        };
        AnthropicBedrockCredential: {
            authenticationArtifact?: components["schemas"]["AWSStsAuthenticationArtifact"];
            authenticationPlan: components["schemas"]["AWSIAMCredentialsAuthenticationPlan"] | components["schemas"]["AWSStsAuthenticationPlan"];
            authenticationSession?: components["schemas"]["AWSStsAuthenticationSession"];
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "anthropic-bedrock";
            /** @enum {string} */
            region: "ap-northeast-1" | "ap-southeast-2" | "eu-west-1" | "eu-west-3" | "us-east-1" | "us-west-2" | (string & {});
            /** Format: date-time */
            updatedAt: string;
        };
        AnthropicBedrockModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "claude-3-5-haiku-20241022" | "claude-3-5-sonnet-20240620" | "claude-3-5-sonnet-20241022" | "claude-3-7-sonnet-20250219" | "claude-3-haiku-20240307" | "claude-3-opus-20240229" | "claude-3-sonnet-20240229" | "claude-haiku-4-5-20251001" | "claude-opus-4-20250514" | "claude-opus-4-5-20251101" | "claude-opus-4-6" | "claude-sonnet-4-20250514" | "claude-sonnet-4-5-20250929" | "claude-sonnet-4-6" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "anthropic-bedrock";
            temperature?: number;
            thinking?: components["schemas"]["AnthropicThinkingConfig"];
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        AnthropicCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "anthropic";
            /** Format: date-time */
            updatedAt: string;
        };
        AnthropicModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "claude-3-5-haiku-20241022" | "claude-3-5-sonnet-20240620" | "claude-3-5-sonnet-20241022" | "claude-3-7-sonnet-20250219" | "claude-3-haiku-20240307" | "claude-3-opus-20240229" | "claude-3-sonnet-20240229" | "claude-haiku-4-5-20251001" | "claude-opus-4-20250514" | "claude-opus-4-5-20251101" | "claude-opus-4-6" | "claude-sonnet-4-20250514" | "claude-sonnet-4-5-20250929" | "claude-sonnet-4-6" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "anthropic";
            temperature?: number;
            thinking?: components["schemas"]["AnthropicThinkingConfig"];
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        AnthropicThinkingConfig: {
            budgetTokens: number;
            /** @enum {string} */
            type: "enabled";
        };
        AnyscaleCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "anyscale";
            /** Format: date-time */
            updatedAt: string;
        };
        AnyscaleModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            model: string;
            numFastTurns?: number;
            /** @enum {string} */
            provider: "anyscale";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        ApiRequestTool: {
            backoffPlan?: components["schemas"]["BackoffPlan"];
            body?: components["schemas"]["JsonSchema"];
            /** Format: date-time */
            createdAt: string;
            credentialId?: string;
            description?: string;
            encryptedPaths?: string[];
            headers?: components["schemas"]["JsonSchema"];
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /** @enum {string} */
            method: "DELETE" | "GET" | "PATCH" | "POST" | "PUT" | (string & {});
            name?: string;
            orgId: string;
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            timeoutSeconds?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "apiRequest";
            /** Format: date-time */
            updatedAt: string;
            url: string;
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        Artifact: {
            assistantActivations?: components["schemas"]["AssistantActivation"][];
            logUrl?: string;
            messages?: (components["schemas"]["UserMessage"] | components["schemas"]["SystemMessage"] | components["schemas"]["BotMessage"] | components["schemas"]["ToolCallMessage"] | components["schemas"]["ToolCallResultMessage"])[];
            messagesOpenAIFormatted?: components["schemas"]["OpenAIMessage"][];
            nodes?: components["schemas"]["NodeArtifact"][];
            pcapUrl?: string;
            performanceMetrics?: components["schemas"]["PerformanceMetrics"];
            recording?: components["schemas"]["Recording"];
            /** @deprecated */
            recordingUrl?: string;
            scorecards?: Record<string, unknown>;
            /** @deprecated */
            stereoRecordingUrl?: string;
            structuredOutputs?: Record<string, unknown>;
            /** Format: date-time */
            structuredOutputsLastUpdatedAt?: string;
            transcript?: string;
            transfers?: string[];
            variableValues?: Record<string, unknown>;
            /** @deprecated */
            videoRecordingStartDelaySeconds?: number;
            /** @deprecated */
            videoRecordingUrl?: string;
        };
        ArtifactPlan: {
            fullMessageHistoryEnabled?: boolean;
            loggingEnabled?: boolean;
            loggingPath?: string;
            loggingUseCustomStorageEnabled?: boolean;
            pcapEnabled?: boolean;
            pcapS3PathPrefix?: string;
            pcapUseCustomStorageEnabled?: boolean;
            recordingEnabled?: boolean;
            /** @enum {string} */
            recordingFormat?: "mp3" | "wav;l16" | (string & {});
            recordingPath?: string;
            recordingUseCustomStorageEnabled?: boolean;
            scorecardIds?: string[];
            scorecards?: components["schemas"]["CreateScorecardDTO"][];
            structuredOutputIds?: string[];
            structuredOutputs?: components["schemas"]["CreateStructuredOutputDTO"][];
            transcriptPlan?: components["schemas"]["TranscriptPlan"];
            videoRecordingEnabled?: boolean;
        };
        AssemblyAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "assembly-ai";
            /** Format: date-time */
            updatedAt: string;
        };
        AssemblyAITranscriber: {
            confidenceThreshold?: number;
            disablePartialTranscripts?: boolean;
            endOfTurnConfidenceThreshold?: number;
            endUtteranceSilenceThreshold?: number;
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            formatTurns?: boolean;
            keytermsPrompt?: string[];
            /** @enum {string} */
            language?: "en" | "multi" | (string & {});
            maxTurnSilence?: number;
            minEndOfTurnSilenceWhenConfident?: number;
            /** @enum {string} */
            provider: "assembly-ai";
            realtimeUrl?: string;
            /** @enum {string} */
            speechModel?: "universal-streaming-english" | "universal-streaming-multilingual" | (string & {});
            vadAssistedEndpointingEnabled?: boolean;
            wordBoost?: string[];
            /** @deprecated */
            wordFinalizationMaxWaitTime?: number;
        };
        Assistant: {
            /** @deprecated */
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            clientMessages?: ("assistant.speechStarted" | "assistant.started" | "conversation-update" | "function-call" | "function-call-result" | "hang" | "language-changed" | "metadata" | "model-output" | "speech-update" | "status-update" | "tool-calls" | "tool-calls-result" | "tool.completed" | "transcript" | "transfer-update" | "user-interrupted" | "voice-input" | "workflow.node.started" | (string & {}))[];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            /** Format: date-time */
            createdAt: string;
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            endCallMessage?: string;
            endCallPhrases?: string[];
            firstMessage?: string;
            /** @default false */
            firstMessageInterruptionsEnabled?: boolean;
            /** @enum {string} */
            firstMessageMode?: "assistant-speaks-first" | "assistant-speaks-first-with-model-generated-message" | "assistant-waits-for-user" | (string & {});
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["SessionCreatedHook"])[];
            id: string;
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            metadata?: Record<string, unknown>;
            model?: components["schemas"]["AnthropicModel"] | components["schemas"]["AnthropicBedrockModel"] | components["schemas"]["AnyscaleModel"] | components["schemas"]["CerebrasModel"] | components["schemas"]["CustomLLMModel"] | components["schemas"]["DeepInfraModel"] | components["schemas"]["DeepSeekModel"] | components["schemas"]["GoogleModel"] | components["schemas"]["GroqModel"] | components["schemas"]["InflectionAIModel"] | components["schemas"]["MinimaxLLMModel"] | components["schemas"]["OpenAIModel"] | components["schemas"]["OpenRouterModel"] | components["schemas"]["PerplexityAIModel"] | components["schemas"]["TogetherAIModel"] | components["schemas"]["XaiModel"];
            modelOutputInMessagesEnabled?: boolean;
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name?: string;
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            orgId: string;
            server?: components["schemas"]["Server"];
            serverMessages?: ("assistant.speechStarted" | "assistant.started" | "call.delete.failed" | "call.deleted" | "chat.created" | "chat.deleted" | "conversation-update" | "end-of-call-report" | "function-call" | "handoff-destination-request" | "hang" | "language-change-detected" | "language-changed" | "model-output" | "phone-call-control" | "session.created" | "session.deleted" | "session.updated" | "speech-update" | "status-update" | "tool-calls" | "transcript" | "transcript[transcriptType=\"final\"]" | "transfer-destination-request" | "transfer-update" | "user-interrupted" | "voice-input" | (string & {}))[];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            transportConfigurations?: components["schemas"]["TransportConfigurationTwilio"][];
            /** Format: date-time */
            updatedAt: string;
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        AssistantActivation: {
            assistantId?: string;
            assistantName: string;
        };
        AssistantCustomEndpointingRule: {
            regex: string;
            regexOptions?: components["schemas"]["RegexOption"][];
            timeoutSeconds: number;
            /** @enum {string} */
            type: "assistant";
        };
        AssistantMessage: {
            content?: string;
            metadata?: Record<string, unknown>;
            name?: string;
            refusal?: string;
            /**
             * @default assistant
             * @enum {string}
             */
            role: "assistant";
            tool_calls?: components["schemas"]["ToolCall"][];
        };
        AssistantMessageEvaluationContinuePlan: {
            contentOverride?: string;
            exitOnFailureEnabled?: boolean;
            toolCallsOverride?: components["schemas"]["ChatEvalAssistantMessageMockToolCall"][];
        };
        AssistantMessageJudgePlanAI: {
            autoIncludeMessageHistory?: boolean;
            model: components["schemas"]["EvalOpenAIModel"] | components["schemas"]["EvalAnthropicModel"] | components["schemas"]["EvalGoogleModel"] | components["schemas"]["EvalCustomModel"];
            /** @enum {string} */
            type: "ai";
        };
        AssistantMessageJudgePlanExact: {
            content: string;
            toolCalls?: components["schemas"]["ChatEvalAssistantMessageMockToolCall"][];
            /** @enum {string} */
            type: "exact";
        };
        AssistantMessageJudgePlanRegex: {
            content: string;
            toolCalls?: components["schemas"]["ChatEvalAssistantMessageMockToolCall"][];
            /** @enum {string} */
            type: "regex";
        };
        AssistantOverrides: {
            /** @deprecated */
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            clientMessages?: ("assistant.speechStarted" | "assistant.started" | "conversation-update" | "function-call" | "function-call-result" | "hang" | "language-changed" | "metadata" | "model-output" | "speech-update" | "status-update" | "tool-calls" | "tool-calls-result" | "tool.completed" | "transcript" | "transfer-update" | "user-interrupted" | "voice-input" | "workflow.node.started" | (string & {}))[];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            endCallMessage?: string;
            endCallPhrases?: string[];
            firstMessage?: string;
            /** @default false */
            firstMessageInterruptionsEnabled?: boolean;
            /** @enum {string} */
            firstMessageMode?: "assistant-speaks-first" | "assistant-speaks-first-with-model-generated-message" | "assistant-waits-for-user" | (string & {});
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["SessionCreatedHook"])[];
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            metadata?: Record<string, unknown>;
            model?: components["schemas"]["AnthropicModel"] | components["schemas"]["AnthropicBedrockModel"] | components["schemas"]["AnyscaleModel"] | components["schemas"]["CerebrasModel"] | components["schemas"]["CustomLLMModel"] | components["schemas"]["DeepInfraModel"] | components["schemas"]["DeepSeekModel"] | components["schemas"]["GoogleModel"] | components["schemas"]["GroqModel"] | components["schemas"]["InflectionAIModel"] | components["schemas"]["MinimaxLLMModel"] | components["schemas"]["OpenAIModel"] | components["schemas"]["OpenRouterModel"] | components["schemas"]["PerplexityAIModel"] | components["schemas"]["TogetherAIModel"] | components["schemas"]["XaiModel"];
            modelOutputInMessagesEnabled?: boolean;
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name?: string;
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            server?: components["schemas"]["Server"];
            serverMessages?: ("assistant.speechStarted" | "assistant.started" | "call.delete.failed" | "call.deleted" | "chat.created" | "chat.deleted" | "conversation-update" | "end-of-call-report" | "function-call" | "handoff-destination-request" | "hang" | "language-change-detected" | "language-changed" | "model-output" | "phone-call-control" | "session.created" | "session.deleted" | "session.updated" | "speech-update" | "status-update" | "tool-calls" | "transcript" | "transcript[transcriptType=\"final\"]" | "transfer-destination-request" | "transfer-update" | "user-interrupted" | "voice-input" | (string & {}))[];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            "tools:append"?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            transportConfigurations?: components["schemas"]["TransportConfigurationTwilio"][];
            variableValues?: Record<string, unknown>;
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        AssistantPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Assistant"][];
        };
        AssistantSpeechWordAlignmentTiming: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "word-alignment";
            words: string[];
            wordsEndTimesMs: number[];
            wordsStartTimesMs: number[];
        };
        AssistantSpeechWordProgressTiming: {
            segment?: string;
            segmentDurationMs?: number;
            totalWords: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "word-progress";
            words?: components["schemas"]["AssistantSpeechWordTimestamp"][];
            wordsSpoken: number;
        };
        AssistantSpeechWordTimestamp: {
            endMs: number;
            startMs: number;
            word: string;
        };
        AssistantVersionPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            nextPageState?: string;
            results: unknown[];
        };
        AudioFormat: {
            /** @enum {string} */
            container?: "raw";
            /** @enum {string} */
            format: "mulaw" | "pcm_s16le" | (string & {});
            sampleRate: number;
        };
        AutoReloadPlan: {
            credits: number;
            threshold: number;
        };
        AzureBlobStorageBucketPlan: {
            connectionString: string;
            containerName: string;
            path?: string;
        };
        AzureCredential: {
            apiKey?: string;
            bucketPlan?: components["schemas"]["AzureBlobStorageBucketPlan"];
            /** Format: date-time */
            createdAt: string;
            fallbackIndex?: number;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "azure";
            /** @enum {string} */
            region?: "australiaeast" | "canadacentral" | "canadaeast" | "centralus" | "eastus" | "eastus2" | "france" | "germanywestcentral" | "india" | "japaneast" | "japanwest" | "northcentralus" | "norway" | "polandcentral" | "southcentralus" | "spaincentral" | "swedencentral" | "switzerland" | "uaenorth" | "uk" | "westeurope" | "westus" | "westus3" | (string & {});
            /**
             * @default speech
             * @enum {string}
             */
            service: "blob_storage" | "speech" | (string & {});
            /** Format: date-time */
            updatedAt: string;
        };
        AzureOpenAICredential: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            models: ("gpt-35-turbo-0125" | "gpt-35-turbo-1106" | "gpt-4-0125-preview" | "gpt-4-0613" | "gpt-4-1106-preview" | "gpt-4-turbo-2024-04-09" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-nano-2025-04-14" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-08-06" | "gpt-4o-2024-11-20" | "gpt-4o-mini-2024-07-18" | "gpt-5" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat" | "gpt-5.2" | "gpt-5.2-chat" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini-2026-03-17" | "gpt-5.4-nano" | (string & {}))[];
            name?: string;
            ocpApimSubscriptionKey?: string;
            openAIEndpoint: string;
            openAIKey: string;
            orgId: string;
            /** @enum {string} */
            provider: "azure-openai";
            /** @enum {string} */
            region: "australiaeast" | "canadacentral" | "canadaeast" | "centralus" | "eastus" | "eastus2" | "france" | "germanywestcentral" | "india" | "japaneast" | "japanwest" | "northcentralus" | "norway" | "polandcentral" | "southcentralus" | "spaincentral" | "swedencentral" | "switzerland" | "uaenorth" | "uk" | "westeurope" | "westus" | "westus3" | (string & {});
            /** Format: date-time */
            updatedAt: string;
        };
        AzureSpeechTranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "af-ZA" | "am-ET" | "ar-AE" | "ar-BH" | "ar-DZ" | "ar-EG" | "ar-IL" | "ar-IQ" | "ar-JO" | "ar-KW" | "ar-LB" | "ar-LY" | "ar-MA" | "ar-OM" | "ar-PS" | "ar-QA" | "ar-SA" | "ar-SY" | "ar-TN" | "ar-YE" | "az-AZ" | "bg-BG" | "bn-IN" | "bs-BA" | "ca-ES" | "cs-CZ" | "cy-GB" | "da-DK" | "de-AT" | "de-CH" | "de-DE" | "el-GR" | "en-AU" | "en-CA" | "en-GB" | "en-GH" | "en-HK" | "en-IE" | "en-IN" | "en-KE" | "en-NG" | "en-NZ" | "en-PH" | "en-SG" | "en-TZ" | "en-US" | "en-ZA" | "es-AR" | "es-BO" | "es-CL" | "es-CO" | "es-CR" | "es-CU" | "es-DO" | "es-EC" | "es-ES" | "es-GQ" | "es-GT" | "es-HN" | "es-MX" | "es-NI" | "es-PA" | "es-PE" | "es-PR" | "es-PY" | "es-SV" | "es-US" | "es-UY" | "es-VE" | "et-EE" | "eu-ES" | "fa-IR" | "fi-FI" | "fil-PH" | "fr-BE" | "fr-CA" | "fr-CH" | "fr-FR" | "ga-IE" | "gl-ES" | "gu-IN" | "he-IL" | "hi-IN" | "hr-HR" | "hu-HU" | "hy-AM" | "id-ID" | "is-IS" | "it-CH" | "it-IT" | "ja-JP" | "jv-ID" | "ka-GE" | "kk-KZ" | "km-KH" | "kn-IN" | "ko-KR" | "lo-LA" | "lt-LT" | "lv-LV" | "mk-MK" | "ml-IN" | "mn-MN" | "mr-IN" | "ms-MY" | "mt-MT" | "my-MM" | "nb-NO" | "ne-NP" | "nl-BE" | "nl-NL" | "pa-IN" | "pl-PL" | "ps-AF" | "pt-BR" | "pt-PT" | "ro-RO" | "ru-RU" | "si-LK" | "sk-SK" | "sl-SI" | "so-SO" | "sq-AL" | "sr-RS" | "sv-SE" | "sw-KE" | "sw-TZ" | "ta-IN" | "te-IN" | "th-TH" | "tr-TR" | "uk-UA" | "ur-IN" | "uz-UZ" | "vi-VN" | "wuu-CN" | "yue-CN" | "zh-CN" | "zh-CN-shandong" | "zh-CN-sichuan" | "zh-HK" | "zh-TW" | "zu-ZA" | (string & {});
            /** @enum {string} */
            provider: "azure";
            segmentationMaximumTimeMs?: number;
            segmentationSilenceTimeoutMs?: number;
            /** @enum {string} */
            segmentationStrategy?: "Default" | "Semantic" | "Time" | (string & {});
        };
        AzureVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            provider: "azure";
            speed?: number;
            voiceId: ("andrew" | "brian" | "emma" | (string & {})) | string;
        };
        BackgroundSpeechDenoisingPlan: {
            fourierDenoisingPlan?: components["schemas"]["FourierDenoisingPlan"];
            smartDenoisingPlan?: components["schemas"]["SmartDenoisingPlan"];
        };
        BackoffPlan: {
            baseDelaySeconds: number;
            excludedStatusCodes?: Record<string, unknown>[];
            maxRetries: number;
            /** @enum {string} */
            type: "exponential" | "fixed" | (string & {});
        };
        BarInsight: {
            /** Format: date-time */
            createdAt: string;
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            id: string;
            metadata?: components["schemas"]["BarInsightMetadata"];
            name?: string;
            orgId: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"] | components["schemas"]["JSONQueryOnEventsTable"])[];
            systemKey?: string;
            timeRange?: components["schemas"]["InsightTimeRangeWithStep"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bar";
            /** Format: date-time */
            updatedAt: string;
        };
        BarInsightMetadata: {
            name?: string;
            xAxisLabel?: string;
            yAxisLabel?: string;
            yAxisMax?: number;
            yAxisMin?: number;
        };
        BashTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default bash
             * @enum {string}
             */
            name: "bash";
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "bash_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bash";
            /** Format: date-time */
            updatedAt: string;
        };
        BashToolWithToolCall: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default bash
             * @enum {string}
             */
            name: "bash";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "bash_20241022";
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "bash";
        };
        BearerAuthenticationPlan: {
            bearerPrefixEnabled?: boolean;
            headerName?: string;
            token: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bearer";
        };
        BooleanComparatorScorecardMetricCondition: {
            /** @enum {string} */
            comparator: "=";
            points: number;
            /** @enum {string} */
            type: "comparator";
            value: boolean;
        };
        BotMessage: {
            duration?: number;
            endTime: number;
            message: string;
            role: string;
            secondsFromStart: number;
            source?: string;
            time: number;
        };
        BothCustomEndpointingRule: {
            assistantRegex: string;
            assistantRegexOptions?: components["schemas"]["RegexOption"][];
            customerRegex: string;
            customerRegexOptions?: components["schemas"]["RegexOption"][];
            timeoutSeconds: number;
            /** @enum {string} */
            type: "both";
        };
        BucketPlan: {
            hmacAccessKey?: string;
            hmacSecret?: string;
            name: string;
            path?: string;
            region?: string;
        };
        ByoPhoneNumber: {
            assistantId?: string;
            /** Format: date-time */
            createdAt: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            id: string;
            name?: string;
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            orgId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "byo-phone-number";
            server?: components["schemas"]["Server"];
            squadId?: string;
            /** @enum {string} */
            status?: "activating" | "active" | "blocked" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflowId?: string;
        };
        ByoSipTrunkCredential: {
            /** Format: date-time */
            createdAt: string;
            gateways: components["schemas"]["SipTrunkGateway"][];
            id: string;
            name?: string;
            orgId: string;
            outboundAuthenticationPlan?: components["schemas"]["SipTrunkOutboundAuthenticationPlan"];
            outboundLeadingPlusEnabled?: boolean;
            /** @enum {string} */
            provider?: "byo-sip-trunk";
            sbcConfiguration?: components["schemas"]["SbcConfiguration"];
            sipDiversionHeader?: string;
            techPrefix?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Call: {
            analysis?: components["schemas"]["Analysis"];
            artifact?: components["schemas"]["Artifact"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            campaignId?: string;
            compliance?: components["schemas"]["Compliance"];
            cost?: number;
            costBreakdown?: components["schemas"]["CostBreakdown"];
            costs?: (components["schemas"]["TransportCost"] | components["schemas"]["TranscriberCost"] | components["schemas"]["ModelCost"] | components["schemas"]["VoiceCost"] | components["schemas"]["VapiCost"] | components["schemas"]["VoicemailDetectionCost"] | components["schemas"]["AnalysisCost"] | components["schemas"]["KnowledgeBaseCost"])[];
            /** Format: date-time */
            createdAt: string;
            customer?: components["schemas"]["CreateCustomerDTO"];
            customerId?: string;
            destination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            /** Format: date-time */
            endedAt?: string;
            endedMessage?: string;
            /** @enum {string} */
            endedReason?: "assistant-ended-call" | "assistant-ended-call-after-message-spoken" | "assistant-ended-call-with-hangup-task" | "assistant-forwarded-call" | "assistant-join-timed-out" | "assistant-not-found" | "assistant-not-valid" | "assistant-request-failed" | "assistant-request-returned-error" | "assistant-request-returned-forwarding-phone-number" | "assistant-request-returned-invalid-assistant" | "assistant-request-returned-no-assistant" | "assistant-request-returned-unspeakable-error" | "assistant-said-end-call-phrase" | "call-deleted" | "call-start-error-neither-assistant-nor-server-set" | "call.ending.hook-executed-say" | "call.ending.hook-executed-transfer" | "call.forwarding.operator-busy" | "call.in-progress.error-assistant-did-not-receive-customer-audio" | "call.in-progress.error-pipeline-no-available-llm-model" | "call.in-progress.error-pipeline-ws-model-connection-failed" | "call.in-progress.error-providerfault-anthropic-500-server-error" | "call.in-progress.error-providerfault-anthropic-503-server-overloaded-error" | "call.in-progress.error-providerfault-anthropic-bedrock-500-server-error" | "call.in-progress.error-providerfault-anthropic-bedrock-503-server-overloaded-error" | "call.in-progress.error-providerfault-anthropic-bedrock-llm-failed" | "call.in-progress.error-providerfault-anthropic-llm-failed" | "call.in-progress.error-providerfault-anthropic-vertex-500-server-error" | "call.in-progress.error-providerfault-anthropic-vertex-503-server-overloaded-error" | "call.in-progress.error-providerfault-anthropic-vertex-llm-failed" | "call.in-progress.error-providerfault-anyscale-500-server-error" | "call.in-progress.error-providerfault-anyscale-503-server-overloaded-error" | "call.in-progress.error-providerfault-anyscale-llm-failed" | "call.in-progress.error-providerfault-azure-openai-500-server-error" | "call.in-progress.error-providerfault-azure-openai-503-server-overloaded-error" | "call.in-progress.error-providerfault-azure-openai-llm-failed" | "call.in-progress.error-providerfault-baseten-500-server-error" | "call.in-progress.error-providerfault-baseten-503-server-overloaded-error" | "call.in-progress.error-providerfault-baseten-llm-failed" | "call.in-progress.error-providerfault-cartesia-500-server-error" | "call.in-progress.error-providerfault-cartesia-503-server-error" | "call.in-progress.error-providerfault-cartesia-522-server-error" | "call.in-progress.error-providerfault-cerebras-500-server-error" | "call.in-progress.error-providerfault-cerebras-503-server-overloaded-error" | "call.in-progress.error-providerfault-cerebras-llm-failed" | "call.in-progress.error-providerfault-custom-llm-500-server-error" | "call.in-progress.error-providerfault-custom-llm-503-server-overloaded-error" | "call.in-progress.error-providerfault-custom-llm-llm-failed" | "call.in-progress.error-providerfault-deep-seek-500-server-error" | "call.in-progress.error-providerfault-deep-seek-503-server-overloaded-error" | "call.in-progress.error-providerfault-deep-seek-llm-failed" | "call.in-progress.error-providerfault-deepgram-returning-500-invalid-json" | "call.in-progress.error-providerfault-deepgram-returning-502-bad-gateway-ehostunreach" | "call.in-progress.error-providerfault-deepgram-returning-502-network-error" | "call.in-progress.error-providerfault-deepinfra-500-server-error" | "call.in-progress.error-providerfault-deepinfra-503-server-overloaded-error" | "call.in-progress.error-providerfault-deepinfra-llm-failed" | "call.in-progress.error-providerfault-eleven-labs-500-server-error" | "call.in-progress.error-providerfault-eleven-labs-503-server-error" | "call.in-progress.error-providerfault-eleven-labs-system-busy-and-requested-upgrade" | "call.in-progress.error-providerfault-google-500-server-error" | "call.in-progress.error-providerfault-google-503-server-overloaded-error" | "call.in-progress.error-providerfault-google-llm-failed" | "call.in-progress.error-providerfault-groq-500-server-error" | "call.in-progress.error-providerfault-groq-503-server-overloaded-error" | "call.in-progress.error-providerfault-groq-llm-failed" | "call.in-progress.error-providerfault-inflection-ai-500-server-error" | "call.in-progress.error-providerfault-inflection-ai-503-server-overloaded-error" | "call.in-progress.error-providerfault-inflection-ai-llm-failed" | "call.in-progress.error-providerfault-minimax-500-server-error" | "call.in-progress.error-providerfault-minimax-503-server-overloaded-error" | "call.in-progress.error-providerfault-minimax-llm-failed" | "call.in-progress.error-providerfault-mistral-500-server-error" | "call.in-progress.error-providerfault-mistral-503-server-overloaded-error" | "call.in-progress.error-providerfault-mistral-llm-failed" | "call.in-progress.error-providerfault-openai-500-server-error" | "call.in-progress.error-providerfault-openai-503-server-overloaded-error" | "call.in-progress.error-providerfault-openai-llm-failed" | "call.in-progress.error-providerfault-openrouter-500-server-error" | "call.in-progress.error-providerfault-openrouter-503-server-overloaded-error" | "call.in-progress.error-providerfault-openrouter-llm-failed" | "call.in-progress.error-providerfault-outbound-sip-403-forbidden" | "call.in-progress.error-providerfault-outbound-sip-407-proxy-authentication-required" | "call.in-progress.error-providerfault-outbound-sip-408-request-timeout" | "call.in-progress.error-providerfault-outbound-sip-480-temporarily-unavailable" | "call.in-progress.error-providerfault-outbound-sip-503-service-unavailable" | "call.in-progress.error-providerfault-perplexity-ai-500-server-error" | "call.in-progress.error-providerfault-perplexity-ai-503-server-overloaded-error" | "call.in-progress.error-providerfault-perplexity-ai-llm-failed" | "call.in-progress.error-providerfault-playht-502-gateway-error" | "call.in-progress.error-providerfault-playht-504-gateway-error" | "call.in-progress.error-providerfault-runpod-500-server-error" | "call.in-progress.error-providerfault-runpod-503-server-overloaded-error" | "call.in-progress.error-providerfault-runpod-llm-failed" | "call.in-progress.error-providerfault-together-ai-500-server-error" | "call.in-progress.error-providerfault-together-ai-503-server-overloaded-error" | "call.in-progress.error-providerfault-together-ai-llm-failed" | "call.in-progress.error-providerfault-transport-never-connected" | "call.in-progress.error-providerfault-vapi-500-server-error" | "call.in-progress.error-providerfault-vapi-503-server-overloaded-error" | "call.in-progress.error-providerfault-vapi-llm-failed" | "call.in-progress.error-providerfault-xai-500-server-error" | "call.in-progress.error-providerfault-xai-503-server-overloaded-error" | "call.in-progress.error-providerfault-xai-llm-failed" | "call.in-progress.error-sip-inbound-call-failed-to-connect" | "call.in-progress.error-sip-outbound-call-failed-to-connect" | "call.in-progress.error-transfer-failed" | "call.in-progress.error-vapifault-anthropic-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-anthropic-401-unauthorized" | "call.in-progress.error-vapifault-anthropic-403-model-access-denied" | "call.in-progress.error-vapifault-anthropic-429-exceeded-quota" | "call.in-progress.error-vapifault-anthropic-bedrock-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-anthropic-bedrock-401-unauthorized" | "call.in-progress.error-vapifault-anthropic-bedrock-403-model-access-denied" | "call.in-progress.error-vapifault-anthropic-bedrock-429-exceeded-quota" | "call.in-progress.error-vapifault-anthropic-vertex-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-anthropic-vertex-401-unauthorized" | "call.in-progress.error-vapifault-anthropic-vertex-403-model-access-denied" | "call.in-progress.error-vapifault-anthropic-vertex-429-exceeded-quota" | "call.in-progress.error-vapifault-anyscale-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-anyscale-401-unauthorized" | "call.in-progress.error-vapifault-anyscale-403-model-access-denied" | "call.in-progress.error-vapifault-anyscale-429-exceeded-quota" | "call.in-progress.error-vapifault-assembly-ai-returning-400-insufficent-funds" | "call.in-progress.error-vapifault-assembly-ai-returning-400-paid-only-feature" | "call.in-progress.error-vapifault-assembly-ai-returning-401-invalid-credentials" | "call.in-progress.error-vapifault-assembly-ai-returning-500-invalid-schema" | "call.in-progress.error-vapifault-assembly-ai-returning-500-word-boost-parsing-failed" | "call.in-progress.error-vapifault-assembly-ai-transcriber-failed" | "call.in-progress.error-vapifault-azure-openai-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-azure-openai-401-unauthorized" | "call.in-progress.error-vapifault-azure-openai-403-model-access-denied" | "call.in-progress.error-vapifault-azure-openai-429-exceeded-quota" | "call.in-progress.error-vapifault-azure-speech-transcriber-failed" | "call.in-progress.error-vapifault-azure-voice-failed" | "call.in-progress.error-vapifault-baseten-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-baseten-401-unauthorized" | "call.in-progress.error-vapifault-baseten-403-model-access-denied" | "call.in-progress.error-vapifault-baseten-429-exceeded-quota" | "call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing" | "call.in-progress.error-vapifault-cartesia-requested-payment" | "call.in-progress.error-vapifault-cartesia-socket-hang-up" | "call.in-progress.error-vapifault-cartesia-voice-failed" | "call.in-progress.error-vapifault-cerebras-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-cerebras-401-unauthorized" | "call.in-progress.error-vapifault-cerebras-403-model-access-denied" | "call.in-progress.error-vapifault-cerebras-429-exceeded-quota" | "call.in-progress.error-vapifault-chat-pipeline-failed-to-start" | "call.in-progress.error-vapifault-custom-llm-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-custom-llm-401-unauthorized" | "call.in-progress.error-vapifault-custom-llm-403-model-access-denied" | "call.in-progress.error-vapifault-custom-llm-429-exceeded-quota" | "call.in-progress.error-vapifault-custom-transcriber-failed" | "call.in-progress.error-vapifault-deep-seek-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-deep-seek-401-unauthorized" | "call.in-progress.error-vapifault-deep-seek-403-model-access-denied" | "call.in-progress.error-vapifault-deep-seek-429-exceeded-quota" | "call.in-progress.error-vapifault-deepgram-returning-400-no-such-model-language-tier-combination" | "call.in-progress.error-vapifault-deepgram-returning-401-invalid-credentials" | "call.in-progress.error-vapifault-deepgram-returning-403-model-access-denied" | "call.in-progress.error-vapifault-deepgram-returning-404-not-found" | "call.in-progress.error-vapifault-deepgram-transcriber-failed" | "call.in-progress.error-vapifault-deepgram-voice-failed" | "call.in-progress.error-vapifault-deepinfra-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-deepinfra-401-unauthorized" | "call.in-progress.error-vapifault-deepinfra-403-model-access-denied" | "call.in-progress.error-vapifault-deepinfra-429-exceeded-quota" | "call.in-progress.error-vapifault-eleven-labs-blocked-account-in-probation" | "call.in-progress.error-vapifault-eleven-labs-blocked-concurrent-requests-and-requested-upgrade" | "call.in-progress.error-vapifault-eleven-labs-blocked-content-against-their-policy" | "call.in-progress.error-vapifault-eleven-labs-blocked-free-plan-and-requested-upgrade" | "call.in-progress.error-vapifault-eleven-labs-blocked-using-instant-voice-clone-and-requested-upgrade" | "call.in-progress.error-vapifault-eleven-labs-blocked-voice-potentially-against-terms-of-service-and-awaiting-verification" | "call.in-progress.error-vapifault-eleven-labs-invalid-api-key" | "call.in-progress.error-vapifault-eleven-labs-invalid-voice-samples" | "call.in-progress.error-vapifault-eleven-labs-max-character-limit-exceeded" | "call.in-progress.error-vapifault-eleven-labs-missing-samples-for-voice-clone" | "call.in-progress.error-vapifault-eleven-labs-professional-voices-only-for-creator-plus" | "call.in-progress.error-vapifault-eleven-labs-quota-exceeded" | "call.in-progress.error-vapifault-eleven-labs-system-busy-and-requested-upgrade" | "call.in-progress.error-vapifault-eleven-labs-transcriber-failed" | "call.in-progress.error-vapifault-eleven-labs-unauthorized-access" | "call.in-progress.error-vapifault-eleven-labs-unauthorized-to-access-model" | "call.in-progress.error-vapifault-eleven-labs-voice-disabled-by-owner" | "call.in-progress.error-vapifault-eleven-labs-voice-failed" | "call.in-progress.error-vapifault-eleven-labs-voice-not-allowed-for-free-users" | "call.in-progress.error-vapifault-eleven-labs-voice-not-fine-tuned" | "call.in-progress.error-vapifault-eleven-labs-voice-not-fine-tuned-and-cannot-be-used" | "call.in-progress.error-vapifault-eleven-labs-voice-not-found" | "call.in-progress.error-vapifault-gladia-transcriber-failed" | "call.in-progress.error-vapifault-google-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-google-401-unauthorized" | "call.in-progress.error-vapifault-google-403-model-access-denied" | "call.in-progress.error-vapifault-google-429-exceeded-quota" | "call.in-progress.error-vapifault-google-transcriber-failed" | "call.in-progress.error-vapifault-groq-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-groq-401-unauthorized" | "call.in-progress.error-vapifault-groq-403-model-access-denied" | "call.in-progress.error-vapifault-groq-429-exceeded-quota" | "call.in-progress.error-vapifault-hume-voice-failed" | "call.in-progress.error-vapifault-inflection-ai-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-inflection-ai-401-unauthorized" | "call.in-progress.error-vapifault-inflection-ai-403-model-access-denied" | "call.in-progress.error-vapifault-inflection-ai-429-exceeded-quota" | "call.in-progress.error-vapifault-inworld-voice-failed" | "call.in-progress.error-vapifault-lmnt-voice-failed" | "call.in-progress.error-vapifault-minimax-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-minimax-401-unauthorized" | "call.in-progress.error-vapifault-minimax-403-model-access-denied" | "call.in-progress.error-vapifault-minimax-429-exceeded-quota" | "call.in-progress.error-vapifault-minimax-voice-failed" | "call.in-progress.error-vapifault-mistral-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-mistral-401-unauthorized" | "call.in-progress.error-vapifault-mistral-403-model-access-denied" | "call.in-progress.error-vapifault-mistral-429-exceeded-quota" | "call.in-progress.error-vapifault-neuphonic-voice-failed" | "call.in-progress.error-vapifault-openai-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-openai-401-account-not-in-organization" | "call.in-progress.error-vapifault-openai-401-incorrect-api-key" | "call.in-progress.error-vapifault-openai-401-unauthorized" | "call.in-progress.error-vapifault-openai-403-model-access-denied" | "call.in-progress.error-vapifault-openai-429-exceeded-quota" | "call.in-progress.error-vapifault-openai-429-rate-limit-reached" | "call.in-progress.error-vapifault-openai-transcriber-failed" | "call.in-progress.error-vapifault-openai-voice-failed" | "call.in-progress.error-vapifault-openrouter-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-openrouter-401-unauthorized" | "call.in-progress.error-vapifault-openrouter-403-model-access-denied" | "call.in-progress.error-vapifault-openrouter-429-exceeded-quota" | "call.in-progress.error-vapifault-perplexity-ai-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-perplexity-ai-401-unauthorized" | "call.in-progress.error-vapifault-perplexity-ai-403-model-access-denied" | "call.in-progress.error-vapifault-perplexity-ai-429-exceeded-quota" | "call.in-progress.error-vapifault-playht-401-unauthorized" | "call.in-progress.error-vapifault-playht-403-forbidden-api-access-not-available" | "call.in-progress.error-vapifault-playht-403-forbidden-out-of-characters" | "call.in-progress.error-vapifault-playht-429-exceeded-quota" | "call.in-progress.error-vapifault-playht-invalid-emotion" | "call.in-progress.error-vapifault-playht-invalid-voice" | "call.in-progress.error-vapifault-playht-out-of-credits" | "call.in-progress.error-vapifault-playht-request-timed-out" | "call.in-progress.error-vapifault-playht-unexpected-error" | "call.in-progress.error-vapifault-playht-voice-failed" | "call.in-progress.error-vapifault-playht-voice-must-be-a-valid-voice-manifest-uri" | "call.in-progress.error-vapifault-rime-ai-voice-failed" | "call.in-progress.error-vapifault-runpod-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-runpod-401-unauthorized" | "call.in-progress.error-vapifault-runpod-403-model-access-denied" | "call.in-progress.error-vapifault-runpod-429-exceeded-quota" | "call.in-progress.error-vapifault-sesame-voice-failed" | "call.in-progress.error-vapifault-smallest-ai-voice-failed" | "call.in-progress.error-vapifault-soniox-transcriber-auth-failed" | "call.in-progress.error-vapifault-soniox-transcriber-failed" | "call.in-progress.error-vapifault-soniox-transcriber-invalid-config" | "call.in-progress.error-vapifault-soniox-transcriber-rate-limited" | "call.in-progress.error-vapifault-soniox-transcriber-server-error" | "call.in-progress.error-vapifault-speechmatics-transcriber-failed" | "call.in-progress.error-vapifault-talkscriber-transcriber-failed" | "call.in-progress.error-vapifault-tavus-video-failed" | "call.in-progress.error-vapifault-together-ai-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-together-ai-401-unauthorized" | "call.in-progress.error-vapifault-together-ai-403-model-access-denied" | "call.in-progress.error-vapifault-together-ai-429-exceeded-quota" | "call.in-progress.error-vapifault-transport-connected-but-call-not-active" | "call.in-progress.error-vapifault-transport-never-connected" | "call.in-progress.error-vapifault-vapi-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-vapi-401-unauthorized" | "call.in-progress.error-vapifault-vapi-403-model-access-denied" | "call.in-progress.error-vapifault-vapi-429-exceeded-quota" | "call.in-progress.error-vapifault-vapi-voice-failed" | "call.in-progress.error-vapifault-wellsaid-voice-failed" | "call.in-progress.error-vapifault-worker-died" | "call.in-progress.error-vapifault-worker-not-available" | "call.in-progress.error-vapifault-xai-400-bad-request-validation-failed" | "call.in-progress.error-vapifault-xai-401-unauthorized" | "call.in-progress.error-vapifault-xai-403-model-access-denied" | "call.in-progress.error-vapifault-xai-429-exceeded-quota" | "call.in-progress.error-vapifault-xai-transcriber-auth-failed" | "call.in-progress.error-vapifault-xai-transcriber-failed" | "call.in-progress.error-vapifault-xai-transcriber-invalid-config" | "call.in-progress.error-vapifault-xai-transcriber-rate-limited" | "call.in-progress.error-vapifault-xai-transcriber-server-error" | "call.in-progress.error-vapifault-xai-voice-failed" | "call.in-progress.error-warm-transfer-assistant-cancelled" | "call.in-progress.error-warm-transfer-max-duration" | "call.in-progress.error-warm-transfer-microphone-timeout" | "call.in-progress.error-warm-transfer-silence-timeout" | "call.in-progress.sip-completed-call" | "call.in-progress.twilio-completed-call" | "call.ringing.error-sip-inbound-call-failed-to-connect" | "call.ringing.hook-executed-say" | "call.ringing.hook-executed-transfer" | "call.ringing.sip-inbound-caller-hungup-before-call-connect" | "call.start.error-enterprise-feature-not-available-recording-consent" | "call.start.error-fraud-check-failed" | "call.start.error-get-assistant" | "call.start.error-get-customer" | "call.start.error-get-phone-number" | "call.start.error-get-resources-validation" | "call.start.error-get-transport" | "call.start.error-subscription-concurrency-limit-reached" | "call.start.error-subscription-frozen" | "call.start.error-subscription-insufficient-credits" | "call.start.error-subscription-upgrade-failed" | "call.start.error-subscription-wallet-does-not-exist" | "call.start.error-vapi-number-international" | "call.start.error-vapi-number-outbound-daily-limit" | "call.start.error-vapifault-database-error" | "call.start.error-vapifault-get-org" | "call.start.error-vapifault-get-subscription" | "customer-busy" | "customer-did-not-answer" | "customer-did-not-give-microphone-permission" | "customer-ended-call" | "customer-ended-call-after-warm-transfer-attempt" | "customer-ended-call-before-warm-transfer" | "customer-ended-call-during-transfer" | "exceeded-max-duration" | "manually-canceled" | "phone-call-provider-bypass-enabled-but-no-call-received" | "phone-call-provider-closed-websocket" | "pipeline-error-anthropic-400-bad-request-validation-failed" | "pipeline-error-anthropic-401-unauthorized" | "pipeline-error-anthropic-403-model-access-denied" | "pipeline-error-anthropic-429-exceeded-quota" | "pipeline-error-anthropic-500-server-error" | "pipeline-error-anthropic-503-server-overloaded-error" | "pipeline-error-anthropic-bedrock-400-bad-request-validation-failed" | "pipeline-error-anthropic-bedrock-401-unauthorized" | "pipeline-error-anthropic-bedrock-403-model-access-denied" | "pipeline-error-anthropic-bedrock-429-exceeded-quota" | "pipeline-error-anthropic-bedrock-500-server-error" | "pipeline-error-anthropic-bedrock-503-server-overloaded-error" | "pipeline-error-anthropic-bedrock-llm-failed" | "pipeline-error-anthropic-llm-failed" | "pipeline-error-anthropic-vertex-400-bad-request-validation-failed" | "pipeline-error-anthropic-vertex-401-unauthorized" | "pipeline-error-anthropic-vertex-403-model-access-denied" | "pipeline-error-anthropic-vertex-429-exceeded-quota" | "pipeline-error-anthropic-vertex-500-server-error" | "pipeline-error-anthropic-vertex-503-server-overloaded-error" | "pipeline-error-anthropic-vertex-llm-failed" | "pipeline-error-anyscale-400-bad-request-validation-failed" | "pipeline-error-anyscale-401-unauthorized" | "pipeline-error-anyscale-403-model-access-denied" | "pipeline-error-anyscale-429-exceeded-quota" | "pipeline-error-anyscale-500-server-error" | "pipeline-error-anyscale-503-server-overloaded-error" | "pipeline-error-anyscale-llm-failed" | "pipeline-error-assembly-ai-returning-400-insufficent-funds" | "pipeline-error-assembly-ai-returning-400-paid-only-feature" | "pipeline-error-assembly-ai-returning-401-invalid-credentials" | "pipeline-error-assembly-ai-returning-500-invalid-schema" | "pipeline-error-assembly-ai-returning-500-word-boost-parsing-failed" | "pipeline-error-assembly-ai-transcriber-failed" | "pipeline-error-azure-openai-400-bad-request-validation-failed" | "pipeline-error-azure-openai-401-unauthorized" | "pipeline-error-azure-openai-403-model-access-denied" | "pipeline-error-azure-openai-429-exceeded-quota" | "pipeline-error-azure-openai-500-server-error" | "pipeline-error-azure-openai-503-server-overloaded-error" | "pipeline-error-azure-openai-llm-failed" | "pipeline-error-azure-speech-transcriber-failed" | "pipeline-error-azure-voice-failed" | "pipeline-error-baseten-400-bad-request-validation-failed" | "pipeline-error-baseten-401-unauthorized" | "pipeline-error-baseten-403-model-access-denied" | "pipeline-error-baseten-429-exceeded-quota" | "pipeline-error-baseten-500-server-error" | "pipeline-error-baseten-503-server-overloaded-error" | "pipeline-error-baseten-llm-failed" | "pipeline-error-cartesia-500-server-error" | "pipeline-error-cartesia-502-server-error" | "pipeline-error-cartesia-503-server-error" | "pipeline-error-cartesia-522-server-error" | "pipeline-error-cartesia-requested-payment" | "pipeline-error-cartesia-socket-hang-up" | "pipeline-error-cartesia-voice-failed" | "pipeline-error-cerebras-400-bad-request-validation-failed" | "pipeline-error-cerebras-401-unauthorized" | "pipeline-error-cerebras-403-model-access-denied" | "pipeline-error-cerebras-429-exceeded-quota" | "pipeline-error-cerebras-500-server-error" | "pipeline-error-cerebras-503-server-overloaded-error" | "pipeline-error-cerebras-llm-failed" | "pipeline-error-custom-llm-400-bad-request-validation-failed" | "pipeline-error-custom-llm-401-unauthorized" | "pipeline-error-custom-llm-403-model-access-denied" | "pipeline-error-custom-llm-429-exceeded-quota" | "pipeline-error-custom-llm-500-server-error" | "pipeline-error-custom-llm-503-server-overloaded-error" | "pipeline-error-custom-llm-llm-failed" | "pipeline-error-custom-transcriber-failed" | "pipeline-error-custom-voice-failed" | "pipeline-error-deep-seek-400-bad-request-validation-failed" | "pipeline-error-deep-seek-401-unauthorized" | "pipeline-error-deep-seek-403-model-access-denied" | "pipeline-error-deep-seek-429-exceeded-quota" | "pipeline-error-deep-seek-500-server-error" | "pipeline-error-deep-seek-503-server-overloaded-error" | "pipeline-error-deep-seek-llm-failed" | "pipeline-error-deepgram-returning-400-no-such-model-language-tier-combination" | "pipeline-error-deepgram-returning-401-invalid-credentials" | "pipeline-error-deepgram-returning-403-model-access-denied" | "pipeline-error-deepgram-returning-404-not-found" | "pipeline-error-deepgram-returning-500-invalid-json" | "pipeline-error-deepgram-returning-502-bad-gateway-ehostunreach" | "pipeline-error-deepgram-returning-502-network-error" | "pipeline-error-deepgram-returning-econnreset" | "pipeline-error-deepgram-transcriber-api-key-missing" | "pipeline-error-deepgram-transcriber-failed" | "pipeline-error-deepgram-voice-failed" | "pipeline-error-deepinfra-400-bad-request-validation-failed" | "pipeline-error-deepinfra-401-unauthorized" | "pipeline-error-deepinfra-403-model-access-denied" | "pipeline-error-deepinfra-429-exceeded-quota" | "pipeline-error-deepinfra-500-server-error" | "pipeline-error-deepinfra-503-server-overloaded-error" | "pipeline-error-deepinfra-llm-failed" | "pipeline-error-eleven-labs-500-server-error" | "pipeline-error-eleven-labs-503-server-error" | "pipeline-error-eleven-labs-blocked-account-in-probation" | "pipeline-error-eleven-labs-blocked-concurrent-requests-and-requested-upgrade" | "pipeline-error-eleven-labs-blocked-content-against-their-policy" | "pipeline-error-eleven-labs-blocked-free-plan-and-requested-upgrade" | "pipeline-error-eleven-labs-blocked-using-instant-voice-clone-and-requested-upgrade" | "pipeline-error-eleven-labs-blocked-voice-potentially-against-terms-of-service-and-awaiting-verification" | "pipeline-error-eleven-labs-invalid-api-key" | "pipeline-error-eleven-labs-invalid-voice-samples" | "pipeline-error-eleven-labs-max-character-limit-exceeded" | "pipeline-error-eleven-labs-missing-samples-for-voice-clone" | "pipeline-error-eleven-labs-professional-voices-only-for-creator-plus" | "pipeline-error-eleven-labs-quota-exceeded" | "pipeline-error-eleven-labs-system-busy-and-requested-upgrade" | "pipeline-error-eleven-labs-transcriber-failed" | "pipeline-error-eleven-labs-unauthorized-access" | "pipeline-error-eleven-labs-unauthorized-to-access-model" | "pipeline-error-eleven-labs-vapi-voice-disabled-by-owner" | "pipeline-error-eleven-labs-voice-disabled-by-owner" | "pipeline-error-eleven-labs-voice-failed" | "pipeline-error-eleven-labs-voice-not-allowed-for-free-users" | "pipeline-error-eleven-labs-voice-not-fine-tuned" | "pipeline-error-eleven-labs-voice-not-fine-tuned-and-cannot-be-used" | "pipeline-error-eleven-labs-voice-not-found" | "pipeline-error-gladia-transcriber-failed" | "pipeline-error-google-400-bad-request-validation-failed" | "pipeline-error-google-401-unauthorized" | "pipeline-error-google-403-model-access-denied" | "pipeline-error-google-429-exceeded-quota" | "pipeline-error-google-500-server-error" | "pipeline-error-google-503-server-overloaded-error" | "pipeline-error-google-llm-failed" | "pipeline-error-google-transcriber-failed" | "pipeline-error-groq-400-bad-request-validation-failed" | "pipeline-error-groq-401-unauthorized" | "pipeline-error-groq-403-model-access-denied" | "pipeline-error-groq-429-exceeded-quota" | "pipeline-error-groq-500-server-error" | "pipeline-error-groq-503-server-overloaded-error" | "pipeline-error-groq-llm-failed" | "pipeline-error-hume-voice-failed" | "pipeline-error-inflection-ai-400-bad-request-validation-failed" | "pipeline-error-inflection-ai-401-unauthorized" | "pipeline-error-inflection-ai-403-model-access-denied" | "pipeline-error-inflection-ai-429-exceeded-quota" | "pipeline-error-inflection-ai-500-server-error" | "pipeline-error-inflection-ai-503-server-overloaded-error" | "pipeline-error-inflection-ai-llm-failed" | "pipeline-error-inworld-voice-failed" | "pipeline-error-lmnt-voice-failed" | "pipeline-error-minimax-400-bad-request-validation-failed" | "pipeline-error-minimax-401-unauthorized" | "pipeline-error-minimax-403-model-access-denied" | "pipeline-error-minimax-429-exceeded-quota" | "pipeline-error-minimax-500-server-error" | "pipeline-error-minimax-503-server-overloaded-error" | "pipeline-error-minimax-llm-failed" | "pipeline-error-minimax-voice-failed" | "pipeline-error-mistral-400-bad-request-validation-failed" | "pipeline-error-mistral-401-unauthorized" | "pipeline-error-mistral-403-model-access-denied" | "pipeline-error-mistral-429-exceeded-quota" | "pipeline-error-mistral-500-server-error" | "pipeline-error-mistral-503-server-overloaded-error" | "pipeline-error-mistral-llm-failed" | "pipeline-error-neuphonic-voice-failed" | "pipeline-error-openai-400-bad-request-validation-failed" | "pipeline-error-openai-401-account-not-in-organization" | "pipeline-error-openai-401-incorrect-api-key" | "pipeline-error-openai-401-unauthorized" | "pipeline-error-openai-403-model-access-denied" | "pipeline-error-openai-429-exceeded-quota" | "pipeline-error-openai-429-rate-limit-reached" | "pipeline-error-openai-500-server-error" | "pipeline-error-openai-503-server-overloaded-error" | "pipeline-error-openai-llm-failed" | "pipeline-error-openai-transcriber-failed" | "pipeline-error-openai-voice-failed" | "pipeline-error-openrouter-400-bad-request-validation-failed" | "pipeline-error-openrouter-401-unauthorized" | "pipeline-error-openrouter-403-model-access-denied" | "pipeline-error-openrouter-429-exceeded-quota" | "pipeline-error-openrouter-500-server-error" | "pipeline-error-openrouter-503-server-overloaded-error" | "pipeline-error-openrouter-llm-failed" | "pipeline-error-perplexity-ai-400-bad-request-validation-failed" | "pipeline-error-perplexity-ai-401-unauthorized" | "pipeline-error-perplexity-ai-403-model-access-denied" | "pipeline-error-perplexity-ai-429-exceeded-quota" | "pipeline-error-perplexity-ai-500-server-error" | "pipeline-error-perplexity-ai-503-server-overloaded-error" | "pipeline-error-perplexity-ai-llm-failed" | "pipeline-error-playht-401-unauthorized" | "pipeline-error-playht-403-forbidden-api-access-not-available" | "pipeline-error-playht-403-forbidden-out-of-characters" | "pipeline-error-playht-429-exceeded-quota" | "pipeline-error-playht-502-gateway-error" | "pipeline-error-playht-504-gateway-error" | "pipeline-error-playht-invalid-emotion" | "pipeline-error-playht-invalid-voice" | "pipeline-error-playht-out-of-credits" | "pipeline-error-playht-request-timed-out" | "pipeline-error-playht-unexpected-error" | "pipeline-error-playht-voice-failed" | "pipeline-error-playht-voice-must-be-a-valid-voice-manifest-uri" | "pipeline-error-rime-ai-voice-failed" | "pipeline-error-runpod-400-bad-request-validation-failed" | "pipeline-error-runpod-401-unauthorized" | "pipeline-error-runpod-403-model-access-denied" | "pipeline-error-runpod-429-exceeded-quota" | "pipeline-error-runpod-500-server-error" | "pipeline-error-runpod-503-server-overloaded-error" | "pipeline-error-runpod-llm-failed" | "pipeline-error-sesame-voice-failed" | "pipeline-error-smallest-ai-voice-failed" | "pipeline-error-soniox-transcriber-auth-failed" | "pipeline-error-soniox-transcriber-failed" | "pipeline-error-soniox-transcriber-invalid-config" | "pipeline-error-soniox-transcriber-rate-limited" | "pipeline-error-soniox-transcriber-server-error" | "pipeline-error-speechmatics-transcriber-failed" | "pipeline-error-talkscriber-transcriber-failed" | "pipeline-error-tavus-video-failed" | "pipeline-error-together-ai-400-bad-request-validation-failed" | "pipeline-error-together-ai-401-unauthorized" | "pipeline-error-together-ai-403-model-access-denied" | "pipeline-error-together-ai-429-exceeded-quota" | "pipeline-error-together-ai-500-server-error" | "pipeline-error-together-ai-503-server-overloaded-error" | "pipeline-error-together-ai-llm-failed" | "pipeline-error-vapi-400-bad-request-validation-failed" | "pipeline-error-vapi-401-unauthorized" | "pipeline-error-vapi-403-model-access-denied" | "pipeline-error-vapi-429-exceeded-quota" | "pipeline-error-vapi-500-server-error" | "pipeline-error-vapi-503-server-overloaded-error" | "pipeline-error-vapi-llm-failed" | "pipeline-error-vapi-voice-failed" | "pipeline-error-wellsaid-voice-failed" | "pipeline-error-xai-400-bad-request-validation-failed" | "pipeline-error-xai-401-unauthorized" | "pipeline-error-xai-403-model-access-denied" | "pipeline-error-xai-429-exceeded-quota" | "pipeline-error-xai-500-server-error" | "pipeline-error-xai-503-server-overloaded-error" | "pipeline-error-xai-llm-failed" | "pipeline-error-xai-transcriber-auth-failed" | "pipeline-error-xai-transcriber-failed" | "pipeline-error-xai-transcriber-invalid-config" | "pipeline-error-xai-transcriber-rate-limited" | "pipeline-error-xai-transcriber-server-error" | "pipeline-error-xai-voice-failed" | "scheduled-call-deleted" | "silence-timed-out" | "twilio-failed-to-connect-call" | "twilio-reported-customer-misdialed" | "voicemail" | "vonage-completed" | "vonage-disconnected" | "vonage-failed-to-connect-call" | "vonage-rejected" | "worker-shutdown" | (string & {});
            id: string;
            messages?: (components["schemas"]["UserMessage"] | components["schemas"]["SystemMessage"] | components["schemas"]["BotMessage"] | components["schemas"]["ToolCallMessage"] | components["schemas"]["ToolCallResultMessage"])[];
            monitor?: components["schemas"]["Monitor"];
            name?: string;
            orgId: string;
            /**
             * @deprecated
             * @enum {string}
             */
            phoneCallProvider?: "telnyx" | "twilio" | "vapi" | "vonage" | (string & {});
            /** @deprecated */
            phoneCallProviderId?: string;
            /** @enum {string} */
            phoneCallTransport?: "pstn" | "sip" | (string & {});
            phoneNumber?: components["schemas"]["ImportTwilioPhoneNumberDTO"];
            phoneNumberId?: string;
            schedulePlan?: components["schemas"]["SchedulePlan"];
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            squadOverrides?: components["schemas"]["AssistantOverrides"];
            /** Format: date-time */
            startedAt?: string;
            /** @enum {string} */
            status?: "deletion-failed" | "ended" | "forwarding" | "in-progress" | "not-found" | "queued" | "ringing" | "scheduled" | (string & {});
            transport?: components["schemas"]["VapiWebsocketTransport"] | components["schemas"]["VonageTransport"] | components["schemas"]["TwilioTransport"] | components["schemas"]["VapiSipTransport"] | components["schemas"]["TelnyxTransport"] | components["schemas"]["VapiWebCallTransport"];
            /** @enum {string} */
            type?: "inboundPhoneCall" | "outboundPhoneCall" | "vapi.websocketCall" | "webCall" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflow?: components["schemas"]["CreateWorkflowDTO"];
            workflowId?: string;
            workflowOverrides?: components["schemas"]["WorkflowOverrides"];
        };
        CallBatchError: {
            customer: components["schemas"]["CreateCustomerDTO"];
            error: string;
        };
        CallBatchResponse: {
            errors: components["schemas"]["CallBatchError"][];
            results: components["schemas"]["Call"][];
            subscriptionLimits?: components["schemas"]["SubscriptionLimits"];
        };
        CallHookAssistantSpeechInterrupted: {
            do: (components["schemas"]["SayHookAction"] | components["schemas"]["ToolCallHookAction"] | components["schemas"]["MessageAddHookAction"])[];
            /** @enum {string} */
            on: "assistant.speech.interrupted";
        };
        CallHookCallEnding: {
            do: (components["schemas"]["ToolCallHookAction"] | components["schemas"]["MessageAddHookAction"])[];
            filters?: components["schemas"]["CallHookFilter"][];
            /** @enum {string} */
            on: "call.ending";
        };
        CallHookCustomerSpeechInterrupted: {
            do: (components["schemas"]["SayHookAction"] | components["schemas"]["ToolCallHookAction"] | components["schemas"]["MessageAddHookAction"])[];
            /** @enum {string} */
            on: "customer.speech.interrupted";
        };
        CallHookCustomerSpeechTimeout: {
            do: (components["schemas"]["SayHookAction"] | components["schemas"]["ToolCallHookAction"] | components["schemas"]["MessageAddHookAction"])[];
            name?: string;
            on: string;
            options?: components["schemas"]["CustomerSpeechTimeoutOptions"];
        };
        CallHookFilter: {
            key: string;
            oneOf: string[];
            /** @enum {string} */
            type: "oneOf";
        };
        CallHookModelResponseTimeout: {
            do: (components["schemas"]["SayHookAction"] | components["schemas"]["ToolCallHookAction"] | components["schemas"]["MessageAddHookAction"])[];
            /** @enum {string} */
            on: "model.response.timeout";
        };
        CallPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Call"][];
        };
        Campaign: {
            assistantId?: string;
            calls: Record<string, unknown>;
            callsCounterEnded: number;
            callsCounterEndedVoicemail: number;
            callsCounterInProgress: number;
            callsCounterQueued: number;
            callsCounterScheduled: number;
            /** Format: date-time */
            createdAt: string;
            customers?: components["schemas"]["CreateCustomerDTO"][];
            dialPlan?: components["schemas"]["DialPlanEntry"][];
            /** @enum {string} */
            endedReason?: "campaign.ended.success" | "campaign.in-progress.ended-by-user" | "campaign.scheduled.ended-by-user" | (string & {});
            id: string;
            name: string;
            orgId: string;
            phoneNumberId?: string;
            schedulePlan?: components["schemas"]["SchedulePlan"];
            squadId?: string;
            /** @enum {string} */
            status: "ended" | "in-progress" | "scheduled" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflowId?: string;
        };
        CampaignPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Campaign"][];
        };
        CartesiaCredential: {
            apiKey: string;
            apiUrl?: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "cartesia";
            /** Format: date-time */
            updatedAt: string;
        };
        CartesiaExperimentalControls: {
            /** @enum {string} */
            emotion?: "anger:high" | "anger:highest" | "anger:low" | "anger:lowest" | "curiosity:high" | "curiosity:highest" | "curiosity:low" | "curiosity:lowest" | "positivity:high" | "positivity:highest" | "positivity:low" | "positivity:lowest" | "sadness:high" | "sadness:highest" | "sadness:low" | "sadness:lowest" | "surprise:high" | "surprise:highest" | "surprise:low" | "surprise:lowest" | (string & {});
            speed?: ("fast" | "fastest" | "normal" | "slow" | "slowest" | (string & {})) | number;
        };
        CartesiaGenerationConfig: {
            experimental?: components["schemas"]["CartesiaGenerationConfigExperimental"];
            /** @default 1 */
            speed?: number;
            /** @default 1 */
            volume?: number;
        };
        CartesiaGenerationConfigExperimental: {
            /** @default 0 */
            accentLocalization?: number;
        };
        CartesiaTranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            /** @enum {string} */
            model?: "ink-whisper";
            /** @enum {string} */
            provider: "cartesia";
        };
        CartesiaVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            experimentalControls?: components["schemas"]["CartesiaExperimentalControls"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            generationConfig?: components["schemas"]["CartesiaGenerationConfig"];
            /** @enum {string} */
            language?: "ar" | "bg" | "bn" | "cs" | "da" | "de" | "el" | "en" | "es" | "fi" | "fr" | "gu" | "he" | "hi" | "hr" | "hu" | "id" | "it" | "ja" | "ka" | "kn" | "ko" | "ml" | "mr" | "ms" | "nl" | "no" | "pa" | "pl" | "pt" | "ro" | "ru" | "sk" | "sv" | "ta" | "te" | "th" | "tl" | "tr" | "uk" | "vi" | "zh" | (string & {});
            /** @enum {string} */
            model?: "sonic" | "sonic-2" | "sonic-2-2025-06-11" | "sonic-3" | "sonic-3-2025-10-27" | "sonic-3-2026-01-12" | "sonic-3.5" | "sonic-3.5-2026-05-04" | "sonic-english" | "sonic-multilingual" | "sonic-preview" | (string & {});
            pronunciationDictId?: string;
            /** @enum {string} */
            provider: "cartesia";
            voiceId: string;
        };
        CerebrasCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "cerebras";
            /** Format: date-time */
            updatedAt: string;
        };
        CerebrasModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "llama-3.3-70b" | "llama3.1-8b" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "cerebras";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        Chat: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            cost?: number;
            costs?: (components["schemas"]["ModelCost"] | components["schemas"]["ChatCost"])[];
            /** Format: date-time */
            createdAt: string;
            id: string;
            input?: string | (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            messages?: (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            name?: string;
            orgId: string;
            output?: (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            previousChatId?: string;
            sessionId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            /** @default false */
            stream?: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        ChatAssistantOverrides: {
            variableValues?: Record<string, unknown>;
        };
        ChatCost: {
            cost: number;
            /** @enum {string} */
            type: "chat";
        };
        ChatEvalAssistantMessageEvaluation: {
            continuePlan?: components["schemas"]["AssistantMessageEvaluationContinuePlan"];
            judgePlan: components["schemas"]["AssistantMessageJudgePlanExact"] | components["schemas"]["AssistantMessageJudgePlanRegex"] | components["schemas"]["AssistantMessageJudgePlanAI"];
            /**
             * @default assistant
             * @enum {string}
             */
            role: "assistant";
        };
        ChatEvalAssistantMessageMock: {
            content?: string;
            /**
             * @default assistant
             * @enum {string}
             */
            role: "assistant";
            toolCalls?: components["schemas"]["ChatEvalAssistantMessageMockToolCall"][];
        };
        ChatEvalAssistantMessageMockToolCall: {
            arguments?: Record<string, unknown>;
            name: string;
        };
        ChatEvalSystemMessageMock: {
            content: string;
            /**
             * @default system
             * @enum {string}
             */
            role: "system";
        };
        ChatEvalToolResponseMessageEvaluation: {
            judgePlan: components["schemas"]["AssistantMessageJudgePlanAI"] & components["schemas"]["AssistantMessageJudgePlanAI"];
            /**
             * @default tool
             * @enum {string}
             */
            role: "tool";
        };
        ChatEvalToolResponseMessageMock: {
            content: string;
            /**
             * @default tool
             * @enum {string}
             */
            role: "tool";
        };
        ChatEvalUserMessageMock: {
            content: string;
            /**
             * @default user
             * @enum {string}
             */
            role: "user";
        };
        ChatPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Chat"][];
        };
        ChunkPlan: {
            enabled?: boolean;
            formatPlan?: components["schemas"]["FormatPlan"];
            minCharacters?: number;
            punctuationBoundaries?: ("cjk-period" | "cjk-comma" | "period" | "exclamation" | "question" | "semicolon" | "close-paren" | "arabic-comma" | "urdu-period" | "devanagari-danda" | "devanagari-double-danda" | "pipe" | "double-pipe" | "comma" | "colon" | (string & {}))[];
        };
        ClientInboundMessage: {
            message: components["schemas"]["ClientInboundMessageAddMessage"] | components["schemas"]["ClientInboundMessageControl"] | components["schemas"]["ClientInboundMessageSay"] | components["schemas"]["ClientInboundMessageEndCall"] | components["schemas"]["ClientInboundMessageTransfer"] | components["schemas"]["ClientInboundMessageSendTransportMessage"];
        };
        ClientInboundMessageAddMessage: {
            message: components["schemas"]["OpenAIMessage"];
            /** @default true */
            triggerResponseEnabled?: boolean;
            /** @enum {string} */
            type: "add-message";
        };
        ClientInboundMessageControl: {
            /** @enum {string} */
            control: "mute-assistant" | "mute-customer" | "say-first-message" | "unmute-assistant" | "unmute-customer" | (string & {});
            /** @enum {string} */
            type: "control";
        };
        ClientInboundMessageEndCall: {
            /** @enum {string} */
            type: "end-call";
        };
        ClientInboundMessageSay: {
            content?: string;
            endCallAfterSpoken?: boolean;
            /** @default false */
            interruptAssistantEnabled?: boolean;
            interruptionsEnabled?: boolean;
            /** @enum {string} */
            type?: "say";
        };
        ClientInboundMessageSendTransportMessage: {
            message: components["schemas"]["VapiSipTransportMessage"] | components["schemas"]["TwilioTransportMessage"];
            /** @enum {string} */
            type: "send-transport-message";
        };
        ClientInboundMessageTransfer: {
            content?: string;
            destination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            /** @enum {string} */
            type: "transfer";
        };
        ClientMessage: {
            message: components["schemas"]["ClientMessageWorkflowNodeStarted"] | components["schemas"]["ClientMessageAssistantStarted"] | components["schemas"]["ClientMessageConversationUpdate"] | components["schemas"]["ClientMessageHang"] | components["schemas"]["ClientMessageMetadata"] | components["schemas"]["ClientMessageModelOutput"] | components["schemas"]["ClientMessageSpeechUpdate"] | components["schemas"]["ClientMessageTranscript"] | components["schemas"]["ClientMessageToolCalls"] | components["schemas"]["ClientMessageToolCallsResult"] | components["schemas"]["ClientMessageTransferUpdate"] | components["schemas"]["ClientMessageUserInterrupted"] | components["schemas"]["ClientMessageLanguageChangeDetected"] | components["schemas"]["ClientMessageVoiceInput"] | components["schemas"]["ClientMessageAssistantSpeech"] | components["schemas"]["ClientMessageChatCreated"] | components["schemas"]["ClientMessageChatDeleted"] | components["schemas"]["ClientMessageSessionCreated"] | components["schemas"]["ClientMessageSessionUpdated"] | components["schemas"]["ClientMessageSessionDeleted"] | components["schemas"]["ClientMessageCallDeleted"] | components["schemas"]["ClientMessageCallDeleteFailed"];
        };
        ClientMessageAssistantSpeech: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            /** @enum {string} */
            source?: "custom-voice" | "force-say" | "model" | (string & {});
            text: string;
            timestamp?: number;
            timing?: components["schemas"]["AssistantSpeechWordAlignmentTiming"] | components["schemas"]["AssistantSpeechWordProgressTiming"];
            turn?: number;
            /** @enum {string} */
            type: "assistant.speechStarted";
        };
        ClientMessageAssistantStarted: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            newAssistant: components["schemas"]["CreateAssistantDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "assistant.started";
        };
        ClientMessageCallDeleteFailed: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "call.delete.failed";
        };
        ClientMessageCallDeleted: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "call.deleted";
        };
        ClientMessageChatCreated: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            chat: components["schemas"]["Chat"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "chat.created";
        };
        ClientMessageChatDeleted: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            chat: components["schemas"]["Chat"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "chat.deleted";
        };
        ClientMessageConversationUpdate: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            messages?: (components["schemas"]["UserMessage"] | components["schemas"]["SystemMessage"] | components["schemas"]["BotMessage"] | components["schemas"]["ToolCallMessage"] | components["schemas"]["ToolCallResultMessage"])[];
            messagesOpenAIFormatted: components["schemas"]["OpenAIMessage"][];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "conversation-update";
        };
        ClientMessageHang: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "hang";
        };
        ClientMessageLanguageChangeDetected: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            language: string;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "language-change-detected";
        };
        ClientMessageMetadata: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            metadata: string;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "metadata";
        };
        ClientMessageModelOutput: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            output: Record<string, unknown>;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            turnId?: string;
            /** @enum {string} */
            type: "model-output";
        };
        ClientMessageSessionCreated: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            session: components["schemas"]["Session"];
            timestamp?: number;
            /** @enum {string} */
            type: "session.created";
        };
        ClientMessageSessionDeleted: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            session: components["schemas"]["Session"];
            timestamp?: number;
            /** @enum {string} */
            type: "session.deleted";
        };
        ClientMessageSessionUpdated: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            session: components["schemas"]["Session"];
            timestamp?: number;
            /** @enum {string} */
            type: "session.updated";
        };
        ClientMessageSpeechUpdate: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            /** @enum {string} */
            role: "assistant" | "user" | (string & {});
            /** @enum {string} */
            status: "started" | "stopped" | (string & {});
            timestamp?: number;
            turn?: number;
            /** @enum {string} */
            type: "speech-update";
        };
        ClientMessageToolCalls: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            toolCallList: components["schemas"]["ToolCall"][];
            toolWithToolCallList: (components["schemas"]["FunctionToolWithToolCall"] | components["schemas"]["GhlToolWithToolCall"] | components["schemas"]["MakeToolWithToolCall"] | components["schemas"]["BashToolWithToolCall"] | components["schemas"]["ComputerToolWithToolCall"] | components["schemas"]["TextEditorToolWithToolCall"] | components["schemas"]["GoogleCalendarCreateEventToolWithToolCall"])[];
            /** @enum {string} */
            type?: "tool-calls";
        };
        ClientMessageToolCallsResult: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            toolCallResult: Record<string, unknown>;
            /** @enum {string} */
            type: "tool-calls-result";
        };
        ClientMessageTranscript: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            detectedThreats?: string[];
            isFiltered?: boolean;
            originalTranscript?: string;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            /** @enum {string} */
            role: "assistant" | "user" | (string & {});
            timestamp?: number;
            transcript: string;
            /** @enum {string} */
            transcriptType: "final" | "partial" | (string & {});
            /** @enum {string} */
            type: "transcript" | "transcript[transcriptType=\"final\"]" | (string & {});
        };
        ClientMessageTransferUpdate: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            destination?: components["schemas"]["TransferDestinationAssistant"] | components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            fromAssistant?: components["schemas"]["CreateAssistantDTO"];
            fromStepRecord?: Record<string, unknown>;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            toAssistant?: components["schemas"]["CreateAssistantDTO"];
            toStepRecord?: Record<string, unknown>;
            /** @enum {string} */
            type: "transfer-update";
        };
        ClientMessageUserInterrupted: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            turnId?: string;
            /** @enum {string} */
            type: "user-interrupted";
        };
        ClientMessageVoiceInput: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            input: string;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "voice-input";
        };
        ClientMessageWorkflowNodeStarted: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            call?: components["schemas"]["Call"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            node: Record<string, unknown>;
            phoneNumber?: components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            timestamp?: number;
            /** @enum {string} */
            type: "workflow.node.started";
        };
        CloneVoiceDTO: {
            description?: string;
            files: string[];
            labels?: string;
            name: string;
        };
        CloudflareCredential: {
            accountEmail?: string;
            accountId?: string;
            apiKey?: string;
            bucketPlan?: components["schemas"]["CloudflareR2BucketPlan"];
            /** Format: date-time */
            createdAt: string;
            fallbackIndex?: number;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "cloudflare";
            /** Format: date-time */
            updatedAt: string;
        };
        CloudflareR2BucketPlan: {
            accessKeyId?: string;
            name: string;
            path?: string;
            secretAccessKey?: string;
            url?: string;
        };
        CodeTool: {
            async?: boolean;
            code: string;
            /** Format: date-time */
            createdAt: string;
            credentialId?: string;
            environmentVariables?: components["schemas"]["CodeToolEnvironmentVariable"][];
            function?: components["schemas"]["OpenAIFunction"];
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            timeoutSeconds?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code";
            /** Format: date-time */
            updatedAt: string;
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        CodeToolEnvironmentVariable: {
            name: string;
            value: string;
        };
        Compliance: {
            recordingConsent?: components["schemas"]["RecordingConsent"];
        };
        ComplianceOverride: {
            forceStoreOnHipaaEnabled?: boolean;
        };
        CompliancePlan: {
            hipaaEnabled?: boolean;
            pciEnabled?: boolean;
            recordingConsentPlan?: components["schemas"]["RecordingConsentPlanStayOnLine"] | components["schemas"]["RecordingConsentPlanVerbal"];
            securityFilterPlan?: components["schemas"]["SecurityFilterPlan"];
        };
        ComputerTool: {
            /** Format: date-time */
            createdAt: string;
            displayHeightPx: number;
            displayNumber?: number;
            displayWidthPx: number;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default computer
             * @enum {string}
             */
            name: "computer";
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "computer_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "computer";
            /** Format: date-time */
            updatedAt: string;
        };
        ComputerToolWithToolCall: {
            displayHeightPx: number;
            displayNumber?: number;
            displayWidthPx: number;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default computer
             * @enum {string}
             */
            name: "computer";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "computer_20241022";
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "computer";
        };
        Condition: {
            /** @enum {string} */
            operator: "eq" | "gt" | "gte" | "lt" | "lte" | "neq" | (string & {});
            param: string;
            value: string;
        };
        ContextEngineeringPlanAll: {
            /** @enum {string} */
            type: "all";
        };
        ContextEngineeringPlanLastNMessages: {
            maxMessages: number;
            /** @enum {string} */
            type: "lastNMessages";
        };
        ContextEngineeringPlanNone: {
            /** @enum {string} */
            type: "none";
        };
        ContextEngineeringPlanPreviousAssistantMessages: {
            /** @enum {string} */
            type: "previousAssistantMessages";
        };
        ContextEngineeringPlanUserAndAssistantMessages: {
            /** @enum {string} */
            type: "userAndAssistantMessages";
        };
        ConversationNode: {
            globalNodePlan?: components["schemas"]["GlobalNodePlan"];
            isStart?: boolean;
            metadata?: Record<string, unknown>;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            name: string;
            prompt?: string;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            /** @enum {string} */
            type: "conversation";
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
        };
        CostBreakdown: {
            analysisCostBreakdown?: components["schemas"]["AnalysisCostBreakdown"];
            chat?: number;
            llm?: number;
            llmCachedPromptTokens?: number;
            llmCompletionTokens?: number;
            llmPromptTokens?: number;
            stt?: number;
            total?: number;
            transport?: number;
            tts?: number;
            ttsCharacters?: number;
            vapi?: number;
        };
        CreateAnthropicBedrockCredentialDTO: {
            authenticationPlan: components["schemas"]["AWSIAMCredentialsAuthenticationPlan"] | components["schemas"]["AWSStsAuthenticationPlan"];
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "anthropic-bedrock";
            /** @enum {string} */
            region: "ap-northeast-1" | "ap-southeast-2" | "eu-west-1" | "eu-west-3" | "us-east-1" | "us-west-2" | (string & {});
        };
        CreateAnthropicCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "anthropic";
        };
        CreateAnyscaleCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "anyscale";
        };
        CreateApiRequestToolDTO: {
            backoffPlan?: components["schemas"]["BackoffPlan"];
            body?: components["schemas"]["JsonSchema"];
            credentialId?: string;
            description?: string;
            encryptedPaths?: string[];
            headers?: components["schemas"]["JsonSchema"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /** @enum {string} */
            method: "DELETE" | "GET" | "PATCH" | "POST" | "PUT" | (string & {});
            name?: string;
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            timeoutSeconds?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "apiRequest";
            url: string;
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        CreateAssemblyAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "assembly-ai";
        };
        CreateAssistantDTO: {
            /** @deprecated */
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            clientMessages?: ("assistant.speechStarted" | "assistant.started" | "conversation-update" | "function-call" | "function-call-result" | "hang" | "language-changed" | "metadata" | "model-output" | "speech-update" | "status-update" | "tool-calls" | "tool-calls-result" | "tool.completed" | "transcript" | "transfer-update" | "user-interrupted" | "voice-input" | "workflow.node.started" | (string & {}))[];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            endCallMessage?: string;
            endCallPhrases?: string[];
            firstMessage?: string;
            /** @default false */
            firstMessageInterruptionsEnabled?: boolean;
            /** @enum {string} */
            firstMessageMode?: "assistant-speaks-first" | "assistant-speaks-first-with-model-generated-message" | "assistant-waits-for-user" | (string & {});
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["SessionCreatedHook"])[];
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            metadata?: Record<string, unknown>;
            model?: components["schemas"]["AnthropicModel"] | components["schemas"]["AnthropicBedrockModel"] | components["schemas"]["AnyscaleModel"] | components["schemas"]["CerebrasModel"] | components["schemas"]["CustomLLMModel"] | components["schemas"]["DeepInfraModel"] | components["schemas"]["DeepSeekModel"] | components["schemas"]["GoogleModel"] | components["schemas"]["GroqModel"] | components["schemas"]["InflectionAIModel"] | components["schemas"]["MinimaxLLMModel"] | components["schemas"]["OpenAIModel"] | components["schemas"]["OpenRouterModel"] | components["schemas"]["PerplexityAIModel"] | components["schemas"]["TogetherAIModel"] | components["schemas"]["XaiModel"];
            modelOutputInMessagesEnabled?: boolean;
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name?: string;
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            server?: components["schemas"]["Server"];
            serverMessages?: ("assistant.speechStarted" | "assistant.started" | "call.delete.failed" | "call.deleted" | "chat.created" | "chat.deleted" | "conversation-update" | "end-of-call-report" | "function-call" | "handoff-destination-request" | "hang" | "language-change-detected" | "language-changed" | "model-output" | "phone-call-control" | "session.created" | "session.deleted" | "session.updated" | "speech-update" | "status-update" | "tool-calls" | "transcript" | "transcript[transcriptType=\"final\"]" | "transfer-destination-request" | "transfer-update" | "user-interrupted" | "voice-input" | (string & {}))[];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            transportConfigurations?: components["schemas"]["TransportConfigurationTwilio"][];
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        CreateAzureCredentialDTO: {
            apiKey?: string;
            bucketPlan?: components["schemas"]["AzureBlobStorageBucketPlan"];
            fallbackIndex?: number;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "azure";
            /** @enum {string} */
            region?: "australiaeast" | "canadacentral" | "canadaeast" | "centralus" | "eastus" | "eastus2" | "france" | "germanywestcentral" | "india" | "japaneast" | "japanwest" | "northcentralus" | "norway" | "polandcentral" | "southcentralus" | "spaincentral" | "swedencentral" | "switzerland" | "uaenorth" | "uk" | "westeurope" | "westus" | "westus3" | (string & {});
            /**
             * @default speech
             * @enum {string}
             */
            service: "blob_storage" | "speech" | (string & {});
        };
        CreateAzureOpenAICredentialDTO: {
            models: ("gpt-35-turbo-0125" | "gpt-35-turbo-1106" | "gpt-4-0125-preview" | "gpt-4-0613" | "gpt-4-1106-preview" | "gpt-4-turbo-2024-04-09" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-nano-2025-04-14" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-08-06" | "gpt-4o-2024-11-20" | "gpt-4o-mini-2024-07-18" | "gpt-5" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat" | "gpt-5.2" | "gpt-5.2-chat" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini-2026-03-17" | "gpt-5.4-nano" | (string & {}))[];
            name?: string;
            ocpApimSubscriptionKey?: string;
            openAIEndpoint: string;
            openAIKey: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "azure-openai";
            /** @enum {string} */
            region: "australiaeast" | "canadacentral" | "canadaeast" | "centralus" | "eastus" | "eastus2" | "france" | "germanywestcentral" | "india" | "japaneast" | "japanwest" | "northcentralus" | "norway" | "polandcentral" | "southcentralus" | "spaincentral" | "swedencentral" | "switzerland" | "uaenorth" | "uk" | "westeurope" | "westus" | "westus3" | (string & {});
        };
        CreateBarInsightFromCallTableDTO: {
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            metadata?: components["schemas"]["BarInsightMetadata"];
            name?: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"] | components["schemas"]["JSONQueryOnEventsTable"])[];
            timeRange?: components["schemas"]["InsightTimeRangeWithStep"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bar";
        };
        CreateBashToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default bash
             * @enum {string}
             */
            name: "bash";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "bash_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bash";
        };
        CreateByoPhoneNumberDTO: {
            assistantId?: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "byo-phone-number";
            server?: components["schemas"]["Server"];
            squadId?: string;
            workflowId?: string;
        };
        CreateByoSipTrunkCredentialDTO: {
            gateways: components["schemas"]["SipTrunkGateway"][];
            name?: string;
            outboundAuthenticationPlan?: components["schemas"]["SipTrunkOutboundAuthenticationPlan"];
            outboundLeadingPlusEnabled?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "byo-sip-trunk";
            sbcConfiguration?: components["schemas"]["SbcConfiguration"];
            sipDiversionHeader?: string;
            techPrefix?: string;
        };
        CreateCallDTO: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            customerId?: string;
            customers?: components["schemas"]["CreateCustomerDTO"][];
            name?: string;
            phoneNumber?: components["schemas"]["ImportTwilioPhoneNumberDTO"];
            phoneNumberId?: string;
            schedulePlan?: components["schemas"]["SchedulePlan"];
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            squadOverrides?: components["schemas"]["AssistantOverrides"];
            transport?: components["schemas"]["VapiWebsocketTransport"] | components["schemas"]["VonageTransport"] | components["schemas"]["TwilioTransport"] | components["schemas"]["VapiSipTransport"] | components["schemas"]["TelnyxTransport"] | components["schemas"]["VapiWebCallTransport"];
            workflow?: components["schemas"]["CreateWorkflowDTO"];
            workflowId?: string;
            workflowOverrides?: components["schemas"]["WorkflowOverrides"];
        };
        CreateCampaignDTO: {
            assistantId?: string;
            customers?: components["schemas"]["CreateCustomerDTO"][];
            dialPlan?: components["schemas"]["DialPlanEntry"][];
            name: string;
            phoneNumberId?: string;
            schedulePlan?: components["schemas"]["SchedulePlan"];
            squadId?: string;
            workflowId?: string;
        };
        CreateCartesiaCredentialDTO: {
            apiKey: string;
            apiUrl?: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "cartesia";
        };
        CreateCerebrasCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "cerebras";
        };
        CreateChatDTO: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            input: string | (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            name?: string;
            previousChatId?: string;
            sessionId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            /** @default false */
            stream?: boolean;
            transport?: components["schemas"]["TwilioSMSChatTransport"];
        };
        CreateChatStreamResponse: {
            delta: string;
            id: string;
            path: string;
            sessionId?: string;
        };
        CreateCloudflareCredentialDTO: {
            accountEmail?: string;
            accountId?: string;
            apiKey?: string;
            bucketPlan?: components["schemas"]["CloudflareR2BucketPlan"];
            fallbackIndex?: number;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "cloudflare";
        };
        CreateCodeToolDTO: {
            async?: boolean;
            code: string;
            credentialId?: string;
            environmentVariables?: components["schemas"]["CodeToolEnvironmentVariable"][];
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            timeoutSeconds?: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code";
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        CreateComputerToolDTO: {
            displayHeightPx: number;
            displayNumber?: number;
            displayWidthPx: number;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default computer
             * @enum {string}
             */
            name: "computer";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "computer_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "computer";
        };
        CreateCustomCredentialDTO: {
            authenticationPlan: components["schemas"]["OAuth2AuthenticationPlan"] | components["schemas"]["HMACAuthenticationPlan"] | components["schemas"]["BearerAuthenticationPlan"];
            encryptionPlan?: components["schemas"]["PublicKeyEncryptionPlan"] & components["schemas"]["PublicKeyEncryptionPlan"];
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "custom-credential";
        };
        CreateCustomKnowledgeBaseDTO: {
            /** @enum {string} */
            provider: "custom-knowledge-base";
            server: components["schemas"]["Server"];
        };
        CreateCustomLLMCredentialDTO: {
            apiKey: string;
            authenticationPlan?: components["schemas"]["OAuth2AuthenticationPlan"];
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "custom-llm";
        };
        CreateCustomerDTO: {
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            email?: string;
            extension?: string;
            externalId?: string;
            name?: string;
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            sipUri?: string;
        };
        CreateDeepInfraCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "deepinfra";
        };
        CreateDeepSeekCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "deep-seek";
        };
        CreateDeepgramCredentialDTO: {
            apiKey: string;
            apiUrl?: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "deepgram";
        };
        CreateDtmfToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /** @default false */
            sipInfoDtmfEnabled?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dtmf";
        };
        CreateElevenLabsCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "11labs";
        };
        CreateEmailCredentialDTO: {
            email: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "email";
        };
        CreateEndCallToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endCall";
        };
        CreateEvalDTO: {
            description?: string;
            messages: (components["schemas"]["ChatEvalAssistantMessageMock"] | components["schemas"]["ChatEvalSystemMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageEvaluation"] | components["schemas"]["ChatEvalUserMessageMock"] | components["schemas"]["ChatEvalAssistantMessageEvaluation"])[];
            name?: string;
            /** @enum {string} */
            type: "chat.mockConversation";
        };
        CreateEvalRunDTO: {
            eval?: components["schemas"]["CreateEvalDTO"] & components["schemas"]["CreateEvalDTO"];
            evalId?: string;
            target: components["schemas"]["EvalRunTargetAssistant"] | components["schemas"]["EvalRunTargetSquad"];
            /** @enum {string} */
            type: "eval";
        };
        CreateFileDTO: {
            /** Format: binary */
            file: string;
        };
        CreateFunctionToolDTO: {
            async?: boolean;
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "function";
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        CreateGcpCredentialDTO: {
            bucketPlan?: components["schemas"]["BucketPlan"];
            fallbackIndex?: number;
            gcpKey: components["schemas"]["GcpKey"];
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "gcp";
            region?: string;
        };
        CreateGladiaCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "gladia";
        };
        CreateGoHighLevelCalendarAvailabilityToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.calendar.availability.check";
        };
        CreateGoHighLevelCalendarEventCreateToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.calendar.event.create";
        };
        CreateGoHighLevelContactCreateToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.contact.create";
        };
        CreateGoHighLevelContactGetToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.contact.get";
        };
        CreateGoHighLevelCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "gohighlevel";
        };
        CreateGoHighLevelMCPCredentialDTO: {
            authenticationSession: components["schemas"]["Oauth2AuthenticationSession"];
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "ghl.oauth2-authorization";
        };
        CreateGoogleCalendarCheckAvailabilityToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.calendar.availability.check";
        };
        CreateGoogleCalendarCreateEventToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.calendar.event.create";
        };
        CreateGoogleCalendarOAuth2AuthorizationCredentialDTO: {
            authorizationId: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "google.calendar.oauth2-authorization";
        };
        CreateGoogleCalendarOAuth2ClientCredentialDTO: {
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "google.calendar.oauth2-client";
        };
        CreateGoogleCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "google";
        };
        CreateGoogleSheetsOAuth2AuthorizationCredentialDTO: {
            authorizationId: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "google.sheets.oauth2-authorization";
        };
        CreateGoogleSheetsRowAppendToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.sheets.row.append";
        };
        CreateGroqCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "groq";
        };
        CreateHandoffToolDTO: {
            defaultResult?: string;
            destinations?: (components["schemas"]["HandoffDestinationAssistant"] | components["schemas"]["HandoffDestinationDynamic"] | components["schemas"]["HandoffDestinationSquad"])[];
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "handoff";
        };
        CreateHumeCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "hume";
        };
        CreateInflectionAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "inflection-ai";
        };
        CreateInworldCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "inworld";
        };
        CreateLangfuseCredentialDTO: {
            apiKey: string;
            apiUrl: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "langfuse";
            publicKey: string;
        };
        CreateLineInsightFromCallTableDTO: {
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            metadata?: components["schemas"]["LineInsightMetadata"];
            name?: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            timeRange?: components["schemas"]["InsightTimeRangeWithStep"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "line";
        };
        CreateLmntCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "lmnt";
        };
        CreateMakeCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "make";
            region: string;
            teamId: string;
        };
        CreateMcpToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            metadata?: components["schemas"]["McpToolMetadata"];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            toolMessages?: components["schemas"]["McpToolMessages"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "mcp";
        };
        CreateMinimaxCredentialDTO: {
            apiKey: string;
            groupId: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "minimax";
        };
        CreateMistralCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "mistral";
        };
        CreateNeuphonicCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "neuphonic";
        };
        CreateOpenAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "openai";
        };
        CreateOpenRouterCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "openrouter";
        };
        CreateOrgDTO: {
            billingLimit?: number;
            /** @enum {string} */
            channel?: "daily" | "default" | "hcs" | "intuit" | "weekly" | (string & {});
            compliancePlan?: components["schemas"]["CompliancePlan"];
            /** @deprecated */
            concurrencyLimit?: number;
            hipaaEnabled?: boolean;
            name?: string;
            server?: components["schemas"]["Server"];
            subscriptionId?: string;
        };
        CreatePerplexityAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "perplexity-ai";
        };
        CreatePieInsightFromCallTableDTO: {
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            name?: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            timeRange?: components["schemas"]["InsightTimeRange"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pie";
        };
        CreatePlayHTCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "playht";
            userId: string;
        };
        CreateQueryToolDTO: {
            knowledgeBases?: components["schemas"]["KnowledgeBase"][];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "query";
        };
        CreateRimeAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "rime-ai";
        };
        CreateRunpodCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "runpod";
        };
        CreateS3CredentialDTO: {
            awsAccessKeyId: string;
            awsSecretAccessKey: string;
            fallbackIndex?: number;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "s3";
            region: string;
            s3BucketName: string;
            s3PathPrefix: string;
        };
        CreateScorecardDTO: {
            assistantIds?: string[];
            description?: string;
            metrics: components["schemas"]["ScorecardMetric"][];
            name?: string;
        };
        CreateSesameVoiceDTO: {
            transcription?: string;
            voiceName?: string;
        };
        CreateSessionDTO: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            customer?: components["schemas"]["CreateCustomerDTO"];
            customerId?: string;
            expirationSeconds?: number;
            messages?: (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            name?: string;
            phoneNumber?: components["schemas"]["ImportTwilioPhoneNumberDTO"];
            phoneNumberId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            /** @enum {string} */
            status?: "active" | "completed" | (string & {});
        };
        CreateSipRequestToolDTO: {
            body?: string | components["schemas"]["JsonSchema"];
            headers?: components["schemas"]["JsonSchema"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sipRequest";
            /** @enum {string} */
            verb: "INFO" | "MESSAGE" | "NOTIFY" | (string & {});
        };
        CreateSlackOAuth2AuthorizationCredentialDTO: {
            authorizationId: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "slack.oauth2-authorization";
        };
        CreateSlackSendMessageToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "slack.message.send";
        };
        CreateSlackWebhookCredentialDTO: {
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "slack-webhook";
            webhookUrl: string;
        };
        CreateSmallestAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "smallest-ai";
        };
        CreateSmsToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sms";
        };
        CreateSonioxCredentialDTO: {
            apiKey: string;
            apiUrl?: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "soniox";
        };
        CreateSpeechmaticsCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "speechmatics";
        };
        CreateSquadDTO: {
            members: components["schemas"]["SquadMemberDTO"][];
            membersOverrides?: components["schemas"]["AssistantOverrides"];
            name?: string;
        };
        CreateStructuredOutputDTO: {
            assistantIds?: string[];
            compliancePlan?: components["schemas"]["ComplianceOverride"];
            description?: string;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            name: string;
            regex?: string;
            schema: components["schemas"]["JsonSchema"];
            /**
             * @default ai
             * @enum {string}
             */
            type?: "ai" | "regex" | (string & {});
            workflowIds?: string[];
        };
        CreateSupabaseCredentialDTO: {
            bucketPlan?: components["schemas"]["SupabaseBucketPlan"];
            fallbackIndex?: number;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "supabase";
        };
        CreateTavusCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "tavus";
        };
        CreateTelnyxPhoneNumberDTO: {
            assistantId?: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "telnyx";
            server?: components["schemas"]["Server"];
            squadId?: string;
            workflowId?: string;
        };
        CreateTestSuiteDto: {
            name?: string;
            /** @deprecated */
            phoneNumberId?: string;
            targetPlan?: components["schemas"]["TargetPlan"];
            testerPlan?: components["schemas"]["TesterPlan"];
        };
        CreateTestSuiteRunDto: {
            name?: string;
        };
        CreateTestSuiteTestChatDto: {
            name?: string;
            numAttempts?: number;
            scorers: components["schemas"]["TestSuiteTestScorerAI"][];
            script: string;
            /** @enum {string} */
            type: "chat";
        };
        CreateTestSuiteTestVoiceDto: {
            name?: string;
            numAttempts?: number;
            scorers: components["schemas"]["TestSuiteTestScorerAI"][];
            script: string;
            /** @enum {string} */
            type: "voice";
        };
        CreateTextEditorToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default str_replace_editor
             * @enum {string}
             */
            name: "str_replace_editor";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "text_editor_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "textEditor";
        };
        CreateTextInsightFromCallTableDTO: {
            formula?: Record<string, unknown>;
            name?: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            timeRange?: components["schemas"]["InsightTimeRange"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
        };
        CreateTogetherAICredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "together-ai";
        };
        CreateTokenDTO: {
            name?: string;
            restrictions?: components["schemas"]["TokenRestrictions"];
            /** @enum {string} */
            tag?: "private" | "public" | (string & {});
        };
        CreateToolTemplateDTO: {
            details?: components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"];
            metadata?: components["schemas"]["ToolTemplateMetadata"];
            name?: string;
            /** @enum {string} */
            provider?: "function" | "gohighlevel" | "make" | (string & {});
            providerDetails?: components["schemas"]["MakeToolProviderDetails"] | components["schemas"]["GhlToolProviderDetails"] | components["schemas"]["FunctionToolProviderDetails"] | components["schemas"]["GoogleCalendarCreateEventToolProviderDetails"] | components["schemas"]["GoogleSheetsRowAppendToolProviderDetails"] | components["schemas"]["GoHighLevelCalendarAvailabilityToolProviderDetails"] | components["schemas"]["GoHighLevelCalendarEventCreateToolProviderDetails"] | components["schemas"]["GoHighLevelContactCreateToolProviderDetails"] | components["schemas"]["GoHighLevelContactGetToolProviderDetails"];
            /**
             * @default tool
             * @enum {string}
             */
            type: "tool";
            /**
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public" | (string & {});
        };
        CreateTransferCallToolDTO: {
            destinations?: (components["schemas"]["TransferDestinationAssistant"] | components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"])[];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transferCall";
        };
        CreateTwilioCredentialDTO: {
            accountSid: string;
            apiKey?: string;
            apiSecret?: string;
            authToken?: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "twilio";
        };
        CreateTwilioPhoneNumberDTO: {
            assistantId?: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "twilio";
            server?: components["schemas"]["Server"];
            /** @default true */
            smsEnabled?: boolean;
            squadId?: string;
            twilioAccountSid: string;
            twilioApiKey?: string;
            twilioApiSecret?: string;
            twilioAuthToken?: string;
            workflowId?: string;
        };
        CreateVapiPhoneNumberDTO: {
            assistantId?: string;
            authentication?: components["schemas"]["SipAuthentication"];
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            numberDesiredAreaCode?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vapi";
            server?: components["schemas"]["Server"];
            sipUri?: string;
            squadId?: string;
            workflowId?: string;
        };
        CreateVoicemailToolDTO: {
            /** @default false */
            beepDetectionEnabled?: boolean;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "voicemail";
        };
        CreateVonageCredentialDTO: {
            apiKey: string;
            apiSecret: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vonage";
        };
        CreateVonagePhoneNumberDTO: {
            assistantId?: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vonage";
            server?: components["schemas"]["Server"];
            squadId?: string;
            workflowId?: string;
        };
        CreateWebCallDTO: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            /** @default true */
            roomDeleteOnUserLeaveEnabled?: boolean;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            squadOverrides?: components["schemas"]["AssistantOverrides"];
            workflow?: components["schemas"]["CreateWorkflowDTO"];
            workflowId?: string;
            workflowOverrides?: components["schemas"]["WorkflowOverrides"];
        };
        CreateWebChatDTO: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["ChatAssistantOverrides"];
            customer?: components["schemas"]["CreateWebCustomerDTO"];
            input: string | (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            /** @default false */
            sessionEnd?: boolean;
            sessionExpirationSeconds?: number;
            sessionId?: string;
            /** @default false */
            stream?: boolean;
        };
        CreateWebCustomerDTO: {
            assistantOverrides?: components["schemas"]["ChatAssistantOverrides"];
            email?: string;
            extension?: string;
            externalId?: string;
            name?: string;
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            sipUri?: string;
        };
        CreateWebhookCredentialDTO: {
            authenticationPlan: components["schemas"]["OAuth2AuthenticationPlan"] | components["schemas"]["HMACAuthenticationPlan"] | components["schemas"]["BearerAuthenticationPlan"];
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "webhook";
        };
        CreateWellSaidCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "wellsaid";
        };
        CreateWorkflowDTO: {
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            edges: components["schemas"]["Edge"][];
            globalPrompt?: string;
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["CallHookModelResponseTimeout"])[];
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name: string;
            nodes: (components["schemas"]["ConversationNode"] | components["schemas"]["ToolNode"])[];
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            server?: components["schemas"]["Server"];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        CreateXAiCredentialDTO: {
            apiKey: string;
            name?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "xai";
        };
        CredentialActionRequest: {
            action_name: string;
            input: Record<string, unknown>;
        };
        CredentialEndUser: {
            endUserEmail?: string | null;
            endUserId: string;
            organizationId: string;
            tags?: Record<string, unknown>;
        };
        CredentialSessionError: {
            description: string;
            type: string;
        };
        CredentialSessionResponse: {
            sessionToken: string;
        };
        CredentialWebhookDTO: {
            /** @enum {string} */
            authMode: "API_KEY" | "BASIC" | "OAUTH2" | (string & {});
            connectionId: string;
            endUser: components["schemas"]["CredentialEndUser"];
            environment: string;
            error?: components["schemas"]["CredentialSessionError"];
            from: string;
            /** @enum {string} */
            operation: "creation" | "override" | "refresh" | (string & {});
            provider: string;
            providerConfigKey: string;
            success: boolean;
            tags?: Record<string, unknown>;
            /** @enum {string} */
            type: "auth" | "forward" | "sync" | (string & {});
        };
        CustomCredential: {
            authenticationPlan: components["schemas"]["OAuth2AuthenticationPlan"] | components["schemas"]["HMACAuthenticationPlan"] | components["schemas"]["BearerAuthenticationPlan"];
            authenticationSession: components["schemas"]["Oauth2AuthenticationSession"];
            /** Format: date-time */
            createdAt: string;
            encryptionPlan?: components["schemas"]["PublicKeyEncryptionPlan"] & components["schemas"]["PublicKeyEncryptionPlan"];
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "custom-credential";
            /** Format: date-time */
            updatedAt: string;
        };
        CustomEndpointingModelSmartEndpointingPlan: {
            /** @enum {string} */
            provider: "custom-endpointing-model" | "livekit" | "vapi" | (string & {});
            server?: components["schemas"]["Server"];
        };
        CustomKnowledgeBase: {
            id: string;
            orgId: string;
            /** @enum {string} */
            provider: "custom-knowledge-base";
            server: components["schemas"]["Server"];
        };
        CustomLLMCredential: {
            apiKey: string;
            authenticationPlan?: components["schemas"]["OAuth2AuthenticationPlan"];
            authenticationSession?: components["schemas"]["Oauth2AuthenticationSession"];
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "custom-llm";
            /** Format: date-time */
            updatedAt: string;
        };
        CustomLLMModel: {
            emotionRecognitionEnabled?: boolean;
            headers?: {
                [key: string]: string;
            };
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            metadataSendMode?: "destructured" | "off" | "variable" | (string & {});
            model: string;
            numFastTurns?: number;
            /** @enum {string} */
            provider: "custom-llm";
            temperature?: number;
            timeoutSeconds?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
            url: string;
            wordLevelConfidenceEnabled?: boolean;
        };
        CustomMessage: {
            content?: string;
            contents?: components["schemas"]["TextContent"][];
            /** @enum {string} */
            type: "custom-message";
        };
        CustomTranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            provider: "custom-transcriber";
            server: components["schemas"]["Server"];
        };
        CustomVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            provider: "custom-voice";
            server: components["schemas"]["Server"];
            voiceId?: string;
        };
        CustomerCustomEndpointingRule: {
            regex: string;
            regexOptions?: components["schemas"]["RegexOption"][];
            timeoutSeconds: number;
            /** @enum {string} */
            type: "customer";
        };
        CustomerSpeechTimeoutOptions: {
            timeoutSeconds: number;
            triggerMaxCount?: number;
            /** @enum {string} */
            triggerResetMode?: "never" | "onUserSpeech" | (string & {});
        };
        DeepInfraCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "deepinfra";
            /** Format: date-time */
            updatedAt: string;
        };
        DeepInfraModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            model: string;
            numFastTurns?: number;
            /** @enum {string} */
            provider: "deepinfra";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        DeepSeekCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "deep-seek";
            /** Format: date-time */
            updatedAt: string;
        };
        DeepSeekModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "deepseek-chat" | "deepseek-reasoner" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "deep-seek";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        DeepgramCredential: {
            apiKey: string;
            apiUrl?: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "deepgram";
            /** Format: date-time */
            updatedAt: string;
        };
        DeepgramTranscriber: {
            confidenceThreshold?: number;
            endpointing?: number;
            eotThreshold?: number;
            eotTimeoutMs?: number;
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            keyterm?: string[];
            keywords?: string[];
            /** @enum {string} */
            language?: "ar" | "az" | "ba" | "be" | "bg" | "bn" | "br" | "bs" | "ca" | "cs" | "da" | "da-DK" | "de" | "de-CH" | "el" | "en" | "en-AU" | "en-CA" | "en-GB" | "en-IE" | "en-IN" | "en-NZ" | "en-US" | "es" | "es-419" | "es-LATAM" | "et" | "eu" | "fa" | "fi" | "fr" | "fr-CA" | "ha" | "haw" | "he" | "hi" | "hi-Latn" | "hr" | "hu" | "id" | "is" | "it" | "ja" | "jw" | "kn" | "ko" | "ko-KR" | "ln" | "lt" | "lv" | "mk" | "mr" | "ms" | "multi" | "nl" | "nl-BE" | "no" | "pl" | "pt" | "pt-BR" | "pt-PT" | "ro" | "ru" | "sk" | "sl" | "sn" | "so" | "sr" | "su" | "sv" | "sv-SE" | "ta" | "taq" | "te" | "th" | "th-TH" | "tl" | "tr" | "tt" | "uk" | "ur" | "vi" | "yo" | "zh" | "zh-CN" | "zh-HK" | "zh-Hans" | "zh-Hant" | "zh-TW" | (string & {});
            languages?: string[];
            /** @default false */
            mipOptOut?: boolean;
            model?: ("base" | "base-conversationalai" | "base-finance" | "base-general" | "base-meeting" | "base-phonecall" | "base-video" | "base-voicemail" | "enhanced" | "enhanced-finance" | "enhanced-general" | "enhanced-meeting" | "enhanced-phonecall" | "flux-general-en" | "flux-general-multi" | "nova" | "nova-2" | "nova-2-automotive" | "nova-2-conversationalai" | "nova-2-drivethru" | "nova-2-finance" | "nova-2-general" | "nova-2-medical" | "nova-2-meeting" | "nova-2-phonecall" | "nova-2-video" | "nova-2-voicemail" | "nova-3" | "nova-3-general" | "nova-3-medical" | "nova-general" | "nova-medical" | "nova-phonecall" | "whisper" | (string & {})) | string;
            numerals?: boolean;
            profanityFilter?: boolean;
            /** @enum {string} */
            provider: "deepgram";
            redaction?: ("numbers" | "pci" | "phi" | "pii" | (string & {}))[];
            smartFormat?: boolean;
        };
        DeepgramVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @default false */
            mipOptOut?: boolean;
            /** @enum {string} */
            model?: "aura" | "aura-2" | (string & {});
            /** @enum {string} */
            provider: "deepgram";
            /** @enum {string} */
            voiceId: "alvaro" | "amalthea" | "andromeda" | "angus" | "apollo" | "aquila" | "arcas" | "aries" | "asteria" | "athena" | "atlas" | "aurora" | "callista" | "carina" | "celeste" | "cora" | "cordelia" | "delia" | "diana" | "draco" | "electra" | "estrella" | "harmonia" | "helena" | "helios" | "hera" | "hermes" | "hyperion" | "iris" | "janus" | "javier" | "juno" | "jupiter" | "luna" | "mars" | "minerva" | "neptune" | "nestor" | "odysseus" | "ophelia" | "orion" | "orpheus" | "pandora" | "perseus" | "phoebe" | "pluto" | "saturn" | "selena" | "selene" | "sirio" | "stella" | "thalia" | "theia" | "vesta" | "zeus" | (string & {});
        };
        DeleteCallDTO: {
            ids?: string[];
        };
        DeveloperMessage: {
            content: string;
            metadata?: Record<string, unknown>;
            name?: string;
            /**
             * @default developer
             * @enum {string}
             */
            role: "developer";
        };
        DialPlanEntry: {
            customers: components["schemas"]["CreateCustomerDTO"][];
            phoneNumberId: string;
        };
        DtmfTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /** @default false */
            sipInfoDtmfEnabled?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dtmf";
            /** Format: date-time */
            updatedAt: string;
        };
        Edge: {
            condition?: components["schemas"]["AIEdgeCondition"];
            from: string;
            metadata?: Record<string, unknown>;
            to: string;
        };
        ElevenLabsCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "11labs";
            /** Format: date-time */
            updatedAt: string;
        };
        ElevenLabsPronunciationDictionaryLocator: {
            pronunciationDictionaryId: string;
            versionId: string;
        };
        ElevenLabsTranscriber: {
            confidenceThreshold?: number;
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            minSilenceDurationMs?: number;
            minSpeechDurationMs?: number;
            model?: "scribe_v1" | "scribe_v2" | "scribe_v2_realtime" | (string & {});
            /** @enum {string} */
            provider: "11labs";
            silenceThresholdSeconds?: number;
        };
        ElevenLabsVoice: {
            autoMode?: boolean;
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            enableSsmlParsing?: boolean;
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            language?: string;
            /** @enum {string} */
            model?: "eleven_flash_v2" | "eleven_flash_v2_5" | "eleven_monolingual_v1" | "eleven_multilingual_v2" | "eleven_turbo_v2" | "eleven_turbo_v2_5" | "eleven_v3" | (string & {});
            optimizeStreamingLatency?: number;
            pronunciationDictionaryLocators?: components["schemas"]["ElevenLabsPronunciationDictionaryLocator"][];
            /** @enum {string} */
            provider: "11labs";
            similarityBoost?: number;
            speed?: number;
            stability?: number;
            style?: number;
            useSpeakerBoost?: boolean;
            voiceId: ("andrea" | "burt" | "drew" | "joseph" | "marissa" | "mark" | "matilda" | "mrb" | "myra" | "paul" | "paula" | "phillip" | "ryan" | "sarah" | "steve" | (string & {})) | string;
        };
        EmailCredential: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "email";
            /** Format: date-time */
            updatedAt: string;
        };
        EndCallTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endCall";
            /** Format: date-time */
            updatedAt: string;
        };
        Eval: {
            /** Format: date-time */
            createdAt: string;
            description?: string;
            id: string;
            messages: (components["schemas"]["ChatEvalAssistantMessageMock"] | components["schemas"]["ChatEvalSystemMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageEvaluation"] | components["schemas"]["ChatEvalUserMessageMock"] | components["schemas"]["ChatEvalAssistantMessageEvaluation"])[];
            name?: string;
            orgId: string;
            /** @enum {string} */
            type: "chat.mockConversation";
            /** Format: date-time */
            updatedAt: string;
        };
        EvalAnthropicModel: {
            maxTokens?: number;
            messages: Record<string, unknown>[];
            /** @enum {string} */
            model: "claude-3-5-haiku-20241022" | "claude-3-5-sonnet-20240620" | "claude-3-5-sonnet-20241022" | "claude-3-7-sonnet-20250219" | "claude-3-haiku-20240307" | "claude-3-opus-20240229" | "claude-3-sonnet-20240229" | "claude-haiku-4-5-20251001" | "claude-opus-4-20250514" | "claude-opus-4-5-20251101" | "claude-opus-4-6" | "claude-sonnet-4-20250514" | "claude-sonnet-4-5-20250929" | "claude-sonnet-4-6" | (string & {});
            /** @enum {string} */
            provider: "anthropic";
            temperature?: number;
            thinking?: components["schemas"]["AnthropicThinkingConfig"];
        };
        EvalCustomModel: {
            headers?: Record<string, unknown>;
            maxTokens?: number;
            messages: Record<string, unknown>[];
            model: string;
            /** @enum {string} */
            provider: "custom-llm";
            temperature?: number;
            timeoutSeconds?: number;
            url: string;
        };
        EvalGoogleModel: {
            maxTokens?: number;
            messages: Record<string, unknown>[];
            /** @enum {string} */
            model: "gemini-1.0-pro" | "gemini-1.5-flash" | "gemini-1.5-flash-002" | "gemini-1.5-pro" | "gemini-1.5-pro-002" | "gemini-2.0-flash" | "gemini-2.0-flash-exp" | "gemini-2.0-flash-lite" | "gemini-2.0-flash-realtime-exp" | "gemini-2.0-flash-thinking-exp" | "gemini-2.0-pro-exp-02-05" | "gemini-2.5-flash" | "gemini-2.5-flash-lite" | "gemini-2.5-pro" | "gemini-3-flash-preview" | (string & {});
            /** @enum {string} */
            provider: "google";
            temperature?: number;
        };
        EvalOpenAIModel: {
            maxTokens?: number;
            messages: Record<string, unknown>[];
            /** @enum {string} */
            model: "chatgpt-4o-latest" | "gpt-3.5-turbo" | "gpt-3.5-turbo-0125" | "gpt-3.5-turbo-0125:canadaeast" | "gpt-3.5-turbo-0125:northcentralus" | "gpt-3.5-turbo-0125:southcentralus" | "gpt-3.5-turbo-0613" | "gpt-3.5-turbo-1106" | "gpt-3.5-turbo-1106:canadaeast" | "gpt-3.5-turbo-1106:westus" | "gpt-3.5-turbo-16k" | "gpt-4" | "gpt-4-0125-preview" | "gpt-4-0125-preview:eastus" | "gpt-4-0125-preview:northcentralus" | "gpt-4-0125-preview:southcentralus" | "gpt-4-0613" | "gpt-4-0613:canadaeast" | "gpt-4-1106-preview" | "gpt-4-1106-preview:australiaeast" | "gpt-4-1106-preview:canadaeast" | "gpt-4-1106-preview:france" | "gpt-4-1106-preview:india" | "gpt-4-1106-preview:norway" | "gpt-4-1106-preview:swedencentral" | "gpt-4-1106-preview:uk" | "gpt-4-1106-preview:westus" | "gpt-4-1106-preview:westus3" | "gpt-4-turbo" | "gpt-4-turbo-2024-04-09" | "gpt-4-turbo-2024-04-09:eastus2" | "gpt-4-turbo-preview" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-2025-04-14:eastus" | "gpt-4.1-2025-04-14:eastus2" | "gpt-4.1-2025-04-14:germanywestcentral" | "gpt-4.1-2025-04-14:northcentralus" | "gpt-4.1-2025-04-14:polandcentral" | "gpt-4.1-2025-04-14:southcentralus" | "gpt-4.1-2025-04-14:spaincentral" | "gpt-4.1-2025-04-14:westeurope" | "gpt-4.1-2025-04-14:westus" | "gpt-4.1-2025-04-14:westus3" | "gpt-4.1-mini" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-mini-2025-04-14:eastus" | "gpt-4.1-mini-2025-04-14:eastus2" | "gpt-4.1-mini-2025-04-14:germanywestcentral" | "gpt-4.1-mini-2025-04-14:northcentralus" | "gpt-4.1-mini-2025-04-14:polandcentral" | "gpt-4.1-mini-2025-04-14:southcentralus" | "gpt-4.1-mini-2025-04-14:spaincentral" | "gpt-4.1-mini-2025-04-14:westeurope" | "gpt-4.1-mini-2025-04-14:westus" | "gpt-4.1-mini-2025-04-14:westus3" | "gpt-4.1-nano" | "gpt-4.1-nano-2025-04-14" | "gpt-4.1-nano-2025-04-14:eastus2" | "gpt-4.1-nano-2025-04-14:northcentralus" | "gpt-4.1-nano-2025-04-14:southcentralus" | "gpt-4.1-nano-2025-04-14:westus" | "gpt-4.1-nano-2025-04-14:westus3" | "gpt-4.1:australiaeast" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-05-13:eastus" | "gpt-4o-2024-05-13:eastus2" | "gpt-4o-2024-05-13:northcentralus" | "gpt-4o-2024-05-13:southcentralus" | "gpt-4o-2024-05-13:westus" | "gpt-4o-2024-05-13:westus3" | "gpt-4o-2024-08-06" | "gpt-4o-2024-08-06:eastus" | "gpt-4o-2024-08-06:eastus2" | "gpt-4o-2024-08-06:northcentralus" | "gpt-4o-2024-08-06:southcentralus" | "gpt-4o-2024-08-06:westus" | "gpt-4o-2024-08-06:westus3" | "gpt-4o-2024-11-20" | "gpt-4o-2024-11-20:eastus" | "gpt-4o-2024-11-20:eastus2" | "gpt-4o-2024-11-20:germanywestcentral" | "gpt-4o-2024-11-20:polandcentral" | "gpt-4o-2024-11-20:southcentralus" | "gpt-4o-2024-11-20:spaincentral" | "gpt-4o-2024-11-20:swedencentral" | "gpt-4o-2024-11-20:westeurope" | "gpt-4o-2024-11-20:westus" | "gpt-4o-2024-11-20:westus3" | "gpt-4o-mini" | "gpt-4o-mini-2024-07-18" | "gpt-4o-mini-2024-07-18:eastus" | "gpt-4o-mini-2024-07-18:eastus2" | "gpt-4o-mini-2024-07-18:northcentralus" | "gpt-4o-mini-2024-07-18:southcentralus" | "gpt-4o-mini-2024-07-18:westus" | "gpt-4o-mini-2024-07-18:westus3" | "gpt-4o:australiaeast" | "gpt-5" | "gpt-5-chat-latest" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat-latest" | "gpt-5.2" | "gpt-5.2-chat-latest" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini:australiaeast" | "gpt-5.4-nano" | "o1-mini" | "o1-mini-2024-09-12" | "o3" | "o3-mini" | "o4-mini" | (string & {});
            /** @enum {string} */
            provider: "openai";
            temperature?: number;
        };
        EvalPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Eval"][];
        };
        EvalRun: {
            cost: number;
            costs: Record<string, unknown>[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            endedAt: string;
            endedMessage?: string;
            /** @enum {string} */
            endedReason: "aborted" | "cancelled" | "error" | "mockConversation.done" | "timeout" | (string & {});
            eval?: components["schemas"]["CreateEvalDTO"] & components["schemas"]["CreateEvalDTO"];
            evalId?: string;
            id: string;
            orgId: string;
            results: components["schemas"]["EvalRunResult"][];
            /** Format: date-time */
            startedAt: string;
            /** @enum {string} */
            status: "ended" | "queued" | "running" | (string & {});
            target: components["schemas"]["EvalRunTargetAssistant"] | components["schemas"]["EvalRunTargetSquad"];
            /** @enum {string} */
            type: "eval";
        };
        EvalRunPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["EvalRun"][];
        };
        EvalRunResult: {
            /** Format: date-time */
            endedAt: string;
            messages: (components["schemas"]["ChatEvalUserMessageMock"] | components["schemas"]["ChatEvalSystemMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageMock"] | components["schemas"]["ChatEvalAssistantMessageMock"])[];
            /** Format: date-time */
            startedAt: string;
            /** @enum {string} */
            status: "fail" | "pass" | (string & {});
        };
        EvalRunTargetAssistant: {
            assistant?: components["schemas"]["CreateAssistantDTO"] & components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"] & components["schemas"]["AssistantOverrides"];
            /** @enum {string} */
            type: "assistant";
        };
        EvalRunTargetSquad: {
            assistantOverrides?: components["schemas"]["AssistantOverrides"] & components["schemas"]["AssistantOverrides"];
            squad?: components["schemas"]["CreateSquadDTO"] & components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            /** @enum {string} */
            type: "squad";
        };
        EventsTableBooleanCondition: {
            column: string;
            /** @enum {string} */
            operator: "=";
            value: boolean;
        };
        EventsTableNumberCondition: {
            column: string;
            /** @enum {string} */
            operator: "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | (string & {});
            value: number;
        };
        EventsTableStringCondition: {
            column: string;
            /** @enum {string} */
            operator: "!=" | "=" | "contains" | "notContains" | (string & {});
            value: string;
        };
        ExactReplacement: {
            key: string;
            /** @default false */
            replaceAllEnabled?: boolean;
            /** @enum {string} */
            type: "exact";
            value: string;
        };
        FallbackAssemblyAITranscriber: {
            confidenceThreshold?: number;
            disablePartialTranscripts?: boolean;
            endOfTurnConfidenceThreshold?: number;
            endUtteranceSilenceThreshold?: number;
            formatTurns?: boolean;
            keytermsPrompt?: string[];
            /** @enum {string} */
            language?: "en" | "multi" | (string & {});
            maxTurnSilence?: number;
            minEndOfTurnSilenceWhenConfident?: number;
            /** @enum {string} */
            provider: "assembly-ai";
            realtimeUrl?: string;
            /** @enum {string} */
            speechModel?: "universal-streaming-english" | "universal-streaming-multilingual" | (string & {});
            vadAssistedEndpointingEnabled?: boolean;
            wordBoost?: string[];
            /** @deprecated */
            wordFinalizationMaxWaitTime?: number;
        };
        FallbackAzureSpeechTranscriber: {
            /** @enum {string} */
            language?: "af-ZA" | "am-ET" | "ar-AE" | "ar-BH" | "ar-DZ" | "ar-EG" | "ar-IL" | "ar-IQ" | "ar-JO" | "ar-KW" | "ar-LB" | "ar-LY" | "ar-MA" | "ar-OM" | "ar-PS" | "ar-QA" | "ar-SA" | "ar-SY" | "ar-TN" | "ar-YE" | "az-AZ" | "bg-BG" | "bn-IN" | "bs-BA" | "ca-ES" | "cs-CZ" | "cy-GB" | "da-DK" | "de-AT" | "de-CH" | "de-DE" | "el-GR" | "en-AU" | "en-CA" | "en-GB" | "en-GH" | "en-HK" | "en-IE" | "en-IN" | "en-KE" | "en-NG" | "en-NZ" | "en-PH" | "en-SG" | "en-TZ" | "en-US" | "en-ZA" | "es-AR" | "es-BO" | "es-CL" | "es-CO" | "es-CR" | "es-CU" | "es-DO" | "es-EC" | "es-ES" | "es-GQ" | "es-GT" | "es-HN" | "es-MX" | "es-NI" | "es-PA" | "es-PE" | "es-PR" | "es-PY" | "es-SV" | "es-US" | "es-UY" | "es-VE" | "et-EE" | "eu-ES" | "fa-IR" | "fi-FI" | "fil-PH" | "fr-BE" | "fr-CA" | "fr-CH" | "fr-FR" | "ga-IE" | "gl-ES" | "gu-IN" | "he-IL" | "hi-IN" | "hr-HR" | "hu-HU" | "hy-AM" | "id-ID" | "is-IS" | "it-CH" | "it-IT" | "ja-JP" | "jv-ID" | "ka-GE" | "kk-KZ" | "km-KH" | "kn-IN" | "ko-KR" | "lo-LA" | "lt-LT" | "lv-LV" | "mk-MK" | "ml-IN" | "mn-MN" | "mr-IN" | "ms-MY" | "mt-MT" | "my-MM" | "nb-NO" | "ne-NP" | "nl-BE" | "nl-NL" | "pa-IN" | "pl-PL" | "ps-AF" | "pt-BR" | "pt-PT" | "ro-RO" | "ru-RU" | "si-LK" | "sk-SK" | "sl-SI" | "so-SO" | "sq-AL" | "sr-RS" | "sv-SE" | "sw-KE" | "sw-TZ" | "ta-IN" | "te-IN" | "th-TH" | "tr-TR" | "uk-UA" | "ur-IN" | "uz-UZ" | "vi-VN" | "wuu-CN" | "yue-CN" | "zh-CN" | "zh-CN-shandong" | "zh-CN-sichuan" | "zh-HK" | "zh-TW" | "zu-ZA" | (string & {});
            /** @enum {string} */
            provider: "azure";
            segmentationMaximumTimeMs?: number;
            segmentationSilenceTimeoutMs?: number;
            /** @enum {string} */
            segmentationStrategy?: "Default" | "Semantic" | "Time" | (string & {});
        };
        FallbackAzureVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            provider: "azure";
            speed?: number;
            voiceId: ("andrew" | "brian" | "emma" | (string & {})) | string;
        };
        FallbackCartesiaTranscriber: {
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            /** @enum {string} */
            model?: "ink-whisper";
            /** @enum {string} */
            provider: "cartesia";
        };
        FallbackCartesiaVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            experimentalControls?: components["schemas"]["CartesiaExperimentalControls"];
            generationConfig?: components["schemas"]["CartesiaGenerationConfig"];
            /** @enum {string} */
            language?: "ar" | "bg" | "bn" | "cs" | "da" | "de" | "el" | "en" | "es" | "fi" | "fr" | "gu" | "he" | "hi" | "hr" | "hu" | "id" | "it" | "ja" | "ka" | "kn" | "ko" | "ml" | "mr" | "ms" | "nl" | "no" | "pa" | "pl" | "pt" | "ro" | "ru" | "sk" | "sv" | "ta" | "te" | "th" | "tl" | "tr" | "uk" | "vi" | "zh" | (string & {});
            /** @enum {string} */
            model?: "sonic" | "sonic-2" | "sonic-2-2025-06-11" | "sonic-3" | "sonic-3-2025-10-27" | "sonic-3-2026-01-12" | "sonic-3.5" | "sonic-3.5-2026-05-04" | "sonic-english" | "sonic-multilingual" | "sonic-preview" | (string & {});
            pronunciationDictId?: string;
            /** @enum {string} */
            provider: "cartesia";
            voiceId: string;
        };
        FallbackCustomTranscriber: {
            /** @enum {string} */
            provider: "custom-transcriber";
            server: components["schemas"]["Server"];
        };
        FallbackCustomVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            provider: "custom-voice";
            server: components["schemas"]["Server"];
            voiceId?: string;
        };
        FallbackDeepgramTranscriber: {
            confidenceThreshold?: number;
            endpointing?: number;
            eotThreshold?: number;
            eotTimeoutMs?: number;
            keyterm?: string[];
            keywords?: string[];
            /** @enum {string} */
            language?: "ar" | "az" | "ba" | "be" | "bg" | "bn" | "br" | "bs" | "ca" | "cs" | "da" | "da-DK" | "de" | "de-CH" | "el" | "en" | "en-AU" | "en-CA" | "en-GB" | "en-IE" | "en-IN" | "en-NZ" | "en-US" | "es" | "es-419" | "es-LATAM" | "et" | "eu" | "fa" | "fi" | "fr" | "fr-CA" | "ha" | "haw" | "he" | "hi" | "hi-Latn" | "hr" | "hu" | "id" | "is" | "it" | "ja" | "jw" | "kn" | "ko" | "ko-KR" | "ln" | "lt" | "lv" | "mk" | "mr" | "ms" | "multi" | "nl" | "nl-BE" | "no" | "pl" | "pt" | "pt-BR" | "pt-PT" | "ro" | "ru" | "sk" | "sl" | "sn" | "so" | "sr" | "su" | "sv" | "sv-SE" | "ta" | "taq" | "te" | "th" | "th-TH" | "tl" | "tr" | "tt" | "uk" | "ur" | "vi" | "yo" | "zh" | "zh-CN" | "zh-HK" | "zh-Hans" | "zh-Hant" | "zh-TW" | (string & {});
            languages?: string[];
            /** @default false */
            mipOptOut?: boolean;
            model?: ("base" | "base-conversationalai" | "base-finance" | "base-general" | "base-meeting" | "base-phonecall" | "base-video" | "base-voicemail" | "enhanced" | "enhanced-finance" | "enhanced-general" | "enhanced-meeting" | "enhanced-phonecall" | "flux-general-en" | "flux-general-multi" | "nova" | "nova-2" | "nova-2-automotive" | "nova-2-conversationalai" | "nova-2-drivethru" | "nova-2-finance" | "nova-2-general" | "nova-2-medical" | "nova-2-meeting" | "nova-2-phonecall" | "nova-2-video" | "nova-2-voicemail" | "nova-3" | "nova-3-general" | "nova-3-medical" | "nova-general" | "nova-medical" | "nova-phonecall" | "whisper" | (string & {})) | string;
            numerals?: boolean;
            profanityFilter?: boolean;
            /** @enum {string} */
            provider: "deepgram";
            redaction?: ("numbers" | "pci" | "phi" | "pii" | (string & {}))[];
            smartFormat?: boolean;
        };
        FallbackDeepgramVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @default false */
            mipOptOut?: boolean;
            /** @enum {string} */
            model?: "aura" | "aura-2" | (string & {});
            /** @enum {string} */
            provider: "deepgram";
            /** @enum {string} */
            voiceId: "alvaro" | "amalthea" | "andromeda" | "angus" | "apollo" | "aquila" | "arcas" | "aries" | "asteria" | "athena" | "atlas" | "aurora" | "callista" | "carina" | "celeste" | "cora" | "cordelia" | "delia" | "diana" | "draco" | "electra" | "estrella" | "harmonia" | "helena" | "helios" | "hera" | "hermes" | "hyperion" | "iris" | "janus" | "javier" | "juno" | "jupiter" | "luna" | "mars" | "minerva" | "neptune" | "nestor" | "odysseus" | "ophelia" | "orion" | "orpheus" | "pandora" | "perseus" | "phoebe" | "pluto" | "saturn" | "selena" | "selene" | "sirio" | "stella" | "thalia" | "theia" | "vesta" | "zeus" | (string & {});
        };
        FallbackElevenLabsTranscriber: {
            confidenceThreshold?: number;
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            minSilenceDurationMs?: number;
            minSpeechDurationMs?: number;
            model?: "scribe_v1" | "scribe_v2" | "scribe_v2_realtime" | (string & {});
            /** @enum {string} */
            provider: "11labs";
            silenceThresholdSeconds?: number;
        };
        FallbackElevenLabsVoice: {
            autoMode?: boolean;
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            enableSsmlParsing?: boolean;
            language?: string;
            /** @enum {string} */
            model?: "eleven_flash_v2" | "eleven_flash_v2_5" | "eleven_monolingual_v1" | "eleven_multilingual_v2" | "eleven_turbo_v2" | "eleven_turbo_v2_5" | "eleven_v3" | (string & {});
            optimizeStreamingLatency?: number;
            pronunciationDictionaryLocators?: components["schemas"]["ElevenLabsPronunciationDictionaryLocator"][];
            /** @enum {string} */
            provider: "11labs";
            similarityBoost?: number;
            speed?: number;
            stability?: number;
            style?: number;
            useSpeakerBoost?: boolean;
            voiceId: ("andrea" | "burt" | "drew" | "joseph" | "marissa" | "mark" | "matilda" | "mrb" | "myra" | "paul" | "paula" | "phillip" | "ryan" | "sarah" | "steve" | (string & {})) | string;
        };
        FallbackGladiaTranscriber: {
            audioEnhancer?: boolean;
            confidenceThreshold?: number;
            customVocabularyConfig?: components["schemas"]["GladiaCustomVocabularyConfigDTO"];
            customVocabularyEnabled?: boolean;
            endpointing?: number;
            /** @enum {string} */
            language?: "af" | "am" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bo" | "br" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "gl" | "gu" | "ha" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "jv" | "ka" | "kk" | "km" | "kn" | "ko" | "la" | "lb" | "ln" | "lo" | "lt" | "lv" | "mg" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "ne" | "nl" | "nn" | "no" | "oc" | "pa" | "pl" | "ps" | "pt" | "ro" | "ru" | "sa" | "sd" | "si" | "sk" | "sl" | "sn" | "so" | "sq" | "sr" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "tk" | "tl" | "tr" | "tt" | "uk" | "ur" | "uz" | "vi" | "yi" | "yo" | "zh" | (string & {});
            languageBehaviour?: "automatic multiple languages" | "automatic single language" | "manual" | (string & {});
            languages?: ("af" | "am" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bo" | "br" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "gl" | "gu" | "ha" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "jv" | "ka" | "kk" | "km" | "kn" | "ko" | "la" | "lb" | "ln" | "lo" | "lt" | "lv" | "mg" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "ne" | "nl" | "nn" | "no" | "oc" | "pa" | "pl" | "ps" | "pt" | "ro" | "ru" | "sa" | "sd" | "si" | "sk" | "sl" | "sn" | "so" | "sq" | "sr" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "tk" | "tl" | "tr" | "tt" | "uk" | "ur" | "uz" | "vi" | "yi" | "yo" | "zh" | (string & {}))[];
            model?: "accurate" | "fast" | "solaria-1" | (string & {});
            prosody?: boolean;
            /** @enum {string} */
            provider: "gladia";
            receivePartialTranscripts?: boolean;
            /** @enum {string} */
            region?: "eu-west" | "us-west" | (string & {});
            speechThreshold?: number;
            transcriptionHint?: string;
        };
        FallbackGoogleTranscriber: {
            /** @enum {string} */
            language?: "Arabic" | "Bengali" | "Bulgarian" | "Chinese" | "Croatian" | "Czech" | "Danish" | "Dutch" | "English" | "Estonian" | "Finnish" | "French" | "German" | "Greek" | "Hebrew" | "Hindi" | "Hungarian" | "Indonesian" | "Italian" | "Japanese" | "Korean" | "Latvian" | "Lithuanian" | "Multilingual" | "Norwegian" | "Polish" | "Portuguese" | "Romanian" | "Russian" | "Serbian" | "Slovak" | "Slovenian" | "Spanish" | "Swahili" | "Swedish" | "Thai" | "Turkish" | "Ukrainian" | "Vietnamese" | (string & {});
            /** @enum {string} */
            model?: "gemini-1.0-pro" | "gemini-1.5-flash" | "gemini-1.5-flash-002" | "gemini-1.5-pro" | "gemini-1.5-pro-002" | "gemini-2.0-flash" | "gemini-2.0-flash-exp" | "gemini-2.0-flash-lite" | "gemini-2.0-flash-realtime-exp" | "gemini-2.0-flash-thinking-exp" | "gemini-2.0-pro-exp-02-05" | "gemini-2.5-flash" | "gemini-2.5-flash-lite" | "gemini-2.5-pro" | "gemini-3-flash-preview" | (string & {});
            /** @enum {string} */
            provider: "google";
        };
        FallbackHumeVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            description?: string;
            isCustomHumeVoice?: boolean;
            /** @enum {string} */
            model?: "octave" | "octave2" | (string & {});
            /** @enum {string} */
            provider: "hume";
            voiceId: string;
        };
        FallbackInworldVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /**
             * @default en
             * @enum {string}
             */
            languageCode?: "ar" | "de" | "en" | "es" | "fr" | "he" | "hi" | "it" | "ja" | "ko" | "nl" | "pl" | "pt" | "ru" | "zh" | (string & {});
            /**
             * @default inworld-tts-1
             * @enum {string}
             */
            model?: "inworld-tts-1";
            /** @enum {string} */
            provider: "inworld";
            /** @default 1 */
            speakingRate?: number;
            /** @default 1.1 */
            temperature?: number;
            /** @enum {string} */
            voiceId: "Alain" | "Alex" | "Ashley" | "Asuka" | "Blake" | "Carter" | "Clive" | "Craig" | "Deborah" | "Dennis" | "Diego" | "Dmitry" | "Dominus" | "Edward" | "Elena" | "Elizabeth" | "Erik" | "Gianni" | "Hades" | "Hana" | "Heitor" | "Hyunwoo" | "Hélène" | "Jing" | "Johanna" | "Josef" | "Julia" | "Katrien" | "Lennart" | "Lore" | "Luna" | "Lupita" | "Maitê" | "Manoj" | "Mark" | "Mathieu" | "Miguel" | "Minji" | "Nikolai" | "Nour" | "Olivia" | "Omar" | "Oren" | "Orietta" | "Pixie" | "Priya" | "Rafael" | "Riya" | "Ronald" | "Sarah" | "Satoshi" | "Seojun" | "Shaun" | "Svetlana" | "Szymon" | "Theodore" | "Timothy" | "Wendy" | "Wojciech" | "Xiaoyin" | "Xinyi" | "Yael" | "Yichen" | "Yoona" | "Étienne" | (string & {});
        };
        FallbackLMNTVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "auto" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            /** @enum {string} */
            provider: "lmnt";
            speed?: number;
            voiceId: ("amy" | "ansel" | "autumn" | "ava" | "brandon" | "caleb" | "cassian" | "chloe" | "dalton" | "daniel" | "dustin" | "elowen" | "evander" | "huxley" | "james" | "juniper" | "kennedy" | "lauren" | "leah" | "lily" | "lucas" | "magnus" | "miles" | "morgan" | "natalie" | "nathan" | "noah" | "nyssa" | "oliver" | "paige" | "ryan" | "sadie" | "sophie" | "stella" | "terrence" | "tyler" | "vesper" | "violet" | "warrick" | "zain" | "zeke" | "zoe" | (string & {})) | string;
        };
        FallbackNeuphonicVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            language: Record<string, unknown>;
            /** @enum {string} */
            model?: "neu_fast" | "neu_hq" | (string & {});
            /** @enum {string} */
            provider: "neuphonic";
            speed?: number;
            voiceId: never | string;
        };
        FallbackOpenAITranscriber: {
            /** @enum {string} */
            language?: "af" | "ar" | "az" | "be" | "bg" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "fa" | "fi" | "fr" | "gl" | "he" | "hi" | "hr" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "kk" | "kn" | "ko" | "lt" | "lv" | "mi" | "mk" | "mr" | "ms" | "ne" | "nl" | "no" | "pl" | "pt" | "ro" | "ru" | "sk" | "sl" | "sr" | "sv" | "sw" | "ta" | "th" | "tl" | "tr" | "uk" | "ur" | "vi" | "zh" | (string & {});
            /** @enum {string} */
            model: "gpt-4o-mini-transcribe" | "gpt-4o-transcribe" | (string & {});
            /** @enum {string} */
            provider: "openai";
        };
        FallbackOpenAIVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            instructions?: string;
            /** @enum {string} */
            model?: "gpt-4o-mini-tts" | "tts-1" | "tts-1-hd" | (string & {});
            /** @enum {string} */
            provider: "openai";
            speed?: number;
            voiceId: ("alloy" | "cedar" | "echo" | "fable" | "marin" | "nova" | "onyx" | "shimmer" | (string & {})) | string;
        };
        FallbackPlan: {
            voices: (components["schemas"]["FallbackAzureVoice"] | components["schemas"]["FallbackCartesiaVoice"] | components["schemas"]["FallbackHumeVoice"] | components["schemas"]["FallbackCustomVoice"] | components["schemas"]["FallbackDeepgramVoice"] | components["schemas"]["FallbackElevenLabsVoice"] | components["schemas"]["FallbackVapiVoice"] | components["schemas"]["FallbackLMNTVoice"] | components["schemas"]["FallbackOpenAIVoice"] | components["schemas"]["FallbackPlayHTVoice"] | components["schemas"]["FallbackWellSaidVoice"] | components["schemas"]["FallbackRimeAIVoice"] | components["schemas"]["FallbackSmallestAIVoice"] | components["schemas"]["FallbackTavusVoice"] | components["schemas"]["FallbackNeuphonicVoice"] | components["schemas"]["FallbackSesameVoice"] | components["schemas"]["FallbackInworldVoice"] | components["schemas"]["FallbackXaiVoice"])[];
        };
        FallbackPlayHTVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            emotion?: "female_angry" | "female_disgust" | "female_fearful" | "female_happy" | "female_sad" | "female_surprised" | "male_angry" | "male_disgust" | "male_fearful" | "male_happy" | "male_sad" | "male_surprised" | (string & {});
            /** @enum {string} */
            language?: "afrikaans" | "albanian" | "amharic" | "arabic" | "bengali" | "bulgarian" | "catalan" | "croatian" | "czech" | "danish" | "dutch" | "english" | "french" | "galician" | "german" | "greek" | "hebrew" | "hindi" | "hungarian" | "indonesian" | "italian" | "japanese" | "korean" | "malay" | "mandarin" | "polish" | "portuguese" | "russian" | "serbian" | "spanish" | "swedish" | "tagalog" | "thai" | "turkish" | "ukrainian" | "urdu" | "xhosa" | (string & {});
            /** @enum {string} */
            model?: "Play3.0-mini" | "PlayDialog" | "PlayHT2.0" | "PlayHT2.0-turbo" | (string & {});
            /** @enum {string} */
            provider: "playht";
            speed?: number;
            styleGuidance?: number;
            temperature?: number;
            textGuidance?: number;
            voiceGuidance?: number;
            voiceId: ("chris" | "davis" | "donna" | "jack" | "jennifer" | "matt" | "melissa" | "michael" | "ruby" | "will" | (string & {})) | string;
        };
        FallbackRimeAIVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            inlineSpeedAlpha?: string;
            /** @enum {string} */
            language?: "ar" | "de" | "en" | "es" | "fr" | "he" | "hi" | "ja" | "pt" | "si" | "ta" | (string & {});
            /** @enum {string} */
            model?: "arcana" | "mist" | "mistv2" | (string & {});
            pauseBetweenBrackets?: boolean;
            phonemizeBetweenBrackets?: boolean;
            /** @enum {string} */
            provider: "rime-ai";
            reduceLatency?: boolean;
            speed?: number;
            voiceId: ("albion" | "alpine" | "amber" | "andromeda" | "arcade" | "astra" | "atrium" | "bond" | "breeze" | "cedar" | "celeste" | "colin" | "cove" | "creek" | "cupola" | "estelle" | "esther" | "eucalyptus" | "eva" | "falcon" | "fern" | "glacier" | "hank" | "helen" | "joy" | "lagoon" | "lintel" | "luna" | "lyra" | "marlu" | "marsh" | "masonry" | "maya" | "mesa_extra" | "moon" | "moraine" | "nicholas" | "oculus" | "orion" | "parapet" | "peak" | "sirius" | "summit" | "talon" | "thunder" | "transom" | "tundra" | "tyler" | "vespera" | "wildflower" | (string & {})) | string;
        };
        FallbackSesameVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            model: "csm-1b";
            /** @enum {string} */
            provider: "sesame";
            voiceId: string;
        };
        FallbackSmallestAIVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            model?: "lightning";
            /** @enum {string} */
            provider: "smallest-ai";
            speed?: number;
            voiceId: ("aarav" | "ananya" | "aravind" | "arman" | "deepika" | "diya" | "emily" | "isha" | "james" | "jasmine" | "kajal" | "mansi" | "mithali" | "monika" | "niharika" | "nisha" | "pooja" | "radhika" | "raghav" | "raj" | "raman" | "saina" | "sanya" | "saurabh" | "william" | (string & {})) | string;
        };
        FallbackSonioxTranscriber: {
            contextGeneral?: components["schemas"]["SonioxContextGeneralItem"][];
            customVocabulary?: string[];
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            languageHintsStrict?: boolean;
            languages?: ("aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {}))[];
            maxEndpointDelayMs?: number;
            /** @enum {string} */
            model?: "stt-rt-v4";
            /** @enum {string} */
            provider: "soniox";
        };
        FallbackSpeechmaticsTranscriber: {
            customVocabulary: components["schemas"]["SpeechmaticsCustomVocabularyItem"][];
            /** @default false */
            enableDiarization?: boolean;
            /** @default 0.5 */
            endOfTurnSensitivity?: number;
            /** @enum {string} */
            language?: "ar" | "ar_en" | "auto" | "ba" | "be" | "bg" | "bn" | "ca" | "cmn" | "cmn_en" | "cs" | "cy" | "da" | "de" | "el" | "en" | "en_es" | "en_ms" | "en_ta" | "eo" | "es" | "et" | "eu" | "fa" | "fi" | "fr" | "ga" | "gl" | "he" | "hi" | "hr" | "hu" | "ia" | "id" | "it" | "ja" | "ko" | "lt" | "lv" | "mn" | "mr" | "ms" | "mt" | "nl" | "no" | "pl" | "pt" | "ro" | "ru" | "sk" | "sl" | "sv" | "sw" | "ta" | "th" | "tl" | "tr" | "ug" | "uk" | "ur" | "vi" | "yue" | (string & {});
            /** @default 3000 */
            maxDelay?: number;
            /** @default 0 */
            minimumSpeechDuration?: number;
            /** @enum {string} */
            model?: "default";
            /**
             * @default written
             * @enum {string}
             */
            numeralStyle?: "spoken" | "written" | (string & {});
            /**
             * @default enhanced
             * @enum {string}
             */
            operatingPoint?: "enhanced" | "standard" | (string & {});
            /** @enum {string} */
            provider: "speechmatics";
            /**
             * @default eu
             * @enum {string}
             */
            region?: "eu" | "us" | (string & {});
            /** @default false */
            removeDisfluencies?: boolean;
        };
        FallbackTalkscriberTranscriber: {
            /** @enum {string} */
            language?: "af" | "am" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bo" | "br" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "gl" | "gu" | "ha" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "jw" | "ka" | "kk" | "km" | "kn" | "ko" | "la" | "lb" | "ln" | "lo" | "lt" | "lv" | "mg" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "ne" | "nl" | "nn" | "no" | "oc" | "pa" | "pl" | "ps" | "pt" | "ro" | "ru" | "sa" | "sd" | "si" | "sk" | "sl" | "sn" | "so" | "sq" | "sr" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "tk" | "tl" | "tr" | "tt" | "uk" | "ur" | "uz" | "vi" | "yi" | "yo" | "yue" | "zh" | (string & {});
            /** @enum {string} */
            model?: "whisper";
            /** @enum {string} */
            provider: "talkscriber";
        };
        FallbackTavusVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            callbackUrl?: string;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            conversationName?: string;
            conversationalContext?: string;
            customGreeting?: string;
            personaId?: string;
            properties?: components["schemas"]["TavusConversationProperties"];
            /** @enum {string} */
            provider: "tavus";
            voiceId: "r52da2535a" | string;
        };
        FallbackTranscriberPlan: {
            transcribers?: (components["schemas"]["FallbackAssemblyAITranscriber"] | components["schemas"]["FallbackAzureSpeechTranscriber"] | components["schemas"]["FallbackCustomTranscriber"] | components["schemas"]["FallbackDeepgramTranscriber"] | components["schemas"]["FallbackElevenLabsTranscriber"] | components["schemas"]["FallbackGladiaTranscriber"] | components["schemas"]["FallbackGoogleTranscriber"] | components["schemas"]["FallbackTalkscriberTranscriber"] | components["schemas"]["FallbackSpeechmaticsTranscriber"] | components["schemas"]["FallbackOpenAITranscriber"] | components["schemas"]["FallbackCartesiaTranscriber"] | components["schemas"]["FallbackSonioxTranscriber"] | components["schemas"]["FallbackXaiTranscriber"])[];
        };
        FallbackVapiVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            language?: "ar" | "ar-AE" | "ar-EG" | "ar-SA" | "auto" | "bg" | "bn" | "cs" | "da" | "de" | "el" | "en" | "en-AU" | "en-CA" | "en-GB" | "en-US" | "es" | "es-ES" | "es-MX" | "fi" | "fil" | "fr" | "fr-CA" | "fr-FR" | "gu" | "he" | "hi" | "hr" | "hu" | "id" | "it" | "ja" | "ka" | "kn" | "ko" | "ml" | "mr" | "ms" | "nl" | "no" | "pa" | "pl" | "pt" | "pt-BR" | "pt-PT" | "ro" | "ru" | "sk" | "sv" | "ta" | "te" | "th" | "tl" | "tr" | "uk" | "vi" | "zh" | (string & {});
            pronunciationDictionary?: components["schemas"]["VapiPronunciationDictionaryLocator"][];
            /** @enum {string} */
            provider: "vapi";
            /** @default 1 */
            speed?: number;
            /** @enum {number} */
            version?: 1 | 2;
            /** @enum {string} */
            voiceId: "Clara" | "Cole" | "Dan" | "Elliot" | "Emma" | "Godfrey" | "Gustavo" | "Hana" | "Harry" | "Jess" | "Kai" | "Kylie" | "Layla" | "Leah" | "Leo" | "Lily" | "Mia" | "Naina" | "Neha" | "Neil" | "Nico" | "Paige" | "Rohan" | "Sagar" | "Savannah" | "Sid" | "Spencer" | "Tara" | "Zac" | "Zoe" | (string & {});
        };
        FallbackWellSaidVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            enableSsml?: boolean;
            libraryIds?: string[];
            /** @enum {string} */
            model?: "caruso" | "legacy" | (string & {});
            /** @enum {string} */
            provider: "wellsaid";
            voiceId: string;
        };
        FallbackXaiTranscriber: {
            /** @enum {string} */
            language?: "ar" | "cs" | "da" | "de" | "en" | "es" | "fa" | "fil" | "fr" | "hi" | "id" | "it" | "ja" | "ko" | "mk" | "ms" | "nl" | "pl" | "pt" | "ro" | "ru" | "sv" | "th" | "tr" | "vi" | (string & {});
            /** @enum {string} */
            model?: "default";
            /** @enum {string} */
            provider: "xai";
        };
        FallbackXaiVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /**
             * @default en
             * @enum {string}
             */
            language?: "ar-AE" | "ar-EG" | "ar-SA" | "auto" | "bn" | "de" | "en" | "es-ES" | "es-MX" | "fr" | "hi" | "id" | "it" | "ja" | "ko" | "pt-BR" | "pt-PT" | "ru" | "tr" | "vi" | "zh" | (string & {});
            /** @enum {string} */
            provider: "xai";
            /** @default 1.1 */
            speed?: number;
            /** @enum {string} */
            voiceId: "ara" | "eve" | "leo" | "rex" | "sal" | (string & {});
        };
        File: {
            bucket?: string;
            bytes?: number;
            /** Format: date-time */
            createdAt: string;
            id: string;
            key?: string;
            metadata?: Record<string, unknown>;
            mimetype?: string;
            name?: string;
            /** @enum {string} */
            object?: "file";
            orgId: string;
            originalName?: string;
            parsedTextBytes?: number;
            parsedTextUrl?: string;
            path?: string;
            purpose?: string;
            /** @enum {string} */
            status?: "done" | "failed" | "processing" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            url?: string;
        };
        FilterDateTypeColumnOnCallTable: {
            /** @enum {string} */
            column: "endedAt" | "startedAt" | (string & {});
            /** @enum {string} */
            operator: "eq" | "neq" | "gt" | "lt" | "gte" | "lte" | (string & {});
            value: string;
        };
        FilterNumberArrayTypeColumnOnCallTable: {
            /** @enum {string} */
            column: "averageEndpointingLatency" | "averageModelLatency" | "averageTranscriberLatency" | "averageTurnLatency" | "averageVoiceLatency" | "cost" | "duration" | (string & {});
            /** @enum {string} */
            operator: "in" | "is_empty" | "is_not_empty" | "not_in" | (string & {});
            value: number[];
        };
        FilterNumberTypeColumnOnCallTable: {
            /** @enum {string} */
            column: "averageEndpointingLatency" | "averageModelLatency" | "averageTranscriberLatency" | "averageTurnLatency" | "averageVoiceLatency" | "cost" | "duration" | (string & {});
            /** @enum {string} */
            operator: "eq" | "neq" | "gt" | "lt" | "gte" | "lte" | (string & {});
            value: number;
        };
        FilterStringArrayTypeColumnOnCallTable: {
            /** @enum {string} */
            column: "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "forwardedPhoneNumber" | "phoneNumberId" | "squadId" | "status" | "type" | "workflowId" | (string & {});
            /** @enum {string} */
            operator: "in" | "is_empty" | "is_not_empty" | "not_in" | (string & {});
            value: string[];
        };
        FilterStringTypeColumnOnCallTable: {
            /** @enum {string} */
            column: "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "forwardedPhoneNumber" | "phoneNumberId" | "squadId" | "status" | "type" | "workflowId" | (string & {});
            /** @enum {string} */
            operator: "!=" | "=" | "contains" | "not_contains" | (string & {});
            value: string;
        };
        FilterStructuredOutputColumnOnCallTable: {
            /** @enum {string} */
            column: "artifact.structuredOutputs[OutputID]";
            /** @enum {string} */
            operator: "eq" | "neq" | "gt" | "lt" | "gte" | "lte" | "in" | "not_in" | "contains" | "not_contains" | "is_empty" | "is_not_empty" | (string & {});
            value: Record<string, unknown>;
        };
        FormatPlan: {
            enabled?: boolean;
            formattersEnabled?: ("acronym" | "asterisk" | "colon" | "dash" | "date" | "distance" | "dollarAmount" | "email" | "markdown" | "newline" | "number" | "percentage" | "phoneNumber" | "quote" | "stripAsterisk" | "time" | "unit" | (string & {}))[];
            numberToDigitsCutoff?: number;
            replacements?: (components["schemas"]["ExactReplacement"] | components["schemas"]["RegexReplacement"])[];
        };
        FourierDenoisingPlan: {
            /** @default -15 */
            baselineOffsetDb?: number;
            /** @default 85 */
            baselinePercentile?: number;
            /** @default false */
            enabled?: boolean;
            /** @default true */
            mediaDetectionEnabled?: boolean;
            /** @default -35 */
            staticThreshold?: number;
            /** @default 3000 */
            windowSizeMs?: number;
        };
        FunctionTool: {
            async?: boolean;
            /** Format: date-time */
            createdAt: string;
            function?: components["schemas"]["OpenAIFunction"];
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "function";
            /** Format: date-time */
            updatedAt: string;
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        FunctionToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "function";
        };
        FunctionToolWithToolCall: {
            async?: boolean;
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "function";
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        GcpCredential: {
            bucketPlan?: components["schemas"]["BucketPlan"];
            /** Format: date-time */
            createdAt: string;
            fallbackIndex?: number;
            gcpKey: components["schemas"]["GcpKey"];
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "gcp";
            region?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GcpKey: {
            authProviderX509CertUrl: string;
            authUri: string;
            clientEmail: string;
            clientId: string;
            clientX509CertUrl: string;
            privateKey: string;
            privateKeyId: string;
            projectId: string;
            tokenUri: string;
            type: string;
            universeDomain: string;
        };
        GeminiMultimodalLivePrebuiltVoiceConfig: {
            /** @enum {string} */
            voiceName: "Aoede" | "Charon" | "Fenrir" | "Kore" | "Puck" | (string & {});
        };
        GeminiMultimodalLiveSpeechConfig: {
            voiceConfig: components["schemas"]["GeminiMultimodalLiveVoiceConfig"];
        };
        GeminiMultimodalLiveVoiceConfig: {
            prebuiltVoiceConfig: components["schemas"]["GeminiMultimodalLivePrebuiltVoiceConfig"];
        };
        GhlTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            metadata: components["schemas"]["GhlToolMetadata"];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ghl";
            /** Format: date-time */
            updatedAt: string;
        };
        GhlToolMetadata: {
            locationId?: string;
            workflowId?: string;
        };
        GhlToolProviderDetails: {
            locationId?: string;
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "ghl";
            webhookHookId?: string;
            webhookHookName?: string;
            workflowId?: string;
            workflowName?: string;
        };
        GhlToolWithToolCall: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            metadata: components["schemas"]["GhlToolMetadata"];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "ghl";
        };
        GladiaCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "gladia";
            /** Format: date-time */
            updatedAt: string;
        };
        GladiaCustomVocabularyConfigDTO: {
            /** @default 0.5 */
            defaultIntensity?: number;
            vocabulary: (string | components["schemas"]["GladiaVocabularyItemDTO"])[];
        };
        GladiaTranscriber: {
            audioEnhancer?: boolean;
            confidenceThreshold?: number;
            customVocabularyConfig?: components["schemas"]["GladiaCustomVocabularyConfigDTO"];
            customVocabularyEnabled?: boolean;
            endpointing?: number;
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "af" | "am" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bo" | "br" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "gl" | "gu" | "ha" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "jv" | "ka" | "kk" | "km" | "kn" | "ko" | "la" | "lb" | "ln" | "lo" | "lt" | "lv" | "mg" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "ne" | "nl" | "nn" | "no" | "oc" | "pa" | "pl" | "ps" | "pt" | "ro" | "ru" | "sa" | "sd" | "si" | "sk" | "sl" | "sn" | "so" | "sq" | "sr" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "tk" | "tl" | "tr" | "tt" | "uk" | "ur" | "uz" | "vi" | "yi" | "yo" | "zh" | (string & {});
            languageBehaviour?: "automatic multiple languages" | "automatic single language" | "manual" | (string & {});
            languages?: ("af" | "am" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bo" | "br" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "gl" | "gu" | "ha" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "jv" | "ka" | "kk" | "km" | "kn" | "ko" | "la" | "lb" | "ln" | "lo" | "lt" | "lv" | "mg" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "ne" | "nl" | "nn" | "no" | "oc" | "pa" | "pl" | "ps" | "pt" | "ro" | "ru" | "sa" | "sd" | "si" | "sk" | "sl" | "sn" | "so" | "sq" | "sr" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "tk" | "tl" | "tr" | "tt" | "uk" | "ur" | "uz" | "vi" | "yi" | "yo" | "zh" | (string & {}))[];
            model?: "accurate" | "fast" | "solaria-1" | (string & {});
            prosody?: boolean;
            /** @enum {string} */
            provider: "gladia";
            receivePartialTranscripts?: boolean;
            /** @enum {string} */
            region?: "eu-west" | "us-west" | (string & {});
            speechThreshold?: number;
            transcriptionHint?: string;
        };
        GladiaVocabularyItemDTO: {
            intensity?: number;
            language?: string;
            pronunciations?: string[];
            value: string;
        };
        GlobalNodePlan: {
            /** @default false */
            enabled?: boolean;
            /** @default  */
            enterCondition?: string;
        };
        GoHighLevelCalendarAvailabilityTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.calendar.availability.check";
            /** Format: date-time */
            updatedAt: string;
        };
        GoHighLevelCalendarAvailabilityToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "gohighlevel.calendar.availability.check";
        };
        GoHighLevelCalendarEventCreateTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.calendar.event.create";
            /** Format: date-time */
            updatedAt: string;
        };
        GoHighLevelCalendarEventCreateToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "gohighlevel.calendar.event.create";
        };
        GoHighLevelContactCreateTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.contact.create";
            /** Format: date-time */
            updatedAt: string;
        };
        GoHighLevelContactCreateToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "gohighlevel.contact.create";
        };
        GoHighLevelContactGetTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.contact.get";
            /** Format: date-time */
            updatedAt: string;
        };
        GoHighLevelContactGetToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "gohighlevel.contact.get";
        };
        GoHighLevelCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "gohighlevel";
            /** Format: date-time */
            updatedAt: string;
        };
        GoHighLevelMCPCredential: {
            authenticationSession: components["schemas"]["Oauth2AuthenticationSession"];
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "ghl.oauth2-authorization";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleCalendarCheckAvailabilityTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.calendar.availability.check";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleCalendarCreateEventTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.calendar.event.create";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleCalendarCreateEventToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "google.calendar.event.create";
        };
        GoogleCalendarCreateEventToolWithToolCall: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "google.calendar.event.create";
        };
        GoogleCalendarOAuth2AuthorizationCredential: {
            authorizationId: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "google.calendar.oauth2-authorization";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleCalendarOAuth2ClientCredential: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "google.calendar.oauth2-client";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "google";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "gemini-1.0-pro" | "gemini-1.5-flash" | "gemini-1.5-flash-002" | "gemini-1.5-pro" | "gemini-1.5-pro-002" | "gemini-2.0-flash" | "gemini-2.0-flash-exp" | "gemini-2.0-flash-lite" | "gemini-2.0-flash-realtime-exp" | "gemini-2.0-flash-thinking-exp" | "gemini-2.0-pro-exp-02-05" | "gemini-2.5-flash" | "gemini-2.5-flash-lite" | "gemini-2.5-pro" | "gemini-3-flash-preview" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "google";
            realtimeConfig?: components["schemas"]["GoogleRealtimeConfig"];
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        GoogleRealtimeConfig: {
            frequencyPenalty?: number;
            presencePenalty?: number;
            speechConfig?: components["schemas"]["GeminiMultimodalLiveSpeechConfig"];
            topK?: number;
            topP?: number;
        };
        GoogleSheetsOAuth2AuthorizationCredential: {
            authorizationId: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "google.sheets.oauth2-authorization";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleSheetsRowAppendTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.sheets.row.append";
            /** Format: date-time */
            updatedAt: string;
        };
        GoogleSheetsRowAppendToolProviderDetails: {
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            /** @enum {string} */
            type: "google.sheets.row.append";
        };
        GoogleTranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "Arabic" | "Bengali" | "Bulgarian" | "Chinese" | "Croatian" | "Czech" | "Danish" | "Dutch" | "English" | "Estonian" | "Finnish" | "French" | "German" | "Greek" | "Hebrew" | "Hindi" | "Hungarian" | "Indonesian" | "Italian" | "Japanese" | "Korean" | "Latvian" | "Lithuanian" | "Multilingual" | "Norwegian" | "Polish" | "Portuguese" | "Romanian" | "Russian" | "Serbian" | "Slovak" | "Slovenian" | "Spanish" | "Swahili" | "Swedish" | "Thai" | "Turkish" | "Ukrainian" | "Vietnamese" | (string & {});
            /** @enum {string} */
            model?: "gemini-1.0-pro" | "gemini-1.5-flash" | "gemini-1.5-flash-002" | "gemini-1.5-pro" | "gemini-1.5-pro-002" | "gemini-2.0-flash" | "gemini-2.0-flash-exp" | "gemini-2.0-flash-lite" | "gemini-2.0-flash-realtime-exp" | "gemini-2.0-flash-thinking-exp" | "gemini-2.0-pro-exp-02-05" | "gemini-2.5-flash" | "gemini-2.5-flash-lite" | "gemini-2.5-pro" | "gemini-3-flash-preview" | (string & {});
            /** @enum {string} */
            provider: "google";
        };
        GoogleVoicemailDetectionPlan: {
            backoffPlan?: components["schemas"]["VoicemailDetectionBackoffPlan"];
            /** @default 30 */
            beepMaxAwaitSeconds?: number;
            /** @enum {string} */
            provider: "google";
            /** @enum {string} */
            type?: "audio" | "transcript" | (string & {});
        };
        GroqCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "groq";
            /** Format: date-time */
            updatedAt: string;
        };
        GroqModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "compound-beta" | "compound-beta-mini" | "deepseek-r1-distill-llama-70b" | "gemma2-9b-it" | "llama-3.1-405b-reasoning" | "llama-3.1-8b-instant" | "llama-3.3-70b-versatile" | "llama3-70b-8192" | "llama3-8b-8192" | "meta-llama/llama-4-maverick-17b-128e-instruct" | "meta-llama/llama-4-scout-17b-16e-instruct" | "mistral-saba-24b" | "moonshotai/kimi-k2-instruct-0905" | "openai/gpt-oss-120b" | "openai/gpt-oss-20b" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "groq";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        GroupCondition: {
            conditions: (components["schemas"]["RegexCondition"] | components["schemas"]["LiquidCondition"] | components["schemas"]["GroupCondition"])[];
            /** @enum {string} */
            operator: "AND" | "OR" | (string & {});
            /** @enum {string} */
            type: "group";
        };
        HMACAuthenticationPlan: {
            /** @enum {string} */
            algorithm: "sha1" | "sha256" | "sha512" | (string & {});
            includeTimestamp?: boolean;
            messageIdHeader?: string;
            payloadFormat?: string;
            secretIsBase64?: boolean;
            secretKey: string;
            /** @enum {string} */
            signatureEncoding?: "base64" | "hex" | (string & {});
            signatureHeader?: string;
            signaturePrefix?: string;
            timestampHeader?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hmac";
        };
        HandoffDestinationAssistant: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantName?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            contextEngineeringPlan?: components["schemas"]["ContextEngineeringPlanLastNMessages"] | components["schemas"]["ContextEngineeringPlanNone"] | components["schemas"]["ContextEngineeringPlanAll"] | components["schemas"]["ContextEngineeringPlanUserAndAssistantMessages"] | components["schemas"]["ContextEngineeringPlanPreviousAssistantMessages"];
            description?: string;
            /** @enum {string} */
            type: "assistant";
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        HandoffDestinationDynamic: {
            description?: string;
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            type: "dynamic";
        };
        HandoffDestinationSquad: {
            contextEngineeringPlan?: components["schemas"]["ContextEngineeringPlanLastNMessages"] | components["schemas"]["ContextEngineeringPlanNone"] | components["schemas"]["ContextEngineeringPlanAll"] | components["schemas"]["ContextEngineeringPlanUserAndAssistantMessages"] | components["schemas"]["ContextEngineeringPlanPreviousAssistantMessages"];
            description?: string;
            entryAssistantName?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            squadOverrides?: components["schemas"]["AssistantOverrides"];
            /** @enum {string} */
            type: "squad";
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
        };
        HandoffTool: {
            /** Format: date-time */
            createdAt: string;
            defaultResult?: string;
            destinations?: (components["schemas"]["HandoffDestinationAssistant"] | components["schemas"]["HandoffDestinationDynamic"] | components["schemas"]["HandoffDestinationSquad"])[];
            function?: components["schemas"]["OpenAIFunction"];
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "handoff";
            /** Format: date-time */
            updatedAt: string;
        };
        HumeCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "hume";
            /** Format: date-time */
            updatedAt: string;
        };
        HumeVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            description?: string;
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            isCustomHumeVoice?: boolean;
            /** @enum {string} */
            model?: "octave" | "octave2" | (string & {});
            /** @enum {string} */
            provider: "hume";
            voiceId: string;
        };
        ImportTwilioPhoneNumberDTO: {
            assistantId?: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            server?: components["schemas"]["Server"];
            /** @default true */
            smsEnabled?: boolean;
            squadId?: string;
            twilioAccountSid: string;
            twilioApiKey?: string;
            twilioApiSecret?: string;
            twilioAuthToken?: string;
            /** @deprecated */
            twilioPhoneNumber: string;
            workflowId?: string;
        };
        ImportVonagePhoneNumberDTO: {
            assistantId?: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            server?: components["schemas"]["Server"];
            squadId?: string;
            /** @deprecated */
            vonagePhoneNumber: string;
            workflowId?: string;
        };
        InflectionAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "inflection-ai";
            /** Format: date-time */
            updatedAt: string;
        };
        InflectionAIModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "inflection_3_pi";
            numFastTurns?: number;
            /** @enum {string} */
            provider: "inflection-ai";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        Insight: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            systemKey?: string;
            /** @enum {string} */
            type: "bar" | "line" | "pie" | "text" | (string & {});
            /** Format: date-time */
            updatedAt: string;
        };
        InsightFormula: {
            formula: string;
            name?: string;
        };
        InsightPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Insight"][];
        };
        InsightRunDTO: {
            assistantId?: string;
            formatPlan?: components["schemas"]["InsightRunFormatPlan"];
            timeRangeOverride?: components["schemas"]["InsightTimeRangeWithStep"];
        };
        InsightRunFormatPlan: {
            /** @enum {string} */
            format?: "raw" | "recharts" | (string & {});
        };
        InsightRunResponse: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            insightId: string;
            orgId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        InsightTimeRange: {
            end?: Record<string, unknown>;
            start?: Record<string, unknown>;
            timezone?: string;
        };
        InsightTimeRangeWithStep: {
            end?: Record<string, unknown>;
            start?: Record<string, unknown>;
            /** @enum {string} */
            step?: "day" | "hour" | "minute" | "month" | "quarter" | "week" | "year" | (string & {});
            timezone?: string;
        };
        InviteUserDTO: {
            emails: string[];
            redirectTo?: string;
            role: ("admin" | "editor" | "viewer" | (string & {})) | string;
        };
        InvoicePlan: {
            companyAddress?: string;
            companyEmail?: string;
            companyName?: string;
            companyTaxId?: string;
        };
        InworldCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "inworld";
            /** Format: date-time */
            updatedAt: string;
        };
        InworldVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /**
             * @default en
             * @enum {string}
             */
            languageCode?: "ar" | "de" | "en" | "es" | "fr" | "he" | "hi" | "it" | "ja" | "ko" | "nl" | "pl" | "pt" | "ru" | "zh" | (string & {});
            /**
             * @default inworld-tts-1
             * @enum {string}
             */
            model?: "inworld-tts-1";
            /** @enum {string} */
            provider: "inworld";
            /** @default 1 */
            speakingRate?: number;
            /** @default 1.1 */
            temperature?: number;
            /** @enum {string} */
            voiceId: "Alain" | "Alex" | "Ashley" | "Asuka" | "Blake" | "Carter" | "Clive" | "Craig" | "Deborah" | "Dennis" | "Diego" | "Dmitry" | "Dominus" | "Edward" | "Elena" | "Elizabeth" | "Erik" | "Gianni" | "Hades" | "Hana" | "Heitor" | "Hyunwoo" | "Hélène" | "Jing" | "Johanna" | "Josef" | "Julia" | "Katrien" | "Lennart" | "Lore" | "Luna" | "Lupita" | "Maitê" | "Manoj" | "Mark" | "Mathieu" | "Miguel" | "Minji" | "Nikolai" | "Nour" | "Olivia" | "Omar" | "Oren" | "Orietta" | "Pixie" | "Priya" | "Rafael" | "Riya" | "Ronald" | "Sarah" | "Satoshi" | "Seojun" | "Shaun" | "Svetlana" | "Szymon" | "Theodore" | "Timothy" | "Wendy" | "Wojciech" | "Xiaoyin" | "Xinyi" | "Yael" | "Yichen" | "Yoona" | "Étienne" | (string & {});
        };
        JSONQueryOnCallTableWithNumberTypeColumn: {
            /** @enum {string} */
            column: "artifact.structuredOutputs[OutputID]" | "averageEndpointingLatency" | "averageModelLatency" | "averageTranscriberLatency" | "averageTurnLatency" | "averageVoiceLatency" | "cost" | "duration" | (string & {});
            filters?: (components["schemas"]["FilterStringTypeColumnOnCallTable"] | components["schemas"]["FilterStringArrayTypeColumnOnCallTable"] | components["schemas"]["FilterNumberTypeColumnOnCallTable"] | components["schemas"]["FilterNumberArrayTypeColumnOnCallTable"] | components["schemas"]["FilterDateTypeColumnOnCallTable"] | components["schemas"]["FilterStructuredOutputColumnOnCallTable"])[];
            name?: string;
            /** @enum {string} */
            operation: "average" | "max" | "min" | "sum" | (string & {});
            /** @enum {string} */
            table: "call";
            /** @enum {string} */
            type: "vapiql-json";
        };
        JSONQueryOnCallTableWithStringTypeColumn: {
            /** @enum {string} */
            column: "artifact.structuredOutputs[OutputID]" | "id" | (string & {});
            filters?: (components["schemas"]["FilterStringTypeColumnOnCallTable"] | components["schemas"]["FilterStringArrayTypeColumnOnCallTable"] | components["schemas"]["FilterNumberTypeColumnOnCallTable"] | components["schemas"]["FilterNumberArrayTypeColumnOnCallTable"] | components["schemas"]["FilterDateTypeColumnOnCallTable"] | components["schemas"]["FilterStructuredOutputColumnOnCallTable"])[];
            name?: string;
            /** @enum {string} */
            operation: "count";
            /** @enum {string} */
            table: "call";
            /** @enum {string} */
            type: "vapiql-json";
        };
        JSONQueryOnCallTableWithStructuredOutputColumn: {
            /** @enum {string} */
            column: "artifact.structuredOutputs[OutputID]";
            filters?: (components["schemas"]["FilterStringTypeColumnOnCallTable"] | components["schemas"]["FilterStringArrayTypeColumnOnCallTable"] | components["schemas"]["FilterNumberTypeColumnOnCallTable"] | components["schemas"]["FilterNumberArrayTypeColumnOnCallTable"] | components["schemas"]["FilterDateTypeColumnOnCallTable"] | components["schemas"]["FilterStructuredOutputColumnOnCallTable"])[];
            name?: string;
            /** @enum {string} */
            operation: "average" | "count" | "max" | "min" | "sum" | (string & {});
            /** @enum {string} */
            table: "call";
            /** @enum {string} */
            type: "vapiql-json";
        };
        JSONQueryOnEventsTable: {
            filters?: (components["schemas"]["EventsTableStringCondition"] | components["schemas"]["EventsTableNumberCondition"] | components["schemas"]["EventsTableBooleanCondition"])[];
            name?: string;
            /** @enum {string} */
            on: "assistant.analysis.structuredOutputGenerated" | "assistant.model.cleanup" | "assistant.model.clearing" | "assistant.model.connectionClosed" | "assistant.model.connectionOpened" | "assistant.model.firstTokenReceived" | "assistant.model.reconnecting" | "assistant.model.requestAttemptFailed" | "assistant.model.requestAttemptStarted" | "assistant.model.requestAttemptSucceeded" | "assistant.model.requestFailed" | "assistant.model.requestStarted" | "assistant.model.requestSucceeded" | "assistant.model.responseFailed" | "assistant.model.responseSucceeded" | "assistant.model.tokenReceived" | "assistant.model.toolCallsReceived" | "assistant.tool.asyncCallbackReceived" | "assistant.tool.completed" | "assistant.tool.delayedMessageSent" | "assistant.tool.failed" | "assistant.tool.started" | "assistant.tool.timeout" | "assistant.transcriber.cleanup" | "assistant.transcriber.clearing" | "assistant.transcriber.connectionClosed" | "assistant.transcriber.connectionOpened" | "assistant.transcriber.finalTranscript" | "assistant.transcriber.keepAlive" | "assistant.transcriber.languageSwitched" | "assistant.transcriber.partialTranscript" | "assistant.transcriber.reconnecting" | "assistant.transcriber.requestFailed" | "assistant.transcriber.requestStarted" | "assistant.transcriber.requestSucceeded" | "assistant.transcriber.transcriptIgnored" | "assistant.voice.audioChunkReceived" | "assistant.voice.cleanup" | "assistant.voice.clearing" | "assistant.voice.connectionClosed" | "assistant.voice.connectionOpened" | "assistant.voice.firstAudioReceived" | "assistant.voice.generationFailed" | "assistant.voice.generationSucceeded" | "assistant.voice.reconnecting" | "assistant.voice.requestFailed" | "assistant.voice.requestStarted" | "assistant.voice.requestSucceeded" | "assistant.voice.textPushed" | "assistant.voice.voiceSwitched" | "call.amdDetected" | "call.assistantStarted" | "call.assistantSwapped" | "call.controlReceived" | "call.customerJoined" | "call.customerLeft" | "call.dtmfReceived" | "call.dtmfSent" | "call.ended" | "call.handoffCompleted" | "call.handoffFailed" | "call.handoffInitiated" | "call.hookFailed" | "call.hookSucceeded" | "call.hookTriggered" | "call.inProgress" | "call.listenStarted" | "call.maxDurationReached" | "call.microphoneTimeout" | "call.queued" | "call.recordingPaused" | "call.recordingResumed" | "call.recordingStarted" | "call.silenceTimeout" | "call.started" | "call.statusReceived" | "call.transferCancelled" | "call.transferCompleted" | "call.transferFailed" | "call.transferInitiated" | "call.transportConnected" | "call.transportDisconnected" | "call.transportReconnected" | "call.voicemailDetected" | "call.voicemailNotDetected" | "pipeline.botSpeechStarted" | "pipeline.botSpeechStopped" | "pipeline.cleared" | "pipeline.endpointingTriggered" | "pipeline.firstMessageCompleted" | "pipeline.firstMessageStarted" | "pipeline.turnStarted" | "pipeline.userSpeechStarted" | "pipeline.userSpeechStopped" | (string & {});
            /** @enum {string} */
            operation: "count" | "percentage" | (string & {});
            /** @enum {string} */
            table: "events";
            /** @enum {string} */
            type: "vapiql-json";
        };
        JsonSchema: {
            description?: string;
            enum?: string[];
            /** @enum {string} */
            format?: "date" | "date-time" | "duration" | "email" | "hostname" | "ipv4" | "ipv6" | "time" | "uuid" | (string & {});
            items?: components["schemas"]["JsonSchema"];
            pattern?: string;
            properties?: {
                [key: string]: components["schemas"]["JsonSchema"];
            };
            required?: string[];
            title?: string;
            /** @enum {string} */
            type: "array" | "boolean" | "integer" | "number" | "object" | "string" | (string & {});
        };
        KeypadInputPlan: {
            /** @enum {string} */
            delimiters?: "" | "#" | "*" | (string & {});
            enabled?: boolean;
            timeoutSeconds?: number;
        };
        KnowledgeBase: {
            description: string;
            fileIds: string[];
            /** @enum {string} */
            model?: "gemini-1.0-pro" | "gemini-1.5-flash" | "gemini-1.5-flash-002" | "gemini-1.5-pro" | "gemini-1.5-pro-002" | "gemini-2.0-flash" | "gemini-2.0-flash-exp" | "gemini-2.0-flash-lite" | "gemini-2.0-flash-realtime-exp" | "gemini-2.0-flash-thinking-exp" | "gemini-2.0-pro-exp-02-05" | "gemini-2.5-flash" | "gemini-2.5-flash-lite" | "gemini-2.5-pro" | "gemini-3-flash-preview" | (string & {});
            name: string;
            /** @enum {string} */
            provider: "google";
        };
        KnowledgeBaseCost: {
            completionTokens: number;
            cost: number;
            model: Record<string, unknown>;
            promptTokens: number;
            /** @enum {string} */
            type: "knowledge-base";
        };
        LMNTVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "auto" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            /** @enum {string} */
            provider: "lmnt";
            speed?: number;
            voiceId: ("amy" | "ansel" | "autumn" | "ava" | "brandon" | "caleb" | "cassian" | "chloe" | "dalton" | "daniel" | "dustin" | "elowen" | "evander" | "huxley" | "james" | "juniper" | "kennedy" | "lauren" | "leah" | "lily" | "lucas" | "magnus" | "miles" | "morgan" | "natalie" | "nathan" | "noah" | "nyssa" | "oliver" | "paige" | "ryan" | "sadie" | "sophie" | "stella" | "terrence" | "tyler" | "vesper" | "violet" | "warrick" | "zain" | "zeke" | "zoe" | (string & {})) | string;
        };
        LangfuseCredential: {
            apiKey: string;
            apiUrl: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "langfuse";
            publicKey: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LangfuseObservabilityPlan: {
            metadata?: Record<string, unknown>;
            promptName?: string;
            promptVersion?: number;
            /** @enum {string} */
            provider: "langfuse";
            tags: string[];
            traceName?: string;
        };
        LineInsight: {
            /** Format: date-time */
            createdAt: string;
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            id: string;
            metadata?: components["schemas"]["LineInsightMetadata"];
            name?: string;
            orgId: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            systemKey?: string;
            timeRange?: components["schemas"]["InsightTimeRangeWithStep"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "line";
            /** Format: date-time */
            updatedAt: string;
        };
        LineInsightMetadata: {
            name?: string;
            xAxisLabel?: string;
            yAxisLabel?: string;
            yAxisMax?: number;
            yAxisMin?: number;
        };
        LiquidCondition: {
            liquid: string;
            /** @enum {string} */
            type: "liquid";
        };
        LivekitSmartEndpointingPlan: {
            /** @enum {string} */
            provider: "custom-endpointing-model" | "livekit" | "vapi" | (string & {});
            waitFunction?: string;
        };
        LmntCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "lmnt";
            /** Format: date-time */
            updatedAt: string;
        };
        MakeCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "make";
            region: string;
            teamId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MakeToolMetadata: {
            scenarioId?: number;
            triggerHookId?: number;
        };
        MakeToolProviderDetails: {
            scenarioId?: number;
            scenarioName?: string;
            setupInstructions?: components["schemas"]["ToolTemplateSetup"][];
            templateUrl?: string;
            triggerHookId?: number;
            triggerHookName?: string;
            /** @enum {string} */
            type: "make";
        };
        MakeToolWithToolCall: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            metadata: components["schemas"]["MakeToolMetadata"];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "make";
        };
        McpTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            metadata?: components["schemas"]["McpToolMetadata"];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            toolMessages?: components["schemas"]["McpToolMessages"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "mcp";
            /** Format: date-time */
            updatedAt: string;
        };
        McpToolMessages: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            name: string;
        };
        McpToolMetadata: {
            /** @enum {string} */
            protocol?: "shttp" | "sse" | (string & {});
        };
        MessageAddHookAction: {
            message: components["schemas"]["OpenAIMessage"];
            /** @default true */
            triggerResponseEnabled?: boolean;
            /** @enum {string} */
            type: "message.add";
        };
        MessageTarget: {
            position?: number;
            /** @enum {string} */
            role?: "assistant" | "user" | (string & {});
        };
        MinimaxLLMModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "MiniMax-M2.7";
            numFastTurns?: number;
            /** @enum {string} */
            provider: "minimax";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        MinimaxVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            emotion?: string;
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            languageBoost?: "Afrikaans" | "Arabic" | "Bulgarian" | "Catalan" | "Chinese" | "Chinese,Yue" | "Croatian" | "Czech" | "Danish" | "Dutch" | "English" | "Filipino" | "Finnish" | "French" | "German" | "Greek" | "Hebrew" | "Hindi" | "Hungarian" | "Indonesian" | "Italian" | "Japanese" | "Korean" | "Malay" | "Norwegian" | "Nynorsk" | "Persian" | "Polish" | "Portuguese" | "Romanian" | "Russian" | "Slovak" | "Slovenian" | "Spanish" | "Swedish" | "Tamil" | "Thai" | "Turkish" | "Ukrainian" | "Vietnamese" | "auto" | (string & {});
            /**
             * @default speech-02-turbo
             * @enum {string}
             */
            model?: "speech-02-hd" | "speech-02-turbo" | "speech-2.5-turbo-preview" | (string & {});
            /** @default 0 */
            pitch?: number;
            /** @enum {string} */
            provider: "minimax";
            /**
             * @default worldwide
             * @enum {string}
             */
            region?: "china" | "worldwide" | (string & {});
            /** @default 1 */
            speed?: number;
            /**
             * @default sentence
             * @enum {string}
             */
            subtitleType?: "sentence" | "word" | (string & {});
            /** @default true */
            textNormalizationEnabled?: boolean;
            voiceId: string;
            /** @default 1 */
            volume?: number;
        };
        MistralCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "mistral";
            /** Format: date-time */
            updatedAt: string;
        };
        ModelCost: {
            cachedPromptTokens?: number;
            completionTokens: number;
            cost: number;
            model: Record<string, unknown>;
            promptTokens: number;
            /** @enum {string} */
            type: "model";
        };
        Monitor: {
            controlUrl?: string;
            listenUrl?: string;
            monitors?: components["schemas"]["MonitorResult"][];
        };
        MonitorPlan: {
            controlAuthenticationEnabled?: boolean;
            controlEnabled?: boolean;
            listenAuthenticationEnabled?: boolean;
            listenEnabled?: boolean;
            monitorIds?: string[];
        };
        MonitorResult: {
            filterPassed: boolean;
            monitorId: string;
        };
        Mono: {
            assistantUrl?: string;
            combinedUrl?: string;
            customerUrl?: string;
        };
        NeuphonicCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "neuphonic";
            /** Format: date-time */
            updatedAt: string;
        };
        NeuphonicVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            language: Record<string, unknown>;
            /** @enum {string} */
            model?: "neu_fast" | "neu_hq" | (string & {});
            /** @enum {string} */
            provider: "neuphonic";
            speed?: number;
            voiceId: never | string;
        };
        NodeArtifact: {
            messages?: (components["schemas"]["UserMessage"] | components["schemas"]["SystemMessage"] | components["schemas"]["BotMessage"] | components["schemas"]["ToolCallMessage"] | components["schemas"]["ToolCallResultMessage"])[];
            nodeName?: string;
            variableValues?: Record<string, unknown>;
        };
        NumberComparatorScorecardMetricCondition: {
            /** @enum {string} */
            comparator: "eq" | "neq" | "gt" | "lt" | "gte" | "lte" | (string & {});
            points: number;
            /** @enum {string} */
            type: "comparator";
            value: number;
        };
        OAuth2AuthenticationPlan: {
            clientId: string;
            clientSecret: string;
            scope?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "oauth2";
            url: string;
        };
        Oauth2AuthenticationSession: {
            accessToken?: string;
            /** Format: date-time */
            expiresAt?: string;
            refreshToken?: string;
        };
        OpenAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "openai";
            /** Format: date-time */
            updatedAt: string;
        };
        OpenAIFunction: {
            description?: string;
            name: string;
            parameters?: components["schemas"]["OpenAIFunctionParameters"];
            /** @default false */
            strict?: boolean;
        };
        OpenAIFunctionParameters: {
            properties: {
                [key: string]: components["schemas"]["JsonSchema"];
            };
            required?: string[];
            /** @enum {string} */
            type: "object";
        };
        OpenAIMessage: {
            content: string | null;
            /** @enum {string} */
            role: "assistant" | "function" | "system" | "tool" | "user" | (string & {});
        };
        OpenAIModel: {
            emotionRecognitionEnabled?: boolean;
            fallbackModels?: ("chatgpt-4o-latest" | "gpt-3.5-turbo" | "gpt-3.5-turbo-0125" | "gpt-3.5-turbo-0125:canadaeast" | "gpt-3.5-turbo-0125:northcentralus" | "gpt-3.5-turbo-0125:southcentralus" | "gpt-3.5-turbo-0613" | "gpt-3.5-turbo-1106" | "gpt-3.5-turbo-1106:canadaeast" | "gpt-3.5-turbo-1106:westus" | "gpt-3.5-turbo-16k" | "gpt-4" | "gpt-4-0125-preview" | "gpt-4-0125-preview:eastus" | "gpt-4-0125-preview:northcentralus" | "gpt-4-0125-preview:southcentralus" | "gpt-4-0613" | "gpt-4-0613:canadaeast" | "gpt-4-1106-preview" | "gpt-4-1106-preview:australiaeast" | "gpt-4-1106-preview:canadaeast" | "gpt-4-1106-preview:france" | "gpt-4-1106-preview:india" | "gpt-4-1106-preview:norway" | "gpt-4-1106-preview:swedencentral" | "gpt-4-1106-preview:uk" | "gpt-4-1106-preview:westus" | "gpt-4-1106-preview:westus3" | "gpt-4-turbo" | "gpt-4-turbo-2024-04-09" | "gpt-4-turbo-2024-04-09:eastus2" | "gpt-4-turbo-preview" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-2025-04-14:eastus" | "gpt-4.1-2025-04-14:eastus2" | "gpt-4.1-2025-04-14:germanywestcentral" | "gpt-4.1-2025-04-14:northcentralus" | "gpt-4.1-2025-04-14:polandcentral" | "gpt-4.1-2025-04-14:southcentralus" | "gpt-4.1-2025-04-14:spaincentral" | "gpt-4.1-2025-04-14:westeurope" | "gpt-4.1-2025-04-14:westus" | "gpt-4.1-2025-04-14:westus3" | "gpt-4.1-mini" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-mini-2025-04-14:eastus" | "gpt-4.1-mini-2025-04-14:eastus2" | "gpt-4.1-mini-2025-04-14:germanywestcentral" | "gpt-4.1-mini-2025-04-14:northcentralus" | "gpt-4.1-mini-2025-04-14:polandcentral" | "gpt-4.1-mini-2025-04-14:southcentralus" | "gpt-4.1-mini-2025-04-14:spaincentral" | "gpt-4.1-mini-2025-04-14:westeurope" | "gpt-4.1-mini-2025-04-14:westus" | "gpt-4.1-mini-2025-04-14:westus3" | "gpt-4.1-nano" | "gpt-4.1-nano-2025-04-14" | "gpt-4.1-nano-2025-04-14:eastus2" | "gpt-4.1-nano-2025-04-14:northcentralus" | "gpt-4.1-nano-2025-04-14:southcentralus" | "gpt-4.1-nano-2025-04-14:westus" | "gpt-4.1-nano-2025-04-14:westus3" | "gpt-4.1:australiaeast" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-05-13:eastus" | "gpt-4o-2024-05-13:eastus2" | "gpt-4o-2024-05-13:northcentralus" | "gpt-4o-2024-05-13:southcentralus" | "gpt-4o-2024-05-13:westus" | "gpt-4o-2024-05-13:westus3" | "gpt-4o-2024-08-06" | "gpt-4o-2024-08-06:eastus" | "gpt-4o-2024-08-06:eastus2" | "gpt-4o-2024-08-06:northcentralus" | "gpt-4o-2024-08-06:southcentralus" | "gpt-4o-2024-08-06:westus" | "gpt-4o-2024-08-06:westus3" | "gpt-4o-2024-11-20" | "gpt-4o-2024-11-20:eastus" | "gpt-4o-2024-11-20:eastus2" | "gpt-4o-2024-11-20:germanywestcentral" | "gpt-4o-2024-11-20:polandcentral" | "gpt-4o-2024-11-20:southcentralus" | "gpt-4o-2024-11-20:spaincentral" | "gpt-4o-2024-11-20:swedencentral" | "gpt-4o-2024-11-20:westeurope" | "gpt-4o-2024-11-20:westus" | "gpt-4o-2024-11-20:westus3" | "gpt-4o-mini" | "gpt-4o-mini-2024-07-18" | "gpt-4o-mini-2024-07-18:eastus" | "gpt-4o-mini-2024-07-18:eastus2" | "gpt-4o-mini-2024-07-18:northcentralus" | "gpt-4o-mini-2024-07-18:southcentralus" | "gpt-4o-mini-2024-07-18:westus" | "gpt-4o-mini-2024-07-18:westus3" | "gpt-4o-mini-realtime-preview-2024-12-17" | "gpt-4o-realtime-preview-2024-10-01" | "gpt-4o-realtime-preview-2024-12-17" | "gpt-4o:australiaeast" | "gpt-5" | "gpt-5-chat-latest" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat-latest" | "gpt-5.2" | "gpt-5.2-chat-latest" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini:australiaeast" | "gpt-5.4-nano" | "gpt-realtime-2025-08-28" | "gpt-realtime-mini-2025-12-15" | "o1-mini" | "o1-mini-2024-09-12" | "o3" | "o3-mini" | "o4-mini" | (string & {}))[];
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "chatgpt-4o-latest" | "gpt-3.5-turbo" | "gpt-3.5-turbo-0125" | "gpt-3.5-turbo-0125:canadaeast" | "gpt-3.5-turbo-0125:northcentralus" | "gpt-3.5-turbo-0125:southcentralus" | "gpt-3.5-turbo-0613" | "gpt-3.5-turbo-1106" | "gpt-3.5-turbo-1106:canadaeast" | "gpt-3.5-turbo-1106:westus" | "gpt-3.5-turbo-16k" | "gpt-4" | "gpt-4-0125-preview" | "gpt-4-0125-preview:eastus" | "gpt-4-0125-preview:northcentralus" | "gpt-4-0125-preview:southcentralus" | "gpt-4-0613" | "gpt-4-0613:canadaeast" | "gpt-4-1106-preview" | "gpt-4-1106-preview:australiaeast" | "gpt-4-1106-preview:canadaeast" | "gpt-4-1106-preview:france" | "gpt-4-1106-preview:india" | "gpt-4-1106-preview:norway" | "gpt-4-1106-preview:swedencentral" | "gpt-4-1106-preview:uk" | "gpt-4-1106-preview:westus" | "gpt-4-1106-preview:westus3" | "gpt-4-turbo" | "gpt-4-turbo-2024-04-09" | "gpt-4-turbo-2024-04-09:eastus2" | "gpt-4-turbo-preview" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-2025-04-14:eastus" | "gpt-4.1-2025-04-14:eastus2" | "gpt-4.1-2025-04-14:germanywestcentral" | "gpt-4.1-2025-04-14:northcentralus" | "gpt-4.1-2025-04-14:polandcentral" | "gpt-4.1-2025-04-14:southcentralus" | "gpt-4.1-2025-04-14:spaincentral" | "gpt-4.1-2025-04-14:westeurope" | "gpt-4.1-2025-04-14:westus" | "gpt-4.1-2025-04-14:westus3" | "gpt-4.1-mini" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-mini-2025-04-14:eastus" | "gpt-4.1-mini-2025-04-14:eastus2" | "gpt-4.1-mini-2025-04-14:germanywestcentral" | "gpt-4.1-mini-2025-04-14:northcentralus" | "gpt-4.1-mini-2025-04-14:polandcentral" | "gpt-4.1-mini-2025-04-14:southcentralus" | "gpt-4.1-mini-2025-04-14:spaincentral" | "gpt-4.1-mini-2025-04-14:westeurope" | "gpt-4.1-mini-2025-04-14:westus" | "gpt-4.1-mini-2025-04-14:westus3" | "gpt-4.1-nano" | "gpt-4.1-nano-2025-04-14" | "gpt-4.1-nano-2025-04-14:eastus2" | "gpt-4.1-nano-2025-04-14:northcentralus" | "gpt-4.1-nano-2025-04-14:southcentralus" | "gpt-4.1-nano-2025-04-14:westus" | "gpt-4.1-nano-2025-04-14:westus3" | "gpt-4.1:australiaeast" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-05-13:eastus" | "gpt-4o-2024-05-13:eastus2" | "gpt-4o-2024-05-13:northcentralus" | "gpt-4o-2024-05-13:southcentralus" | "gpt-4o-2024-05-13:westus" | "gpt-4o-2024-05-13:westus3" | "gpt-4o-2024-08-06" | "gpt-4o-2024-08-06:eastus" | "gpt-4o-2024-08-06:eastus2" | "gpt-4o-2024-08-06:northcentralus" | "gpt-4o-2024-08-06:southcentralus" | "gpt-4o-2024-08-06:westus" | "gpt-4o-2024-08-06:westus3" | "gpt-4o-2024-11-20" | "gpt-4o-2024-11-20:eastus" | "gpt-4o-2024-11-20:eastus2" | "gpt-4o-2024-11-20:germanywestcentral" | "gpt-4o-2024-11-20:polandcentral" | "gpt-4o-2024-11-20:southcentralus" | "gpt-4o-2024-11-20:spaincentral" | "gpt-4o-2024-11-20:swedencentral" | "gpt-4o-2024-11-20:westeurope" | "gpt-4o-2024-11-20:westus" | "gpt-4o-2024-11-20:westus3" | "gpt-4o-mini" | "gpt-4o-mini-2024-07-18" | "gpt-4o-mini-2024-07-18:eastus" | "gpt-4o-mini-2024-07-18:eastus2" | "gpt-4o-mini-2024-07-18:northcentralus" | "gpt-4o-mini-2024-07-18:southcentralus" | "gpt-4o-mini-2024-07-18:westus" | "gpt-4o-mini-2024-07-18:westus3" | "gpt-4o-mini-realtime-preview-2024-12-17" | "gpt-4o-realtime-preview-2024-10-01" | "gpt-4o-realtime-preview-2024-12-17" | "gpt-4o:australiaeast" | "gpt-5" | "gpt-5-chat-latest" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat-latest" | "gpt-5.2" | "gpt-5.2-chat-latest" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini:australiaeast" | "gpt-5.4-nano" | "gpt-realtime-2025-08-28" | "gpt-realtime-mini-2025-12-15" | "o1-mini" | "o1-mini-2024-09-12" | "o3" | "o3-mini" | "o4-mini" | (string & {});
            numFastTurns?: number;
            promptCacheKey?: string;
            /** @enum {string} */
            promptCacheRetention?: "24h" | "in_memory" | (string & {});
            /** @enum {string} */
            provider: "openai";
            temperature?: number;
            toolIds?: string[];
            /** @enum {string} */
            toolStrictCompatibilityMode?: "strip-parameters-with-unsupported-validation" | "strip-unsupported-validation" | (string & {});
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        OpenAIResponsesRequest: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            input: string | (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            name?: string;
            previousChatId?: string;
            sessionId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            /** @default true */
            stream?: boolean;
            transport?: components["schemas"]["TwilioSMSChatTransport"];
        };
        OpenAITranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "af" | "ar" | "az" | "be" | "bg" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "fa" | "fi" | "fr" | "gl" | "he" | "hi" | "hr" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "kk" | "kn" | "ko" | "lt" | "lv" | "mi" | "mk" | "mr" | "ms" | "ne" | "nl" | "no" | "pl" | "pt" | "ro" | "ru" | "sk" | "sl" | "sr" | "sv" | "sw" | "ta" | "th" | "tl" | "tr" | "uk" | "ur" | "vi" | "zh" | (string & {});
            /** @enum {string} */
            model: "gpt-4o-mini-transcribe" | "gpt-4o-transcribe" | (string & {});
            /** @enum {string} */
            provider: "openai";
        };
        OpenAIVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            instructions?: string;
            /** @enum {string} */
            model?: "gpt-4o-mini-tts" | "tts-1" | "tts-1-hd" | (string & {});
            /** @enum {string} */
            provider: "openai";
            speed?: number;
            voiceId: ("alloy" | "cedar" | "echo" | "fable" | "marin" | "nova" | "onyx" | "shimmer" | (string & {})) | string;
        };
        OpenAIVoicemailDetectionPlan: {
            backoffPlan?: components["schemas"]["VoicemailDetectionBackoffPlan"];
            /** @default 30 */
            beepMaxAwaitSeconds?: number;
            /** @enum {string} */
            provider: "openai";
            /** @enum {string} */
            type?: "audio" | "transcript" | (string & {});
        };
        OpenAIWebChatRequest: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["ChatAssistantOverrides"];
            customer?: components["schemas"]["CreateWebCustomerDTO"];
            input: string | (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            /** @default false */
            sessionEnd?: boolean;
            sessionExpirationSeconds?: number;
            sessionId?: string;
            /** @default true */
            stream?: boolean;
        };
        OpenRouterCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "openrouter";
            /** Format: date-time */
            updatedAt: string;
        };
        OpenRouterModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            model: string;
            numFastTurns?: number;
            /** @enum {string} */
            provider: "openrouter";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        Org: {
            billingLimit?: number;
            /** @enum {string} */
            channel?: "daily" | "default" | "hcs" | "intuit" | "weekly" | (string & {});
            compliancePlan?: components["schemas"]["CompliancePlan"];
            /** @deprecated */
            concurrencyLimit?: number;
            /** Format: date-time */
            createdAt: string;
            hipaaEnabled?: boolean;
            id: string;
            jwtSecret?: string;
            minutesUsed?: number;
            name?: string;
            server?: components["schemas"]["Server"];
            /** Format: date-time */
            stripeSubscriptionCurrentPeriodStart?: string;
            stripeSubscriptionId?: string;
            stripeSubscriptionItemId?: string;
            stripeSubscriptionStatus?: string;
            subscription?: components["schemas"]["Subscription"];
            subscriptionId?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PaginationMeta: {
            /** Format: date-time */
            createdAtGe?: string;
            /** Format: date-time */
            createdAtLe?: string;
            currentPage: number;
            hasNextPage?: boolean;
            itemsBeyondRetention?: boolean;
            itemsPerPage: number;
            /** @enum {string} */
            sortOrder?: "ASC" | "DESC" | (string & {});
            totalItems: number;
            totalPages?: number;
        };
        PerformanceMetrics: {
            endpointingLatencyAverage?: number;
            fromTransportLatencyAverage?: number;
            modelLatencyAverage?: number;
            numAssistantInterrupted?: number;
            numUserInterrupted?: number;
            toTransportLatencyAverage?: number;
            transcriberLatencyAverage?: number;
            turnLatencies?: components["schemas"]["TurnLatency"][];
            turnLatencyAverage?: number;
            voiceLatencyAverage?: number;
        };
        PerplexityAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "perplexity-ai";
            /** Format: date-time */
            updatedAt: string;
        };
        PerplexityAIModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            model: string;
            numFastTurns?: number;
            /** @enum {string} */
            provider: "perplexity-ai";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        PhoneNumberCallEndingHookFilter: {
            /** @enum {string} */
            key: "call.endedReason";
            oneOf: ("assistant-request-failed" | "assistant-request-returned-error" | "assistant-request-returned-forwarding-phone-number" | "assistant-request-returned-invalid-assistant" | "assistant-request-returned-no-assistant" | "assistant-request-returned-unspeakable-error" | (string & {}))[];
            /** @enum {string} */
            type: "oneOf";
        };
        PhoneNumberCallRingingHookFilter: {
            /** @enum {string} */
            key: "number";
            startsWith: string[];
            /** @enum {string} */
            type: "startsWith";
        };
        PhoneNumberHookCallEnding: {
            do?: components["schemas"]["TransferPhoneNumberHookAction"] | components["schemas"]["SayPhoneNumberHookAction"];
            filters?: components["schemas"]["PhoneNumberCallEndingHookFilter"][];
            /** @enum {string} */
            on: "call.ending";
        };
        PhoneNumberHookCallRinging: {
            do: (components["schemas"]["TransferPhoneNumberHookAction"] | components["schemas"]["SayPhoneNumberHookAction"])[];
            filters?: components["schemas"]["PhoneNumberCallRingingHookFilter"][];
            /** @enum {string} */
            on: "call.ringing";
        };
        PhoneNumberPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: (components["schemas"]["ByoPhoneNumber"] | components["schemas"]["TwilioPhoneNumber"] | components["schemas"]["VonagePhoneNumber"] | components["schemas"]["VapiPhoneNumber"] | components["schemas"]["TelnyxPhoneNumber"])[];
        };
        PieInsight: {
            /** Format: date-time */
            createdAt: string;
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            id: string;
            name?: string;
            orgId: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            systemKey?: string;
            timeRange?: components["schemas"]["InsightTimeRange"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pie";
            /** Format: date-time */
            updatedAt: string;
        };
        PlayHTCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "playht";
            /** Format: date-time */
            updatedAt: string;
            userId: string;
        };
        PlayHTVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            /** @enum {string} */
            emotion?: "female_angry" | "female_disgust" | "female_fearful" | "female_happy" | "female_sad" | "female_surprised" | "male_angry" | "male_disgust" | "male_fearful" | "male_happy" | "male_sad" | "male_surprised" | (string & {});
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            language?: "afrikaans" | "albanian" | "amharic" | "arabic" | "bengali" | "bulgarian" | "catalan" | "croatian" | "czech" | "danish" | "dutch" | "english" | "french" | "galician" | "german" | "greek" | "hebrew" | "hindi" | "hungarian" | "indonesian" | "italian" | "japanese" | "korean" | "malay" | "mandarin" | "polish" | "portuguese" | "russian" | "serbian" | "spanish" | "swedish" | "tagalog" | "thai" | "turkish" | "ukrainian" | "urdu" | "xhosa" | (string & {});
            /** @enum {string} */
            model?: "Play3.0-mini" | "PlayDialog" | "PlayHT2.0" | "PlayHT2.0-turbo" | (string & {});
            /** @enum {string} */
            provider: "playht";
            speed?: number;
            styleGuidance?: number;
            temperature?: number;
            textGuidance?: number;
            voiceGuidance?: number;
            voiceId: ("chris" | "davis" | "donna" | "jack" | "jennifer" | "matt" | "melissa" | "michael" | "ruby" | "will" | (string & {})) | string;
        };
        ProviderResource: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            orgId: string;
            /** @enum {string} */
            provider: "11labs" | "cartesia" | (string & {});
            resource: Record<string, unknown>;
            resourceId: string;
            /** @enum {string} */
            resourceName: "pronunciation-dictionary";
            /** Format: date-time */
            updatedAt: string;
        };
        ProviderResourcePaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["ProviderResource"][];
        };
        PublicKeyEncryptionPlan: {
            /** @enum {string} */
            algorithm: "RSA-OAEP-256";
            publicKey: components["schemas"]["SpkiPemPublicKeyConfig"] & components["schemas"]["SpkiPemPublicKeyConfig"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "public-key";
        };
        QueryTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            knowledgeBases?: components["schemas"]["KnowledgeBase"][];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "query";
            /** Format: date-time */
            updatedAt: string;
        };
        Recording: {
            mono?: components["schemas"]["Mono"];
            stereoUrl?: string;
            videoRecordingStartDelaySeconds?: number;
            videoUrl?: string;
        };
        RecordingConsent: {
            /** Format: date-time */
            grantedAt?: string;
            /** @enum {string} */
            type: "stay-on-line" | "verbal" | (string & {});
        };
        RecordingConsentPlanStayOnLine: {
            /**
             * @default assistant-speaks-first
             * @enum {string}
             */
            firstMessageMode?: "assistant-speaks-first" | "assistant-waits-for-user" | (string & {});
            message: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stay-on-line";
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            /** @default 3 */
            waitSeconds?: number;
        };
        RecordingConsentPlanVerbal: {
            declineTool?: Record<string, unknown>;
            declineToolId?: string;
            /**
             * @default assistant-speaks-first
             * @enum {string}
             */
            firstMessageMode?: "assistant-speaks-first" | "assistant-waits-for-user" | (string & {});
            message: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "verbal";
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
        };
        RegexCondition: {
            negate?: boolean;
            regex: string;
            target?: components["schemas"]["MessageTarget"];
            /** @enum {string} */
            type: "regex";
        };
        RegexOption: {
            enabled: boolean;
            /** @enum {string} */
            type: "ignore-case" | "multi-line" | "whole-word" | (string & {});
        };
        RegexReplacement: {
            options?: components["schemas"]["RegexOption"][];
            regex: string;
            /** @enum {string} */
            type: "regex";
            value: string;
        };
        ResponseCompletedEvent: {
            response: components["schemas"]["ResponseObject"];
            /**
             * @default response.completed
             * @enum {string}
             */
            type: "response.completed";
        };
        ResponseErrorEvent: {
            code: string;
            message: string;
            param?: string | null;
            sequence_number: number;
            /**
             * @default error
             * @enum {string}
             */
            type: "error";
        };
        ResponseObject: {
            created_at: number;
            /** @default null */
            error?: string | null;
            id: string;
            /**
             * @default response
             * @enum {string}
             */
            object: "response";
            output: components["schemas"]["ResponseOutputMessage"][];
            /** @enum {string} */
            status: "completed" | "failed" | "in_progress" | "incomplete" | (string & {});
        };
        ResponseOutputMessage: {
            content: components["schemas"]["ResponseOutputText"][];
            id: string;
            /**
             * @default assistant
             * @enum {string}
             */
            role: "assistant";
            /** @enum {string} */
            status: "completed" | "in_progress" | "incomplete" | (string & {});
            /**
             * @default message
             * @enum {string}
             */
            type: "message";
        };
        ResponseOutputText: {
            /** @default [] */
            annotations: Record<string, unknown>[];
            text: string;
            /**
             * @default output_text
             * @enum {string}
             */
            type: "output_text";
        };
        ResponseTextDeltaEvent: {
            content_index: number;
            delta: string;
            item_id: string;
            output_index: number;
            /**
             * @default response.output_text.delta
             * @enum {string}
             */
            type: "response.output_text.delta";
        };
        ResponseTextDoneEvent: {
            content_index: number;
            item_id: string;
            output_index: number;
            text: string;
            /**
             * @default response.output_text.done
             * @enum {string}
             */
            type: "response.output_text.done";
        };
        RimeAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "rime-ai";
            /** Format: date-time */
            updatedAt: string;
        };
        RimeAIVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            inlineSpeedAlpha?: string;
            /** @enum {string} */
            language?: "ar" | "de" | "en" | "es" | "fr" | "he" | "hi" | "ja" | "pt" | "si" | "ta" | (string & {});
            /** @enum {string} */
            model?: "arcana" | "mist" | "mistv2" | (string & {});
            pauseBetweenBrackets?: boolean;
            phonemizeBetweenBrackets?: boolean;
            /** @enum {string} */
            provider: "rime-ai";
            reduceLatency?: boolean;
            speed?: number;
            voiceId: ("albion" | "alpine" | "amber" | "andromeda" | "arcade" | "astra" | "atrium" | "bond" | "breeze" | "cedar" | "celeste" | "colin" | "cove" | "creek" | "cupola" | "estelle" | "esther" | "eucalyptus" | "eva" | "falcon" | "fern" | "glacier" | "hank" | "helen" | "joy" | "lagoon" | "lintel" | "luna" | "lyra" | "marlu" | "marsh" | "masonry" | "maya" | "mesa_extra" | "moon" | "moraine" | "nicholas" | "oculus" | "orion" | "parapet" | "peak" | "sirius" | "summit" | "talon" | "thunder" | "transom" | "tundra" | "tyler" | "vespera" | "wildflower" | (string & {})) | string;
        };
        RunpodCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "runpod";
            /** Format: date-time */
            updatedAt: string;
        };
        S3Credential: {
            awsAccessKeyId: string;
            awsSecretAccessKey: string;
            /** Format: date-time */
            createdAt: string;
            fallbackIndex?: number;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "s3";
            region: string;
            s3BucketName: string;
            s3PathPrefix: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SayHookAction: {
            exact?: string | string[];
            prompt?: string | (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            /** @enum {string} */
            type: "say";
        };
        SayPhoneNumberHookAction: {
            exact: string;
            /** @enum {string} */
            type: "say";
        };
        SbcConfiguration: Record<string, unknown>;
        SchedulePlan: {
            /** Format: date-time */
            earliestAt: string;
            /** Format: date-time */
            latestAt?: string;
        };
        Scorecard: {
            assistantIds?: string[];
            /** Format: date-time */
            createdAt: string;
            description?: string;
            id: string;
            metrics: components["schemas"]["ScorecardMetric"][];
            name?: string;
            orgId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ScorecardMetric: {
            conditions: (components["schemas"]["NumberComparatorScorecardMetricCondition"] | components["schemas"]["BooleanComparatorScorecardMetricCondition"])[];
            structuredOutputId: string;
        };
        ScorecardPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Scorecard"][];
        };
        SecurityFilterBase: Record<string, unknown>;
        SecurityFilterPlan: {
            /** @default false */
            enabled?: boolean;
            filters?: components["schemas"]["SecurityFilterBase"][];
            /**
             * @default sanitize
             * @enum {string}
             */
            mode?: "reject" | "replace" | "sanitize" | (string & {});
            /** @default [FILTERED] */
            replacementText?: string;
        };
        Server: {
            backoffPlan?: components["schemas"]["BackoffPlan"];
            credentialId?: string;
            encryptedPaths?: string[];
            headers?: Record<string, unknown>;
            staticIpAddressesEnabled?: boolean;
            timeoutSeconds?: number;
            url?: string;
        };
        SesameVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            model: "csm-1b";
            /** @enum {string} */
            provider: "sesame";
            voiceId: string;
        };
        Session: {
            artifact?: components["schemas"]["Artifact"];
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            cost?: number;
            costs?: (components["schemas"]["ModelCost"] | components["schemas"]["AnalysisCost"] | components["schemas"]["SessionCost"])[];
            /** Format: date-time */
            createdAt: string;
            customer?: components["schemas"]["CreateCustomerDTO"];
            customerId?: string;
            expirationSeconds?: number;
            id: string;
            messages?: (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            name?: string;
            orgId: string;
            phoneNumber?: components["schemas"]["ImportTwilioPhoneNumberDTO"];
            phoneNumberId?: string;
            squad?: components["schemas"]["CreateSquadDTO"];
            squadId?: string;
            /** @enum {string} */
            status?: "active" | "completed" | (string & {});
            /** Format: date-time */
            updatedAt: string;
        };
        SessionCost: {
            cost: number;
            /** @enum {string} */
            type: "session";
        };
        SessionCreatedHook: {
            do: components["schemas"]["ToolCallHookAction"][];
            name?: string;
            /** @enum {string} */
            on: "session.created";
        };
        SessionPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["Session"][];
        };
        SipAuthentication: {
            password: string;
            realm?: string;
            username: string;
        };
        SipRequestTool: {
            body?: string | components["schemas"]["JsonSchema"];
            /** Format: date-time */
            createdAt: string;
            headers?: components["schemas"]["JsonSchema"];
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sipRequest";
            /** Format: date-time */
            updatedAt: string;
            /** @enum {string} */
            verb: "INFO" | "MESSAGE" | "NOTIFY" | (string & {});
        };
        SipTrunkGateway: {
            inboundEnabled?: boolean;
            ip: string;
            netmask?: number;
            optionsPingEnabled?: boolean;
            outboundEnabled?: boolean;
            /** @enum {string} */
            outboundProtocol?: "tcp" | "tls" | "tls/srtp" | "udp" | (string & {});
            port?: number;
        };
        SipTrunkOutboundAuthenticationPlan: {
            authPassword?: string;
            authUsername?: string;
            sipRegisterPlan?: components["schemas"]["SipTrunkOutboundSipRegisterPlan"];
        };
        SipTrunkOutboundSipRegisterPlan: {
            domain?: string;
            realm?: string;
            username?: string;
        };
        SlackOAuth2AuthorizationCredential: {
            authorizationId: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "slack.oauth2-authorization";
            /** Format: date-time */
            updatedAt: string;
        };
        SlackSendMessageTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "slack.message.send";
            /** Format: date-time */
            updatedAt: string;
        };
        SlackWebhookCredential: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "slack-webhook";
            /** Format: date-time */
            updatedAt: string;
            webhookUrl: string;
        };
        SmallestAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "smallest-ai";
            /** Format: date-time */
            updatedAt: string;
        };
        SmallestAIVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            model?: "lightning";
            /** @enum {string} */
            provider: "smallest-ai";
            speed?: number;
            voiceId: ("aarav" | "ananya" | "aravind" | "arman" | "deepika" | "diya" | "emily" | "isha" | "james" | "jasmine" | "kajal" | "mansi" | "mithali" | "monika" | "niharika" | "nisha" | "pooja" | "radhika" | "raghav" | "raj" | "raman" | "saina" | "sanya" | "saurabh" | "william" | (string & {})) | string;
        };
        SmartDenoisingPlan: {
            /** @default true */
            enabled?: boolean;
        };
        SmsTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sms";
            /** Format: date-time */
            updatedAt: string;
        };
        SonioxContextGeneralItem: {
            key: string;
            value: string;
        };
        SonioxCredential: {
            apiKey: string;
            apiUrl?: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "soniox";
            /** Format: date-time */
            updatedAt: string;
        };
        SonioxTranscriber: {
            contextGeneral?: components["schemas"]["SonioxContextGeneralItem"][];
            customVocabulary?: string[];
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            languageHintsStrict?: boolean;
            languages?: ("aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {}))[];
            maxEndpointDelayMs?: number;
            /** @enum {string} */
            model?: "stt-rt-v4";
            /** @enum {string} */
            provider: "soniox";
        };
        SpeechmaticsCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "speechmatics";
            /** Format: date-time */
            updatedAt: string;
        };
        SpeechmaticsCustomVocabularyItem: {
            content: string;
            soundsLike?: string[];
        };
        SpeechmaticsTranscriber: {
            customVocabulary: components["schemas"]["SpeechmaticsCustomVocabularyItem"][];
            /** @default false */
            enableDiarization?: boolean;
            /** @default 0.5 */
            endOfTurnSensitivity?: number;
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "ar" | "ar_en" | "auto" | "ba" | "be" | "bg" | "bn" | "ca" | "cmn" | "cmn_en" | "cs" | "cy" | "da" | "de" | "el" | "en" | "en_es" | "en_ms" | "en_ta" | "eo" | "es" | "et" | "eu" | "fa" | "fi" | "fr" | "ga" | "gl" | "he" | "hi" | "hr" | "hu" | "ia" | "id" | "it" | "ja" | "ko" | "lt" | "lv" | "mn" | "mr" | "ms" | "mt" | "nl" | "no" | "pl" | "pt" | "ro" | "ru" | "sk" | "sl" | "sv" | "sw" | "ta" | "th" | "tl" | "tr" | "ug" | "uk" | "ur" | "vi" | "yue" | (string & {});
            /** @default 3000 */
            maxDelay?: number;
            /** @default 0 */
            minimumSpeechDuration?: number;
            /** @enum {string} */
            model?: "default";
            /**
             * @default written
             * @enum {string}
             */
            numeralStyle?: "spoken" | "written" | (string & {});
            /**
             * @default enhanced
             * @enum {string}
             */
            operatingPoint?: "enhanced" | "standard" | (string & {});
            /** @enum {string} */
            provider: "speechmatics";
            /**
             * @default eu
             * @enum {string}
             */
            region?: "eu" | "us" | (string & {});
            /** @default false */
            removeDisfluencies?: boolean;
        };
        SpkiPemPublicKeyConfig: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            format: "spki-pem";
            name?: string;
            pem: string;
        };
        Squad: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            members: components["schemas"]["SquadMemberDTO"][];
            membersOverrides?: components["schemas"]["AssistantOverrides"];
            name?: string;
            orgId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SquadMemberDTO: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantDestinations?: (components["schemas"]["TransferDestinationAssistant"] | components["schemas"]["HandoffDestinationAssistant"])[];
            assistantId?: string | null;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
        };
        StartSpeakingPlan: {
            customEndpointingRules?: (components["schemas"]["AssistantCustomEndpointingRule"] | components["schemas"]["CustomerCustomEndpointingRule"] | components["schemas"]["BothCustomEndpointingRule"])[];
            /** @deprecated */
            smartEndpointingEnabled?: boolean | "livekit";
            smartEndpointingPlan?: components["schemas"]["VapiSmartEndpointingPlan"] | components["schemas"]["LivekitSmartEndpointingPlan"] | components["schemas"]["CustomEndpointingModelSmartEndpointingPlan"];
            transcriptionEndpointingPlan?: components["schemas"]["TranscriptionEndpointingPlan"];
            waitSeconds?: number;
        };
        StopSpeakingPlan: {
            /**
             * @default [
             *       "ah",
             *       "alright",
             *       "got it",
             *       "gotcha",
             *       "i got it",
             *       "i hear you",
             *       "i see",
             *       "i understand",
             *       "im listening",
             *       "im with you",
             *       "mhmm",
             *       "mm-hmm",
             *       "ok",
             *       "okay",
             *       "right",
             *       "sure",
             *       "uh-huh",
             *       "understood",
             *       "yeah",
             *       "yeah okay",
             *       "yeah sure",
             *       "yes"
             *     ]
             */
            acknowledgementPhrases?: string[];
            backoffSeconds?: number;
            /**
             * @default [
             *       "actually",
             *       "bad",
             *       "but",
             *       "cut",
             *       "dont",
             *       "enough",
             *       "hold",
             *       "nah",
             *       "never",
             *       "nevermind",
             *       "no",
             *       "nope",
             *       "not",
             *       "pause",
             *       "quiet",
             *       "shut",
             *       "silence",
             *       "stop",
             *       "up",
             *       "wait"
             *     ]
             */
            interruptionPhrases?: string[];
            numWords?: number;
            voiceSeconds?: number;
        };
        StructuredDataMultiPlan: {
            key: string;
            plan: components["schemas"]["StructuredDataPlan"];
        };
        StructuredDataPlan: {
            enabled?: boolean;
            messages?: Record<string, unknown>[];
            schema?: components["schemas"]["JsonSchema"];
            timeoutSeconds?: number;
        };
        StructuredOutput: {
            assistantIds?: string[];
            compliancePlan?: components["schemas"]["ComplianceOverride"];
            /** Format: date-time */
            createdAt: string;
            description?: string;
            id: string;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            name: string;
            orgId: string;
            regex?: string;
            schema: components["schemas"]["JsonSchema"];
            /** @enum {string} */
            type?: "ai" | "regex" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflowIds?: string[];
        };
        StructuredOutputPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["StructuredOutput"][];
        };
        StructuredOutputRunDTO: {
            callIds: string[];
            /** @default false */
            previewEnabled?: boolean;
            structuredOutput?: components["schemas"]["CreateStructuredOutputDTO"];
            structuredOutputId?: string;
        };
        Subscription: {
            autoReloadPlan?: components["schemas"]["AutoReloadPlan"];
            callRetentionDays?: number;
            chatRetentionDays?: number;
            concurrencyCounter: number;
            concurrencyLimitIncluded: number;
            concurrencyLimitPurchased: number;
            couponIds?: string[];
            couponUsageLeft?: string;
            /** Format: date-time */
            createdAt: string;
            credits: string;
            dataRetentionEnabled?: boolean;
            hipaaCommonPaperAgreementId?: string;
            hipaaEnabled?: boolean;
            id: string;
            invoicePlan?: components["schemas"]["InvoicePlan"];
            minutesIncluded?: number;
            /** @enum {string} */
            minutesIncludedResetFrequency?: "annually" | "monthly" | (string & {});
            minutesOverageCost?: number;
            minutesUsed?: number;
            /** Format: date-time */
            minutesUsedNextResetAt?: string;
            monthlyChargeScheduleId?: number;
            monthlyCreditCheckScheduleId?: number;
            outboundCallsCounter?: number;
            /** Format: date-time */
            outboundCallsCounterNextResetAt?: string;
            outboundCallsDailyLimit?: number;
            pciCommonPaperAgreementId?: string;
            pciEnabled?: boolean;
            phoneNumbersCounter?: number;
            phoneNumbersIncluded?: number;
            platformFee?: number;
            providersIncluded?: string[];
            rbacEnabled?: boolean;
            referredByEmail?: string;
            slackChannelId?: string;
            slackSupportEnabled?: boolean;
            /** @enum {string} */
            status: "active" | "frozen" | (string & {});
            stripeCustomerEmail?: string;
            stripeCustomerId?: string;
            stripePaymentMethodFingerprint?: string;
            stripePaymentMethodId?: string;
            /** @enum {string} */
            type: "agency" | "enterprise" | "growth" | "pay-as-you-go" | "scale" | "startup" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            zdrEnabled?: boolean;
        };
        SubscriptionLimits: {
            /** @default false */
            concurrencyBlocked?: boolean;
            concurrencyLimit?: number;
            remainingConcurrentCalls?: number;
        };
        SuccessEvaluationPlan: {
            enabled?: boolean;
            messages?: Record<string, unknown>[];
            /** @enum {string} */
            rubric?: "AutomaticRubric" | "Checklist" | "DescriptiveScale" | "LikertScale" | "Matrix" | "NumericScale" | "PassFail" | "PercentageScale" | (string & {});
            timeoutSeconds?: number;
        };
        SummaryPlan: {
            enabled?: boolean;
            messages?: Record<string, unknown>[];
            timeoutSeconds?: number;
        };
        SupabaseBucketPlan: {
            accessKeyId: string;
            name: string;
            path?: string;
            /** @enum {string} */
            region: "ap-northeast-1" | "ap-northeast-2" | "ap-south-1" | "ap-southeast-1" | "ap-southeast-2" | "ca-central-1" | "eu-central-1" | "eu-central-2" | "eu-north-1" | "eu-west-1" | "eu-west-2" | "eu-west-3" | "sa-east-1" | "us-east-1" | "us-east-2" | "us-west-1" | (string & {});
            secretAccessKey: string;
            url: string;
        };
        SupabaseCredential: {
            bucketPlan?: components["schemas"]["SupabaseBucketPlan"];
            /** Format: date-time */
            createdAt: string;
            fallbackIndex?: number;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "supabase";
            /** Format: date-time */
            updatedAt: string;
        };
        SyncVoiceLibraryDTO: {
            providers?: ("11labs" | "azure" | "cartesia" | "custom-voice" | "deepgram" | "hume" | "inworld" | "lmnt" | "minimax" | "neuphonic" | "openai" | "orpheus" | "playht" | "rime-ai" | "sesame" | "smallest-ai" | "tavus" | "vapi" | "wellsaid" | "xai" | (string & {}))[];
        };
        SystemMessage: {
            message: string;
            role: string;
            secondsFromStart: number;
            time: number;
        };
        TalkscriberTranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "af" | "am" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bo" | "br" | "bs" | "ca" | "cs" | "cy" | "da" | "de" | "el" | "en" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "gl" | "gu" | "ha" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "id" | "is" | "it" | "ja" | "jw" | "ka" | "kk" | "km" | "kn" | "ko" | "la" | "lb" | "ln" | "lo" | "lt" | "lv" | "mg" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "ne" | "nl" | "nn" | "no" | "oc" | "pa" | "pl" | "ps" | "pt" | "ro" | "ru" | "sa" | "sd" | "si" | "sk" | "sl" | "sn" | "so" | "sq" | "sr" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "tk" | "tl" | "tr" | "tt" | "uk" | "ur" | "uz" | "vi" | "yi" | "yo" | "yue" | "zh" | (string & {});
            /** @enum {string} */
            model?: "whisper";
            /** @enum {string} */
            provider: "talkscriber";
        };
        TargetPlan: {
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
            phoneNumber?: components["schemas"]["TestSuitePhoneNumber"];
            phoneNumberId?: string;
        };
        TavusConversationProperties: {
            applyGreenscreen?: boolean;
            awsAssumeRoleArn?: string;
            enableRecording?: boolean;
            enableTranscription?: boolean;
            language?: string;
            maxCallDuration?: number;
            participantAbsentTimeout?: number;
            participantLeftTimeout?: number;
            recordingS3BucketName?: string;
            recordingS3BucketRegion?: string;
        };
        TavusCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "tavus";
            /** Format: date-time */
            updatedAt: string;
        };
        TavusVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            callbackUrl?: string;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            conversationName?: string;
            conversationalContext?: string;
            customGreeting?: string;
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            personaId?: string;
            properties?: components["schemas"]["TavusConversationProperties"];
            /** @enum {string} */
            provider: "tavus";
            voiceId: "r52da2535a" | string;
        };
        TelnyxPhoneNumber: {
            assistantId?: string;
            /** Format: date-time */
            createdAt: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            id: string;
            name?: string;
            number: string;
            orgId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "telnyx";
            server?: components["schemas"]["Server"];
            squadId?: string;
            /** @enum {string} */
            status?: "activating" | "active" | "blocked" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflowId?: string;
        };
        TelnyxTransport: {
            callControlId?: string;
            callLegId?: string;
            callSessionId?: string;
            /**
             * @default voice
             * @enum {string}
             */
            conversationType?: "voice";
            /** @enum {string} */
            provider: "telnyx";
        };
        Template: {
            /** Format: date-time */
            createdAt: string;
            details?: components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"];
            id: string;
            metadata?: components["schemas"]["ToolTemplateMetadata"];
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider?: "function" | "gohighlevel" | "make" | (string & {});
            providerDetails?: components["schemas"]["MakeToolProviderDetails"] | components["schemas"]["GhlToolProviderDetails"] | components["schemas"]["FunctionToolProviderDetails"] | components["schemas"]["GoogleCalendarCreateEventToolProviderDetails"] | components["schemas"]["GoogleSheetsRowAppendToolProviderDetails"] | components["schemas"]["GoHighLevelCalendarAvailabilityToolProviderDetails"] | components["schemas"]["GoHighLevelCalendarEventCreateToolProviderDetails"] | components["schemas"]["GoHighLevelContactCreateToolProviderDetails"] | components["schemas"]["GoHighLevelContactGetToolProviderDetails"];
            /**
             * @default tool
             * @enum {string}
             */
            type: "tool";
            /** Format: date-time */
            updatedAt: string;
            /**
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public" | (string & {});
        };
        TestSuite: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @deprecated */
            phoneNumberId?: string;
            targetPlan?: components["schemas"]["TargetPlan"];
            testerPlan?: components["schemas"]["TesterPlan"];
            /** Format: date-time */
            updatedAt: string;
        };
        TestSuitePhoneNumber: {
            number: string;
            /** @enum {string} */
            provider: "test-suite";
        };
        TestSuiteRun: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            status: "completed" | "failed" | "in-progress" | "queued" | (string & {});
            testResults: components["schemas"]["TestSuiteRunTestResult"][];
            testSuiteId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TestSuiteRunScorerAI: {
            reasoning: string;
            /** @enum {string} */
            result: "fail" | "pass" | (string & {});
            rubric: string;
            /** @enum {string} */
            type: "ai";
        };
        TestSuiteRunTestAttempt: {
            call?: components["schemas"]["TestSuiteRunTestAttemptCall"];
            callId?: string;
            metadata?: components["schemas"]["TestSuiteRunTestAttemptMetadata"];
            scorerResults: components["schemas"]["TestSuiteRunScorerAI"][];
        };
        TestSuiteRunTestAttemptCall: {
            artifact: components["schemas"]["Artifact"];
        };
        TestSuiteRunTestAttemptMetadata: {
            sessionId: string;
        };
        TestSuiteRunTestResult: {
            attempts: components["schemas"]["TestSuiteRunTestAttempt"][];
            test: components["schemas"]["TestSuiteTestVoice"];
        };
        TestSuiteRunsPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["TestSuiteRun"][];
        };
        TestSuiteTestChat: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            numAttempts?: number;
            orgId: string;
            scorers: components["schemas"]["TestSuiteTestScorerAI"][];
            script: string;
            testSuiteId: string;
            /** @enum {string} */
            type: "chat";
            /** Format: date-time */
            updatedAt: string;
        };
        TestSuiteTestScorerAI: {
            rubric: string;
            /** @enum {string} */
            type: "ai";
        };
        TestSuiteTestVoice: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            numAttempts?: number;
            orgId: string;
            scorers: components["schemas"]["TestSuiteTestScorerAI"][];
            script: string;
            testSuiteId: string;
            /** @enum {string} */
            type: "voice";
            /** Format: date-time */
            updatedAt: string;
        };
        TestSuiteTestsPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: (components["schemas"]["TestSuiteTestVoice"] | components["schemas"]["TestSuiteTestChat"])[];
        };
        TestSuitesPaginatedResponse: {
            metadata: components["schemas"]["PaginationMeta"];
            results: components["schemas"]["TestSuite"][];
        };
        TesterPlan: {
            assistant?: components["schemas"]["CreateAssistantDTO"];
            assistantId?: string;
            assistantOverrides?: components["schemas"]["AssistantOverrides"];
        };
        TextContent: {
            /** @enum {string} */
            language: "aa" | "ab" | "ae" | "af" | "ak" | "am" | "an" | "ar" | "as" | "av" | "ay" | "az" | "ba" | "be" | "bg" | "bh" | "bi" | "bm" | "bn" | "bo" | "br" | "bs" | "ca" | "ce" | "ch" | "co" | "cr" | "cs" | "cu" | "cv" | "cy" | "da" | "de" | "dv" | "dz" | "ee" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "ff" | "fi" | "fj" | "fo" | "fr" | "fy" | "ga" | "gd" | "gl" | "gn" | "gu" | "gv" | "ha" | "he" | "hi" | "ho" | "hr" | "ht" | "hu" | "hy" | "hz" | "ia" | "id" | "ie" | "ig" | "ii" | "ik" | "io" | "is" | "it" | "iu" | "ja" | "jv" | "ka" | "kg" | "ki" | "kj" | "kk" | "kl" | "km" | "kn" | "ko" | "kr" | "ks" | "ku" | "kv" | "kw" | "ky" | "la" | "lb" | "lg" | "li" | "ln" | "lo" | "lt" | "lu" | "lv" | "mg" | "mh" | "mi" | "mk" | "ml" | "mn" | "mr" | "ms" | "mt" | "my" | "na" | "nb" | "nd" | "ne" | "ng" | "nl" | "nn" | "no" | "nr" | "nv" | "ny" | "oc" | "oj" | "om" | "or" | "os" | "pa" | "pi" | "pl" | "ps" | "pt" | "qu" | "rm" | "rn" | "ro" | "ru" | "rw" | "sa" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sq" | "sr" | "ss" | "st" | "su" | "sv" | "sw" | "ta" | "te" | "tg" | "th" | "ti" | "tk" | "tl" | "tn" | "to" | "tr" | "ts" | "tt" | "tw" | "ty" | "ug" | "uk" | "ur" | "uz" | "ve" | "vi" | "vo" | "wa" | "wo" | "xh" | "yi" | "yo" | "yue" | "za" | "zh" | "zu" | (string & {});
            text: string;
            /** @enum {string} */
            type: "text";
        };
        TextEditorTool: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default str_replace_editor
             * @enum {string}
             */
            name: "str_replace_editor";
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "text_editor_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "textEditor";
            /** Format: date-time */
            updatedAt: string;
        };
        TextEditorToolWithToolCall: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default str_replace_editor
             * @enum {string}
             */
            name: "str_replace_editor";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType: "text_editor_20241022";
            toolCall: components["schemas"]["ToolCall"];
            /** @enum {string} */
            type: "textEditor";
        };
        TextInsight: {
            /** Format: date-time */
            createdAt: string;
            formula?: Record<string, unknown>;
            id: string;
            name?: string;
            orgId: string;
            queries: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            systemKey?: string;
            timeRange?: components["schemas"]["InsightTimeRange"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            /** Format: date-time */
            updatedAt: string;
        };
        TimeRange: {
            /** Format: date-time */
            end?: string;
            /** Format: date-time */
            start?: string;
            /** @enum {string} */
            step?: "century" | "day" | "decade" | "hour" | "millennium" | "minute" | "month" | "quarter" | "second" | "week" | "year" | (string & {});
            timezone?: string;
        };
        TogetherAICredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "together-ai";
            /** Format: date-time */
            updatedAt: string;
        };
        TogetherAIModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            model: string;
            numFastTurns?: number;
            /** @enum {string} */
            provider: "together-ai";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        Token: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            restrictions?: components["schemas"]["TokenRestrictions"];
            /** @enum {string} */
            tag?: "private" | "public" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            value?: string;
        };
        TokenRestrictions: {
            allowTransientAssistant?: boolean;
            allowedAssistantIds?: string[];
            allowedOrigins?: string[];
            enabled?: boolean;
        };
        ToolCall: {
            function: components["schemas"]["ToolCallFunction"];
            id: string;
            type: string;
        };
        ToolCallFunction: {
            arguments: string;
            name: string;
        };
        ToolCallHookAction: {
            tool?: components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"];
            toolId?: string;
            /** @enum {string} */
            type: "tool";
        };
        ToolCallMessage: {
            message: string;
            role: string;
            secondsFromStart: number;
            time: number;
            toolCalls: Record<string, unknown>[];
        };
        ToolCallResultMessage: {
            metadata?: Record<string, unknown>;
            name: string;
            result: string;
            role: string;
            secondsFromStart: number;
            time: number;
            toolCallId: string;
            warnings?: components["schemas"]["ToolCallResultMessageWarning"][];
        };
        ToolCallResultMessageWarning: {
            threshold: number;
            tokenCount: number;
            /** @enum {string} */
            type: "oversized-tool-response";
        };
        ToolMessage: {
            content: string;
            metadata?: Record<string, unknown>;
            name?: string;
            /**
             * @default tool
             * @enum {string}
             */
            role: "tool";
            tool_call_id: string;
        };
        ToolMessageComplete: {
            conditions?: components["schemas"]["Condition"][];
            content?: string;
            contents?: components["schemas"]["TextContent"][];
            endCallAfterSpokenEnabled?: boolean;
            /** @enum {string} */
            role?: "assistant" | "system" | (string & {});
            /** @enum {string} */
            type: "request-complete";
        };
        ToolMessageDelayed: {
            conditions?: components["schemas"]["Condition"][];
            content?: string;
            contents?: components["schemas"]["TextContent"][];
            timingMilliseconds?: number;
            /** @enum {string} */
            type: "request-response-delayed";
        };
        ToolMessageFailed: {
            conditions?: components["schemas"]["Condition"][];
            content?: string;
            contents?: components["schemas"]["TextContent"][];
            endCallAfterSpokenEnabled?: boolean;
            /** @enum {string} */
            type: "request-failed";
        };
        ToolMessageStart: {
            /** @default false */
            blocking?: boolean;
            conditions?: components["schemas"]["Condition"][];
            content?: string;
            contents?: components["schemas"]["TextContent"][];
            /** @enum {string} */
            type: "request-start";
        };
        ToolNode: {
            isStart?: boolean;
            metadata?: Record<string, unknown>;
            name: string;
            tool?: components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"];
            toolId?: string;
            /** @enum {string} */
            type: "tool";
        };
        ToolParameter: {
            key: string;
            value: string | number | boolean | Record<string, unknown> | unknown[];
        };
        ToolRejectionPlan: {
            conditions?: (components["schemas"]["RegexCondition"] | components["schemas"]["LiquidCondition"] | components["schemas"]["GroupCondition"])[];
        };
        ToolTemplateMetadata: {
            collectionId?: string;
            collectionName?: string;
            collectionType?: string;
        };
        ToolTemplateSetup: {
            description?: string;
            docsUrl?: string;
            title: string;
            videoUrl?: string;
        };
        TranscriberCost: {
            cost: number;
            minutes: number;
            transcriber: Record<string, unknown>;
            /** @enum {string} */
            type: "transcriber";
        };
        TranscriptPlan: {
            assistantName?: string;
            enabled?: boolean;
            userName?: string;
        };
        TranscriptionEndpointingPlan: {
            onNoPunctuationSeconds?: number;
            onNumberSeconds?: number;
            onPunctuationSeconds?: number;
        };
        TransferCallTool: {
            /** Format: date-time */
            createdAt: string;
            destinations?: (components["schemas"]["TransferDestinationAssistant"] | components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"])[];
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transferCall";
            /** Format: date-time */
            updatedAt: string;
        };
        TransferDestinationAssistant: {
            assistantName: string;
            description?: string;
            message?: string | components["schemas"]["CustomMessage"];
            /** @enum {string} */
            transferMode?: "delete-history" | "rolling-history" | "swap-system-message-in-history" | "swap-system-message-in-history-and-remove-transfer-tool-messages" | (string & {});
            /** @enum {string} */
            type: "assistant";
        };
        TransferDestinationNumber: {
            callerId?: string;
            description?: string;
            extension?: string;
            message?: string | components["schemas"]["CustomMessage"];
            number: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            transferPlan?: components["schemas"]["TransferPlan"];
            /** @enum {string} */
            type: "number";
        };
        TransferDestinationSip: {
            callerId?: string;
            description?: string;
            message?: string | components["schemas"]["CustomMessage"];
            sipHeaders?: Record<string, unknown>;
            sipUri: string;
            transferPlan?: components["schemas"]["TransferPlan"];
            /** @enum {string} */
            type: "sip";
        };
        TransferFallbackPlan: {
            /** @default true */
            endCallEnabled?: boolean;
            message: string | components["schemas"]["CustomMessage"];
        };
        TransferPhoneNumberHookAction: {
            destination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            /** @enum {string} */
            type: "transfer";
        };
        TransferPlan: {
            contextEngineeringPlan?: components["schemas"]["ContextEngineeringPlanLastNMessages"] | components["schemas"]["ContextEngineeringPlanNone"] | components["schemas"]["ContextEngineeringPlanAll"];
            /** @default 60 */
            dialTimeout?: number;
            fallbackPlan?: components["schemas"]["TransferFallbackPlan"];
            holdAudioUrl?: string;
            message?: string | components["schemas"]["CustomMessage"];
            /** @enum {string} */
            mode: "blind-transfer" | "blind-transfer-add-summary-to-sip-header" | "warm-transfer-experimental" | "warm-transfer-say-message" | "warm-transfer-say-summary" | "warm-transfer-twiml" | "warm-transfer-wait-for-operator-to-speak-first-and-then-say-message" | "warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary" | (string & {});
            sipHeadersInReferToEnabled?: boolean;
            /**
             * @default refer
             * @enum {string}
             */
            sipVerb?: "bye" | "dial" | "refer" | (string & {});
            summaryPlan?: components["schemas"]["SummaryPlan"];
            /** @default 60 */
            timeout?: number;
            transferCompleteAudioUrl?: string;
            twiml?: string;
        };
        TransportConfigurationTwilio: {
            /** @enum {string} */
            provider: "twilio";
            record?: boolean;
            /** @enum {string} */
            recordingChannels?: "dual" | "mono" | (string & {});
            timeout?: number;
        };
        TransportCost: {
            cost: number;
            minutes: number;
            /** @enum {string} */
            provider?: "daily" | "telnyx" | "twilio" | "vapi.sip" | "vapi.websocket" | "vonage" | (string & {});
            /** @enum {string} */
            type: "transport";
        };
        TurnLatency: {
            endpointingLatency?: number;
            modelLatency?: number;
            transcriberLatency?: number;
            turnLatency?: number;
            voiceLatency?: number;
        };
        TwilioCredential: {
            accountSid: string;
            apiKey?: string;
            apiSecret?: string;
            authToken?: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "twilio";
            /** Format: date-time */
            updatedAt: string;
        };
        TwilioPhoneNumber: {
            assistantId?: string;
            /** Format: date-time */
            createdAt: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            id: string;
            name?: string;
            number: string;
            orgId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "twilio";
            server?: components["schemas"]["Server"];
            /** @default true */
            smsEnabled?: boolean;
            squadId?: string;
            /** @enum {string} */
            status?: "activating" | "active" | "blocked" | (string & {});
            twilioAccountSid: string;
            twilioApiKey?: string;
            twilioApiSecret?: string;
            twilioAuthToken?: string;
            /** Format: date-time */
            updatedAt: string;
            workflowId?: string;
        };
        TwilioSMSChatTransport: {
            /**
             * @default chat
             * @enum {string}
             */
            conversationType?: "chat";
            customer?: components["schemas"]["CreateCustomerDTO"];
            customerId?: string;
            phoneNumberId?: string;
            /** @enum {string} */
            type: "twilio.sms";
            /** @default true */
            useLLMGeneratedMessageForOutbound?: boolean;
        };
        TwilioTransport: {
            accountSid?: string;
            callSid?: string;
            callToken?: string;
            /**
             * @default voice
             * @enum {string}
             */
            conversationType?: "voice";
            forwardedFrom?: string;
            /** @enum {string} */
            provider: "twilio";
        };
        TwilioTransportMessage: {
            /** @enum {string} */
            transport: "twilio";
            twiml: string;
        };
        TwilioVoicemailDetectionPlan: {
            enabled?: boolean;
            machineDetectionSilenceTimeout?: number;
            machineDetectionSpeechEndThreshold?: number;
            machineDetectionSpeechThreshold?: number;
            machineDetectionTimeout?: number;
            /** @enum {string} */
            provider: "twilio";
            voicemailDetectionTypes?: ("fax" | "human" | "machine_end_beep" | "machine_end_other" | "machine_end_silence" | "machine_start" | "unknown" | (string & {}))[];
        };
        UpdateAnthropicBedrockCredentialDTO: {
            authenticationPlan?: components["schemas"]["AWSIAMCredentialsAuthenticationPlan"] | components["schemas"]["AWSStsAuthenticationPlan"];
            name?: string;
            /** @enum {string} */
            region?: "ap-northeast-1" | "ap-southeast-2" | "eu-west-1" | "eu-west-3" | "us-east-1" | "us-west-2" | (string & {});
        };
        UpdateAnthropicCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateAnyscaleCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateApiRequestToolDTO: {
            backoffPlan?: components["schemas"]["BackoffPlan"];
            body?: components["schemas"]["JsonSchema"];
            credentialId?: string;
            description?: string;
            encryptedPaths?: string[];
            headers?: components["schemas"]["JsonSchema"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /** @enum {string} */
            method?: "DELETE" | "GET" | "PATCH" | "POST" | "PUT" | (string & {});
            name?: string;
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            timeoutSeconds?: number;
            url?: string;
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "apiRequest";
        };
        UpdateAssemblyAICredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateAssistantDTO: {
            /** @deprecated */
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            clientMessages?: ("assistant.speechStarted" | "assistant.started" | "conversation-update" | "function-call" | "function-call-result" | "hang" | "language-changed" | "metadata" | "model-output" | "speech-update" | "status-update" | "tool-calls" | "tool-calls-result" | "tool.completed" | "transcript" | "transfer-update" | "user-interrupted" | "voice-input" | "workflow.node.started" | (string & {}))[];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            endCallMessage?: string;
            endCallPhrases?: string[];
            firstMessage?: string;
            /** @default false */
            firstMessageInterruptionsEnabled?: boolean;
            /** @enum {string} */
            firstMessageMode?: "assistant-speaks-first" | "assistant-speaks-first-with-model-generated-message" | "assistant-waits-for-user" | (string & {});
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["SessionCreatedHook"])[];
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            metadata?: Record<string, unknown>;
            model?: components["schemas"]["AnthropicModel"] | components["schemas"]["AnthropicBedrockModel"] | components["schemas"]["AnyscaleModel"] | components["schemas"]["CerebrasModel"] | components["schemas"]["CustomLLMModel"] | components["schemas"]["DeepInfraModel"] | components["schemas"]["DeepSeekModel"] | components["schemas"]["GoogleModel"] | components["schemas"]["GroqModel"] | components["schemas"]["InflectionAIModel"] | components["schemas"]["MinimaxLLMModel"] | components["schemas"]["OpenAIModel"] | components["schemas"]["OpenRouterModel"] | components["schemas"]["PerplexityAIModel"] | components["schemas"]["TogetherAIModel"] | components["schemas"]["XaiModel"];
            modelOutputInMessagesEnabled?: boolean;
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name?: string;
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            server?: components["schemas"]["Server"];
            serverMessages?: ("assistant.speechStarted" | "assistant.started" | "call.delete.failed" | "call.deleted" | "chat.created" | "chat.deleted" | "conversation-update" | "end-of-call-report" | "function-call" | "handoff-destination-request" | "hang" | "language-change-detected" | "language-changed" | "model-output" | "phone-call-control" | "session.created" | "session.deleted" | "session.updated" | "speech-update" | "status-update" | "tool-calls" | "transcript" | "transcript[transcriptType=\"final\"]" | "transfer-destination-request" | "transfer-update" | "user-interrupted" | "voice-input" | (string & {}))[];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            transportConfigurations?: components["schemas"]["TransportConfigurationTwilio"][];
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        UpdateAzureCredentialDTO: {
            apiKey?: string;
            bucketPlan?: components["schemas"]["AzureBlobStorageBucketPlan"];
            fallbackIndex?: number;
            name?: string;
            /** @enum {string} */
            region?: "australiaeast" | "canadacentral" | "canadaeast" | "centralus" | "eastus" | "eastus2" | "france" | "germanywestcentral" | "india" | "japaneast" | "japanwest" | "northcentralus" | "norway" | "polandcentral" | "southcentralus" | "spaincentral" | "swedencentral" | "switzerland" | "uaenorth" | "uk" | "westeurope" | "westus" | "westus3" | (string & {});
            /**
             * @default speech
             * @enum {string}
             */
            service?: "blob_storage" | "speech" | (string & {});
        };
        UpdateAzureOpenAICredentialDTO: {
            models?: ("gpt-35-turbo-0125" | "gpt-35-turbo-1106" | "gpt-4-0125-preview" | "gpt-4-0613" | "gpt-4-1106-preview" | "gpt-4-turbo-2024-04-09" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-nano-2025-04-14" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-08-06" | "gpt-4o-2024-11-20" | "gpt-4o-mini-2024-07-18" | "gpt-5" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat" | "gpt-5.2" | "gpt-5.2-chat" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini-2026-03-17" | "gpt-5.4-nano" | (string & {}))[];
            name?: string;
            ocpApimSubscriptionKey?: string;
            openAIEndpoint?: string;
            openAIKey?: string;
            /** @enum {string} */
            region?: "australiaeast" | "canadacentral" | "canadaeast" | "centralus" | "eastus" | "eastus2" | "france" | "germanywestcentral" | "india" | "japaneast" | "japanwest" | "northcentralus" | "norway" | "polandcentral" | "southcentralus" | "spaincentral" | "swedencentral" | "switzerland" | "uaenorth" | "uk" | "westeurope" | "westus" | "westus3" | (string & {});
        };
        UpdateBarInsightFromCallTableDTO: {
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            metadata?: components["schemas"]["BarInsightMetadata"];
            name?: string;
            queries?: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"] | components["schemas"]["JSONQueryOnEventsTable"])[];
            timeRange?: components["schemas"]["InsightTimeRangeWithStep"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bar";
        };
        UpdateBashToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default bash
             * @enum {string}
             */
            name?: "bash";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType?: "bash_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bash";
        };
        UpdateByoPhoneNumberDTO: {
            assistantId?: string;
            credentialId?: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number?: string;
            /** @default true */
            numberE164CheckEnabled?: boolean;
            server?: components["schemas"]["Server"];
            squadId?: string;
            workflowId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "byo-phone-number";
        };
        UpdateByoSipTrunkCredentialDTO: {
            gateways?: components["schemas"]["SipTrunkGateway"][];
            name?: string;
            outboundAuthenticationPlan?: components["schemas"]["SipTrunkOutboundAuthenticationPlan"];
            outboundLeadingPlusEnabled?: boolean;
            sbcConfiguration?: components["schemas"]["SbcConfiguration"];
            sipDiversionHeader?: string;
            techPrefix?: string;
        };
        UpdateCallDTO: {
            name?: string;
        };
        UpdateCampaignDTO: {
            assistantId?: string;
            dialPlan?: components["schemas"]["DialPlanEntry"][];
            name?: string;
            phoneNumberId?: string;
            schedulePlan?: components["schemas"]["SchedulePlan"];
            squadId?: string;
            /** @enum {string} */
            status?: "ended";
            workflowId?: string;
        };
        UpdateCartesiaCredentialDTO: {
            apiKey?: string;
            apiUrl?: string;
            name?: string;
        };
        UpdateCerebrasCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateCloudflareCredentialDTO: {
            accountEmail?: string;
            accountId?: string;
            apiKey?: string;
            bucketPlan?: components["schemas"]["CloudflareR2BucketPlan"];
            fallbackIndex?: number;
            name?: string;
        };
        UpdateCodeToolDTO: {
            async?: boolean;
            code?: string;
            credentialId?: string;
            environmentVariables?: components["schemas"]["CodeToolEnvironmentVariable"][];
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            timeoutSeconds?: number;
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code";
        };
        UpdateComputerToolDTO: {
            displayHeightPx?: number;
            displayNumber?: number;
            displayWidthPx?: number;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default computer
             * @enum {string}
             */
            name?: "computer";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType?: "computer_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "computer";
        };
        UpdateCustomCredentialDTO: {
            authenticationPlan?: components["schemas"]["OAuth2AuthenticationPlan"] | components["schemas"]["HMACAuthenticationPlan"] | components["schemas"]["BearerAuthenticationPlan"];
            encryptionPlan?: components["schemas"]["PublicKeyEncryptionPlan"] & components["schemas"]["PublicKeyEncryptionPlan"];
            name?: string;
        };
        UpdateCustomKnowledgeBaseDTO: {
            server?: components["schemas"]["Server"];
        };
        UpdateCustomLLMCredentialDTO: {
            apiKey?: string;
            authenticationPlan?: components["schemas"]["OAuth2AuthenticationPlan"];
            name?: string;
        };
        UpdateDeepInfraCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateDeepSeekCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateDeepgramCredentialDTO: {
            apiKey?: string;
            apiUrl?: string;
            name?: string;
        };
        UpdateDtmfToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /** @default false */
            sipInfoDtmfEnabled?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dtmf";
        };
        UpdateElevenLabsCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateEmailCredentialDTO: {
            email?: string;
            name?: string;
        };
        UpdateEndCallToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endCall";
        };
        UpdateEvalDTO: {
            description?: string;
            messages?: (components["schemas"]["ChatEvalAssistantMessageMock"] | components["schemas"]["ChatEvalSystemMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageMock"] | components["schemas"]["ChatEvalToolResponseMessageEvaluation"] | components["schemas"]["ChatEvalUserMessageMock"] | components["schemas"]["ChatEvalAssistantMessageEvaluation"])[];
            name?: string;
            /** @enum {string} */
            type?: "chat.mockConversation";
        };
        UpdateFileDTO: {
            name?: string;
        };
        UpdateFunctionToolDTO: {
            async?: boolean;
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            parameters?: components["schemas"]["ToolParameter"][];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            variableExtractionPlan?: components["schemas"]["VariableExtractionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "function";
        };
        UpdateGcpCredentialDTO: {
            bucketPlan?: components["schemas"]["BucketPlan"];
            fallbackIndex?: number;
            gcpKey?: components["schemas"]["GcpKey"];
            name?: string;
            region?: string;
        };
        UpdateGladiaCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateGoHighLevelCalendarAvailabilityToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.calendar.availability.check";
        };
        UpdateGoHighLevelCalendarEventCreateToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.calendar.event.create";
        };
        UpdateGoHighLevelContactCreateToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.contact.create";
        };
        UpdateGoHighLevelContactGetToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gohighlevel.contact.get";
        };
        UpdateGoHighLevelCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateGoHighLevelMCPCredentialDTO: {
            authenticationSession?: components["schemas"]["Oauth2AuthenticationSession"];
            name?: string;
        };
        UpdateGoogleCalendarCheckAvailabilityToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.calendar.availability.check";
        };
        UpdateGoogleCalendarCreateEventToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.calendar.event.create";
        };
        UpdateGoogleCalendarOAuth2AuthorizationCredentialDTO: {
            authorizationId?: string;
            name?: string;
        };
        UpdateGoogleCalendarOAuth2ClientCredentialDTO: {
            name?: string;
        };
        UpdateGoogleCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateGoogleSheetsOAuth2AuthorizationCredentialDTO: {
            authorizationId?: string;
            name?: string;
        };
        UpdateGoogleSheetsRowAppendToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "google.sheets.row.append";
        };
        UpdateGroqCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateHandoffToolDTO: {
            defaultResult?: string;
            destinations?: (components["schemas"]["HandoffDestinationAssistant"] | components["schemas"]["HandoffDestinationDynamic"] | components["schemas"]["HandoffDestinationSquad"])[];
            function?: components["schemas"]["OpenAIFunction"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "handoff";
        };
        UpdateHumeCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateInflectionAICredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateInworldCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateLangfuseCredentialDTO: {
            apiKey?: string;
            apiUrl?: string;
            name?: string;
            publicKey?: string;
        };
        UpdateLineInsightFromCallTableDTO: {
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            metadata?: components["schemas"]["LineInsightMetadata"];
            name?: string;
            queries?: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            timeRange?: components["schemas"]["InsightTimeRangeWithStep"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "line";
        };
        UpdateLmntCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateMakeCredentialDTO: {
            apiKey?: string;
            name?: string;
            region?: string;
            teamId?: string;
        };
        UpdateMcpToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            metadata?: components["schemas"]["McpToolMetadata"];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            toolMessages?: components["schemas"]["McpToolMessages"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "mcp";
        };
        UpdateMistralCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateNeuphonicCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateOpenAICredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateOpenRouterCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateOrgDTO: {
            billingLimit?: number;
            /** @enum {string} */
            channel?: "daily" | "default" | "hcs" | "intuit" | "weekly" | (string & {});
            compliancePlan?: components["schemas"]["CompliancePlan"];
            /** @deprecated */
            concurrencyLimit?: number;
            hipaaEnabled?: boolean;
            name?: string;
            server?: components["schemas"]["Server"];
            subscriptionId?: string;
        };
        UpdatePerplexityAICredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdatePieInsightFromCallTableDTO: {
            formulas?: components["schemas"]["InsightFormula"][];
            /** @enum {string} */
            groupBy?: "artifact.structuredOutputs[OutputID]" | "assistantId" | "campaignId" | "customerNumber" | "endedReason" | "phoneNumberId" | "squadId" | "type" | "workflowId" | (string & {});
            name?: string;
            queries?: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            timeRange?: components["schemas"]["InsightTimeRange"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pie";
        };
        UpdatePlayHTCredentialDTO: {
            apiKey?: string;
            name?: string;
            userId?: string;
        };
        UpdateQueryToolDTO: {
            knowledgeBases?: components["schemas"]["KnowledgeBase"][];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "query";
        };
        UpdateRimeAICredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateRunpodCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateS3CredentialDTO: {
            awsAccessKeyId?: string;
            awsSecretAccessKey?: string;
            fallbackIndex?: number;
            name?: string;
            region?: string;
            s3BucketName?: string;
            s3PathPrefix?: string;
        };
        UpdateScorecardDTO: {
            assistantIds?: string[];
            description?: string;
            metrics?: components["schemas"]["ScorecardMetric"][];
            name?: string;
        };
        UpdateSessionDTO: {
            expirationSeconds?: number;
            messages?: (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            name?: string;
            /** @enum {string} */
            status?: "active" | "completed" | (string & {});
        };
        UpdateSipRequestToolDTO: {
            body?: string | components["schemas"]["JsonSchema"];
            headers?: components["schemas"]["JsonSchema"];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /** @enum {string} */
            verb?: "INFO" | "MESSAGE" | "NOTIFY" | (string & {});
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sipRequest";
        };
        UpdateSlackOAuth2AuthorizationCredentialDTO: {
            authorizationId?: string;
            name?: string;
        };
        UpdateSlackSendMessageToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "slack.message.send";
        };
        UpdateSlackWebhookCredentialDTO: {
            name?: string;
            webhookUrl?: string;
        };
        UpdateSmsToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sms";
        };
        UpdateSonioxCredentialDTO: {
            apiKey?: string;
            apiUrl?: string;
            name?: string;
        };
        UpdateSquadDTO: {
            members: components["schemas"]["SquadMemberDTO"][];
            membersOverrides?: components["schemas"]["AssistantOverrides"];
            name?: string;
        };
        UpdateStructuredOutputDTO: {
            assistantIds?: string[];
            compliancePlan?: components["schemas"]["ComplianceOverride"];
            description?: string;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            name?: string;
            regex?: string;
            schema?: components["schemas"]["JsonSchema"];
            /** @enum {string} */
            type?: "ai" | "regex" | (string & {});
            workflowIds?: string[];
        };
        UpdateTelnyxPhoneNumberDTO: {
            assistantId?: string;
            credentialId?: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number?: string;
            server?: components["schemas"]["Server"];
            squadId?: string;
            workflowId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "telnyx";
        };
        UpdateTestSuiteDto: {
            name?: string;
            /** @deprecated */
            phoneNumberId?: string;
            targetPlan?: components["schemas"]["TargetPlan"];
            testerPlan?: components["schemas"]["TesterPlan"];
        };
        UpdateTestSuiteRunDto: {
            name?: string;
        };
        UpdateTestSuiteTestChatDto: {
            name?: string;
            numAttempts?: number;
            scorers?: components["schemas"]["TestSuiteTestScorerAI"][];
            script?: string;
            /** @enum {string} */
            type?: "chat";
        };
        UpdateTestSuiteTestVoiceDto: {
            name?: string;
            numAttempts?: number;
            scorers?: components["schemas"]["TestSuiteTestScorerAI"][];
            script?: string;
            /** @enum {string} */
            type?: "voice";
        };
        UpdateTextEditorToolDTO: {
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            /**
             * @default str_replace_editor
             * @enum {string}
             */
            name?: "str_replace_editor";
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            server?: components["schemas"]["Server"];
            /** @enum {string} */
            subType?: "text_editor_20241022";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "textEditor";
        };
        UpdateTextInsightFromCallTableDTO: {
            formula?: Record<string, unknown>;
            name?: string;
            queries?: (components["schemas"]["JSONQueryOnCallTableWithStringTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithNumberTypeColumn"] | components["schemas"]["JSONQueryOnCallTableWithStructuredOutputColumn"])[];
            timeRange?: components["schemas"]["InsightTimeRange"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
        };
        UpdateTogetherAICredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateTokenDTO: {
            name?: string;
            restrictions?: components["schemas"]["TokenRestrictions"];
            /** @enum {string} */
            tag?: "private" | "public" | (string & {});
        };
        UpdateToolTemplateDTO: {
            details?: components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"];
            metadata?: components["schemas"]["ToolTemplateMetadata"];
            name?: string;
            /** @enum {string} */
            provider?: "function" | "gohighlevel" | "make" | (string & {});
            providerDetails?: components["schemas"]["MakeToolProviderDetails"] | components["schemas"]["GhlToolProviderDetails"] | components["schemas"]["FunctionToolProviderDetails"] | components["schemas"]["GoogleCalendarCreateEventToolProviderDetails"] | components["schemas"]["GoogleSheetsRowAppendToolProviderDetails"] | components["schemas"]["GoHighLevelCalendarAvailabilityToolProviderDetails"] | components["schemas"]["GoHighLevelCalendarEventCreateToolProviderDetails"] | components["schemas"]["GoHighLevelContactCreateToolProviderDetails"] | components["schemas"]["GoHighLevelContactGetToolProviderDetails"];
            /**
             * @default tool
             * @enum {string}
             */
            type: "tool";
            /**
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public" | (string & {});
        };
        UpdateTransferCallToolDTO: {
            destinations?: (components["schemas"]["TransferDestinationAssistant"] | components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"])[];
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transferCall";
        };
        UpdateTwilioCredentialDTO: {
            accountSid?: string;
            apiKey?: string;
            apiSecret?: string;
            authToken?: string;
            name?: string;
        };
        UpdateTwilioPhoneNumberDTO: {
            assistantId?: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number?: string;
            server?: components["schemas"]["Server"];
            /** @default true */
            smsEnabled?: boolean;
            squadId?: string;
            twilioAccountSid?: string;
            twilioApiKey?: string;
            twilioApiSecret?: string;
            twilioAuthToken?: string;
            workflowId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "twilio";
        };
        UpdateUserRoleDTO: {
            role: ("admin" | "editor" | "viewer" | (string & {})) | string;
            userId: string;
        };
        UpdateVapiPhoneNumberDTO: {
            assistantId?: string;
            authentication?: components["schemas"]["SipAuthentication"];
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            server?: components["schemas"]["Server"];
            sipUri?: string;
            squadId?: string;
            workflowId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vapi";
        };
        UpdateVoicemailToolDTO: {
            /** @default false */
            beepDetectionEnabled?: boolean;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "voicemail";
        };
        UpdateVonageCredentialDTO: {
            apiKey?: string;
            apiSecret?: string;
            name?: string;
        };
        UpdateVonagePhoneNumberDTO: {
            assistantId?: string;
            credentialId?: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            name?: string;
            number?: string;
            server?: components["schemas"]["Server"];
            squadId?: string;
            workflowId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vonage";
        };
        UpdateWebhookCredentialDTO: {
            authenticationPlan?: components["schemas"]["OAuth2AuthenticationPlan"] | components["schemas"]["HMACAuthenticationPlan"] | components["schemas"]["BearerAuthenticationPlan"];
            name?: string;
        };
        UpdateWellSaidCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        UpdateWorkflowDTO: {
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            edges?: components["schemas"]["Edge"][];
            globalPrompt?: string;
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["CallHookModelResponseTimeout"])[];
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name?: string;
            nodes?: (components["schemas"]["ConversationNode"] | components["schemas"]["ToolNode"])[];
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            server?: components["schemas"]["Server"];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        UpdateXAiCredentialDTO: {
            apiKey?: string;
            name?: string;
        };
        User: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            fullName?: string;
            id: string;
            /** Format: date-time */
            updatedAt: string;
        };
        UserMessage: {
            detectedThreats?: string[];
            duration?: number;
            endTime: number;
            isFiltered?: boolean;
            message: string;
            metadata?: Record<string, unknown>;
            originalMessage?: string;
            role: string;
            secondsFromStart: number;
            speakerLabel?: string;
            time: number;
        };
        VapiCost: {
            cost: number;
            minutes: number;
            /** @enum {string} */
            subType: "normal" | "overage" | (string & {});
            /** @enum {string} */
            type: "vapi";
        };
        VapiPhoneNumber: {
            assistantId?: string;
            authentication?: components["schemas"]["SipAuthentication"];
            /** Format: date-time */
            createdAt: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            id: string;
            name?: string;
            number?: string;
            numberDesiredAreaCode?: string;
            orgId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vapi";
            server?: components["schemas"]["Server"];
            sipUri?: string;
            squadId?: string;
            /** @enum {string} */
            status?: "activating" | "active" | "blocked" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflowId?: string;
        };
        VapiPronunciationDictionaryLocator: {
            pronunciationDictId: string;
            versionId?: string;
        };
        VapiSipTransport: {
            callSid?: string;
            /**
             * @default voice
             * @enum {string}
             */
            conversationType?: "voice";
            /** @default 60 */
            dialTimeout?: number;
            /** @enum {string} */
            provider: "vapi.sip";
            sbcCallSid?: string;
        };
        VapiSipTransportMessage: {
            body?: string;
            headers?: Record<string, unknown>;
            /** @enum {string} */
            sipVerb: "INFO" | "MESSAGE" | "NOTIFY" | (string & {});
            /** @enum {string} */
            transport: "vapi.sip";
        };
        VapiSmartEndpointingPlan: {
            /** @enum {string} */
            provider: "custom-endpointing-model" | "livekit" | "vapi" | (string & {});
        };
        VapiVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /** @enum {string} */
            language?: "ar" | "ar-AE" | "ar-EG" | "ar-SA" | "auto" | "bg" | "bn" | "cs" | "da" | "de" | "el" | "en" | "en-AU" | "en-CA" | "en-GB" | "en-US" | "es" | "es-ES" | "es-MX" | "fi" | "fil" | "fr" | "fr-CA" | "fr-FR" | "gu" | "he" | "hi" | "hr" | "hu" | "id" | "it" | "ja" | "ka" | "kn" | "ko" | "ml" | "mr" | "ms" | "nl" | "no" | "pa" | "pl" | "pt" | "pt-BR" | "pt-PT" | "ro" | "ru" | "sk" | "sv" | "ta" | "te" | "th" | "tl" | "tr" | "uk" | "vi" | "zh" | (string & {});
            pronunciationDictionary?: components["schemas"]["VapiPronunciationDictionaryLocator"][];
            /** @enum {string} */
            provider: "vapi";
            /** @default 1 */
            speed?: number;
            /** @enum {number} */
            version?: 1 | 2;
            /** @enum {string} */
            voiceId: "Clara" | "Cole" | "Dan" | "Elliot" | "Emma" | "Godfrey" | "Gustavo" | "Hana" | "Harry" | "Jess" | "Kai" | "Kylie" | "Layla" | "Leah" | "Leo" | "Lily" | "Mia" | "Naina" | "Neha" | "Neil" | "Nico" | "Paige" | "Rohan" | "Sagar" | "Savannah" | "Sid" | "Spencer" | "Tara" | "Zac" | "Zoe" | (string & {});
        };
        VapiVoicemailDetectionPlan: {
            backoffPlan?: components["schemas"]["VoicemailDetectionBackoffPlan"];
            /** @default 30 */
            beepMaxAwaitSeconds?: number;
            /** @enum {string} */
            provider: "vapi";
            /** @enum {string} */
            type?: "audio" | "transcript" | (string & {});
        };
        VapiWebCallTransport: {
            callSipUri?: string;
            callUrl?: string;
            /**
             * @default voice
             * @enum {string}
             */
            conversationType?: "voice";
            /** @enum {string} */
            provider: "daily";
            /** @default true */
            roomDeleteOnUserLeaveEnabled?: boolean;
        };
        VapiWebsocketTransport: {
            audioFormat?: components["schemas"]["AudioFormat"];
            /**
             * @default voice
             * @enum {string}
             */
            conversationType?: "voice";
            /** @enum {string} */
            provider: "vapi.websocket";
        };
        VariableExtractionAlias: {
            key: string;
            value: string;
        };
        VariableExtractionPlan: {
            aliases?: components["schemas"]["VariableExtractionAlias"][];
            schema?: components["schemas"]["JsonSchema"];
        };
        VariableValueGroupBy: {
            key: string;
        };
        VoiceCost: {
            characters: number;
            cost: number;
            /** @enum {string} */
            type: "voice";
            voice: Record<string, unknown>;
        };
        VoiceLibrary: {
            accent?: string;
            /** Format: date-time */
            createdAt: string;
            credentialId?: string;
            description?: string;
            /** @enum {string} */
            gender?: "female" | "male" | (string & {});
            id: string;
            isDeleted: boolean;
            isPublic: boolean;
            language?: string;
            languageCode?: string;
            model?: string;
            name?: string;
            orgId: string;
            previewUrl?: string;
            /** @enum {string} */
            provider?: "11labs" | "azure" | "cartesia" | "custom-voice" | "deepgram" | "hume" | "inworld" | "lmnt" | "minimax" | "neuphonic" | "openai" | "orpheus" | "playht" | "rime-ai" | "sesame" | "smallest-ai" | "tavus" | "vapi" | "wellsaid" | "xai" | (string & {});
            providerId?: string;
            slug?: string;
            sortOrder?: number;
            supportedModels?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        VoiceLibraryVoiceResponse: {
            accent?: string;
            age?: string | number;
            description?: string;
            gender?: string;
            name: string;
            publicOwnerId?: string;
            voiceId: string;
        };
        VoicemailDetectionBackoffPlan: {
            /** @default 5 */
            frequencySeconds?: number;
            /** @default 6 */
            maxRetries?: number;
            /** @default 5 */
            startAtSeconds?: number;
        };
        VoicemailDetectionCost: {
            completionAudioTokens: number;
            completionTextTokens: number;
            cost: number;
            model: Record<string, unknown>;
            promptAudioTokens: number;
            promptTextTokens: number;
            /** @enum {string} */
            provider: "google" | "openai" | "twilio" | "vapi" | (string & {});
            /** @enum {string} */
            type: "voicemail-detection";
        };
        VoicemailTool: {
            /** @default false */
            beepDetectionEnabled?: boolean;
            /** Format: date-time */
            createdAt: string;
            id: string;
            messages?: (components["schemas"]["ToolMessageStart"] | components["schemas"]["ToolMessageComplete"] | components["schemas"]["ToolMessageFailed"] | components["schemas"]["ToolMessageDelayed"])[];
            orgId: string;
            rejectionPlan?: components["schemas"]["ToolRejectionPlan"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "voicemail";
            /** Format: date-time */
            updatedAt: string;
        };
        VonageCredential: {
            apiKey: string;
            apiSecret: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "vonage";
            /** Format: date-time */
            updatedAt: string;
            vonageApplicationId: string;
            vonageApplicationPrivateKey: string;
        };
        VonagePhoneNumber: {
            assistantId?: string;
            /** Format: date-time */
            createdAt: string;
            credentialId: string;
            fallbackDestination?: components["schemas"]["TransferDestinationNumber"] | components["schemas"]["TransferDestinationSip"];
            hooks?: (components["schemas"]["PhoneNumberHookCallRinging"] | components["schemas"]["PhoneNumberHookCallEnding"])[];
            id: string;
            name?: string;
            number: string;
            orgId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "vonage";
            server?: components["schemas"]["Server"];
            squadId?: string;
            /** @enum {string} */
            status?: "activating" | "active" | "blocked" | (string & {});
            /** Format: date-time */
            updatedAt: string;
            workflowId?: string;
        };
        VonageTransport: {
            callUUID?: string;
            /**
             * @default voice
             * @enum {string}
             */
            conversationType?: "voice";
            conversationUUID?: string;
            /** @enum {string} */
            provider: "vonage";
        };
        WebChat: {
            id: string;
            output: (components["schemas"]["SystemMessage"] | components["schemas"]["UserMessage"] | components["schemas"]["AssistantMessage"] | components["schemas"]["ToolMessage"] | components["schemas"]["DeveloperMessage"])[];
            sessionId?: string;
        };
        WebhookCredential: {
            authenticationPlan: components["schemas"]["OAuth2AuthenticationPlan"] | components["schemas"]["HMACAuthenticationPlan"] | components["schemas"]["BearerAuthenticationPlan"];
            authenticationSession: components["schemas"]["Oauth2AuthenticationSession"];
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "webhook";
            /** Format: date-time */
            updatedAt: string;
        };
        WellSaidCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "wellsaid";
            /** Format: date-time */
            updatedAt: string;
        };
        WellSaidVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            enableSsml?: boolean;
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            libraryIds?: string[];
            /** @enum {string} */
            model?: "caruso" | "legacy" | (string & {});
            /** @enum {string} */
            provider: "wellsaid";
            voiceId: string;
        };
        Workflow: {
            analysisPlan?: components["schemas"]["AnalysisPlan"];
            artifactPlan?: components["schemas"]["ArtifactPlan"];
            backgroundSound?: ("off" | "office" | (string & {})) | string;
            backgroundSpeechDenoisingPlan?: components["schemas"]["BackgroundSpeechDenoisingPlan"];
            compliancePlan?: components["schemas"]["CompliancePlan"];
            /** Format: date-time */
            createdAt: string;
            credentialIds?: string[];
            credentials?: (components["schemas"]["CreateAnthropicCredentialDTO"] | components["schemas"]["CreateAnthropicBedrockCredentialDTO"] | components["schemas"]["CreateAnyscaleCredentialDTO"] | components["schemas"]["CreateAssemblyAICredentialDTO"] | components["schemas"]["CreateAzureCredentialDTO"] | components["schemas"]["CreateAzureOpenAICredentialDTO"] | components["schemas"]["CreateByoSipTrunkCredentialDTO"] | components["schemas"]["CreateCartesiaCredentialDTO"] | components["schemas"]["CreateCerebrasCredentialDTO"] | components["schemas"]["CreateCloudflareCredentialDTO"] | components["schemas"]["CreateCustomLLMCredentialDTO"] | components["schemas"]["CreateDeepgramCredentialDTO"] | components["schemas"]["CreateDeepInfraCredentialDTO"] | components["schemas"]["CreateDeepSeekCredentialDTO"] | components["schemas"]["CreateElevenLabsCredentialDTO"] | components["schemas"]["CreateGcpCredentialDTO"] | components["schemas"]["CreateGladiaCredentialDTO"] | components["schemas"]["CreateGoHighLevelCredentialDTO"] | components["schemas"]["CreateGoogleCredentialDTO"] | components["schemas"]["CreateGroqCredentialDTO"] | components["schemas"]["CreateHumeCredentialDTO"] | components["schemas"]["CreateInflectionAICredentialDTO"] | components["schemas"]["CreateLangfuseCredentialDTO"] | components["schemas"]["CreateLmntCredentialDTO"] | components["schemas"]["CreateMakeCredentialDTO"] | components["schemas"]["CreateMistralCredentialDTO"] | components["schemas"]["CreateNeuphonicCredentialDTO"] | components["schemas"]["CreateOpenAICredentialDTO"] | components["schemas"]["CreateOpenRouterCredentialDTO"] | components["schemas"]["CreatePerplexityAICredentialDTO"] | components["schemas"]["CreatePlayHTCredentialDTO"] | components["schemas"]["CreateRimeAICredentialDTO"] | components["schemas"]["CreateRunpodCredentialDTO"] | components["schemas"]["CreateS3CredentialDTO"] | components["schemas"]["CreateSmallestAICredentialDTO"] | components["schemas"]["CreateSpeechmaticsCredentialDTO"] | components["schemas"]["CreateSonioxCredentialDTO"] | components["schemas"]["CreateSupabaseCredentialDTO"] | components["schemas"]["CreateTavusCredentialDTO"] | components["schemas"]["CreateTogetherAICredentialDTO"] | components["schemas"]["CreateTwilioCredentialDTO"] | components["schemas"]["CreateVonageCredentialDTO"] | components["schemas"]["CreateWebhookCredentialDTO"] | components["schemas"]["CreateCustomCredentialDTO"] | components["schemas"]["CreateXAiCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2ClientCredentialDTO"] | components["schemas"]["CreateGoogleCalendarOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoogleSheetsOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateSlackOAuth2AuthorizationCredentialDTO"] | components["schemas"]["CreateGoHighLevelMCPCredentialDTO"] | components["schemas"]["CreateInworldCredentialDTO"] | components["schemas"]["CreateMinimaxCredentialDTO"] | components["schemas"]["CreateWellSaidCredentialDTO"] | components["schemas"]["CreateEmailCredentialDTO"] | components["schemas"]["CreateSlackWebhookCredentialDTO"])[];
            edges: components["schemas"]["Edge"][];
            globalPrompt?: string;
            hooks?: (components["schemas"]["CallHookCallEnding"] | components["schemas"]["CallHookAssistantSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechInterrupted"] | components["schemas"]["CallHookCustomerSpeechTimeout"] | components["schemas"]["CallHookModelResponseTimeout"])[];
            id: string;
            keypadInputPlan?: components["schemas"]["KeypadInputPlan"];
            maxDurationSeconds?: number;
            model?: components["schemas"]["WorkflowOpenAIModel"] | components["schemas"]["WorkflowAnthropicModel"] | components["schemas"]["WorkflowAnthropicBedrockModel"] | components["schemas"]["WorkflowGoogleModel"] | components["schemas"]["WorkflowCustomModel"];
            monitorPlan?: components["schemas"]["MonitorPlan"];
            name: string;
            nodes: (components["schemas"]["ConversationNode"] | components["schemas"]["ToolNode"])[];
            observabilityPlan?: components["schemas"]["LangfuseObservabilityPlan"] & components["schemas"]["LangfuseObservabilityPlan"];
            orgId: string;
            server?: components["schemas"]["Server"];
            startSpeakingPlan?: components["schemas"]["StartSpeakingPlan"];
            stopSpeakingPlan?: components["schemas"]["StopSpeakingPlan"];
            transcriber?: components["schemas"]["AssemblyAITranscriber"] | components["schemas"]["AzureSpeechTranscriber"] | components["schemas"]["CustomTranscriber"] | components["schemas"]["DeepgramTranscriber"] | components["schemas"]["ElevenLabsTranscriber"] | components["schemas"]["GladiaTranscriber"] | components["schemas"]["GoogleTranscriber"] | components["schemas"]["SpeechmaticsTranscriber"] | components["schemas"]["TalkscriberTranscriber"] | components["schemas"]["OpenAITranscriber"] | components["schemas"]["CartesiaTranscriber"] | components["schemas"]["SonioxTranscriber"] | components["schemas"]["XaiTranscriber"];
            /** Format: date-time */
            updatedAt: string;
            voice?: components["schemas"]["AzureVoice"] | components["schemas"]["CartesiaVoice"] | components["schemas"]["CustomVoice"] | components["schemas"]["DeepgramVoice"] | components["schemas"]["ElevenLabsVoice"] | components["schemas"]["HumeVoice"] | components["schemas"]["LMNTVoice"] | components["schemas"]["NeuphonicVoice"] | components["schemas"]["OpenAIVoice"] | components["schemas"]["PlayHTVoice"] | components["schemas"]["WellSaidVoice"] | components["schemas"]["RimeAIVoice"] | components["schemas"]["SmallestAIVoice"] | components["schemas"]["TavusVoice"] | components["schemas"]["VapiVoice"] | components["schemas"]["SesameVoice"] | components["schemas"]["InworldVoice"] | components["schemas"]["MinimaxVoice"] | components["schemas"]["XaiVoice"];
            voicemailDetection?: "off" | components["schemas"]["GoogleVoicemailDetectionPlan"] | components["schemas"]["OpenAIVoicemailDetectionPlan"] | components["schemas"]["TwilioVoicemailDetectionPlan"] | components["schemas"]["VapiVoicemailDetectionPlan"];
            voicemailMessage?: string;
        };
        WorkflowAnthropicBedrockModel: {
            maxTokens?: number;
            /** @enum {string} */
            model: "claude-3-5-haiku-20241022" | "claude-3-5-sonnet-20240620" | "claude-3-5-sonnet-20241022" | "claude-3-7-sonnet-20250219" | "claude-3-haiku-20240307" | "claude-3-opus-20240229" | "claude-3-sonnet-20240229" | "claude-haiku-4-5-20251001" | "claude-opus-4-20250514" | "claude-opus-4-5-20251101" | "claude-opus-4-6" | "claude-sonnet-4-20250514" | "claude-sonnet-4-5-20250929" | "claude-sonnet-4-6" | (string & {});
            /** @enum {string} */
            provider: "anthropic-bedrock";
            temperature?: number;
            thinking?: components["schemas"]["AnthropicThinkingConfig"];
        };
        WorkflowAnthropicModel: {
            maxTokens?: number;
            /** @enum {string} */
            model: "claude-3-5-haiku-20241022" | "claude-3-5-sonnet-20240620" | "claude-3-5-sonnet-20241022" | "claude-3-7-sonnet-20250219" | "claude-3-haiku-20240307" | "claude-3-opus-20240229" | "claude-3-sonnet-20240229" | "claude-haiku-4-5-20251001" | "claude-opus-4-20250514" | "claude-opus-4-5-20251101" | "claude-opus-4-6" | "claude-sonnet-4-20250514" | "claude-sonnet-4-5-20250929" | "claude-sonnet-4-6" | (string & {});
            /** @enum {string} */
            provider: "anthropic";
            temperature?: number;
            thinking?: components["schemas"]["AnthropicThinkingConfig"];
        };
        WorkflowCustomModel: {
            headers?: Record<string, unknown>;
            maxTokens?: number;
            /** @enum {string} */
            metadataSendMode?: "destructured" | "off" | "variable" | (string & {});
            model: string;
            /** @enum {string} */
            provider: "custom-llm";
            temperature?: number;
            timeoutSeconds?: number;
            url: string;
        };
        WorkflowGoogleModel: {
            maxTokens?: number;
            /** @enum {string} */
            model: "gemini-1.0-pro" | "gemini-1.5-flash" | "gemini-1.5-flash-002" | "gemini-1.5-pro" | "gemini-1.5-pro-002" | "gemini-2.0-flash" | "gemini-2.0-flash-exp" | "gemini-2.0-flash-lite" | "gemini-2.0-flash-realtime-exp" | "gemini-2.0-flash-thinking-exp" | "gemini-2.0-pro-exp-02-05" | "gemini-2.5-flash" | "gemini-2.5-flash-lite" | "gemini-2.5-pro" | "gemini-3-flash-preview" | (string & {});
            /** @enum {string} */
            provider: "google";
            temperature?: number;
        };
        WorkflowOpenAIModel: {
            maxTokens?: number;
            /** @enum {string} */
            model: "chatgpt-4o-latest" | "gpt-3.5-turbo" | "gpt-3.5-turbo-0125" | "gpt-3.5-turbo-0125:canadaeast" | "gpt-3.5-turbo-0125:northcentralus" | "gpt-3.5-turbo-0125:southcentralus" | "gpt-3.5-turbo-0613" | "gpt-3.5-turbo-1106" | "gpt-3.5-turbo-1106:canadaeast" | "gpt-3.5-turbo-1106:westus" | "gpt-3.5-turbo-16k" | "gpt-4" | "gpt-4-0125-preview" | "gpt-4-0125-preview:eastus" | "gpt-4-0125-preview:northcentralus" | "gpt-4-0125-preview:southcentralus" | "gpt-4-0613" | "gpt-4-0613:canadaeast" | "gpt-4-1106-preview" | "gpt-4-1106-preview:australiaeast" | "gpt-4-1106-preview:canadaeast" | "gpt-4-1106-preview:france" | "gpt-4-1106-preview:india" | "gpt-4-1106-preview:norway" | "gpt-4-1106-preview:swedencentral" | "gpt-4-1106-preview:uk" | "gpt-4-1106-preview:westus" | "gpt-4-1106-preview:westus3" | "gpt-4-turbo" | "gpt-4-turbo-2024-04-09" | "gpt-4-turbo-2024-04-09:eastus2" | "gpt-4-turbo-preview" | "gpt-4.1" | "gpt-4.1-2025-04-14" | "gpt-4.1-2025-04-14:eastus" | "gpt-4.1-2025-04-14:eastus2" | "gpt-4.1-2025-04-14:germanywestcentral" | "gpt-4.1-2025-04-14:northcentralus" | "gpt-4.1-2025-04-14:polandcentral" | "gpt-4.1-2025-04-14:southcentralus" | "gpt-4.1-2025-04-14:spaincentral" | "gpt-4.1-2025-04-14:westeurope" | "gpt-4.1-2025-04-14:westus" | "gpt-4.1-2025-04-14:westus3" | "gpt-4.1-mini" | "gpt-4.1-mini-2025-04-14" | "gpt-4.1-mini-2025-04-14:eastus" | "gpt-4.1-mini-2025-04-14:eastus2" | "gpt-4.1-mini-2025-04-14:germanywestcentral" | "gpt-4.1-mini-2025-04-14:northcentralus" | "gpt-4.1-mini-2025-04-14:polandcentral" | "gpt-4.1-mini-2025-04-14:southcentralus" | "gpt-4.1-mini-2025-04-14:spaincentral" | "gpt-4.1-mini-2025-04-14:westeurope" | "gpt-4.1-mini-2025-04-14:westus" | "gpt-4.1-mini-2025-04-14:westus3" | "gpt-4.1-nano" | "gpt-4.1-nano-2025-04-14" | "gpt-4.1-nano-2025-04-14:eastus2" | "gpt-4.1-nano-2025-04-14:northcentralus" | "gpt-4.1-nano-2025-04-14:southcentralus" | "gpt-4.1-nano-2025-04-14:westus" | "gpt-4.1-nano-2025-04-14:westus3" | "gpt-4.1:australiaeast" | "gpt-4o" | "gpt-4o-2024-05-13" | "gpt-4o-2024-05-13:eastus" | "gpt-4o-2024-05-13:eastus2" | "gpt-4o-2024-05-13:northcentralus" | "gpt-4o-2024-05-13:southcentralus" | "gpt-4o-2024-05-13:westus" | "gpt-4o-2024-05-13:westus3" | "gpt-4o-2024-08-06" | "gpt-4o-2024-08-06:eastus" | "gpt-4o-2024-08-06:eastus2" | "gpt-4o-2024-08-06:northcentralus" | "gpt-4o-2024-08-06:southcentralus" | "gpt-4o-2024-08-06:westus" | "gpt-4o-2024-08-06:westus3" | "gpt-4o-2024-11-20" | "gpt-4o-2024-11-20:eastus" | "gpt-4o-2024-11-20:eastus2" | "gpt-4o-2024-11-20:germanywestcentral" | "gpt-4o-2024-11-20:polandcentral" | "gpt-4o-2024-11-20:southcentralus" | "gpt-4o-2024-11-20:spaincentral" | "gpt-4o-2024-11-20:swedencentral" | "gpt-4o-2024-11-20:westeurope" | "gpt-4o-2024-11-20:westus" | "gpt-4o-2024-11-20:westus3" | "gpt-4o-mini" | "gpt-4o-mini-2024-07-18" | "gpt-4o-mini-2024-07-18:eastus" | "gpt-4o-mini-2024-07-18:eastus2" | "gpt-4o-mini-2024-07-18:northcentralus" | "gpt-4o-mini-2024-07-18:southcentralus" | "gpt-4o-mini-2024-07-18:westus" | "gpt-4o-mini-2024-07-18:westus3" | "gpt-4o:australiaeast" | "gpt-5" | "gpt-5-chat-latest" | "gpt-5-mini" | "gpt-5-nano" | "gpt-5.1" | "gpt-5.1-chat-latest" | "gpt-5.2" | "gpt-5.2-chat-latest" | "gpt-5.4" | "gpt-5.4-mini" | "gpt-5.4-mini:australiaeast" | "gpt-5.4-nano" | "o1-mini" | "o1-mini-2024-09-12" | "o3" | "o3-mini" | "o4-mini" | (string & {});
            /** @enum {string} */
            provider: "openai";
            temperature?: number;
        };
        WorkflowOverrides: {
            variableValues?: Record<string, unknown>;
        };
        XAiCredential: {
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            name?: string;
            orgId: string;
            /** @enum {string} */
            provider: "xai";
            /** Format: date-time */
            updatedAt: string;
        };
        XaiModel: {
            emotionRecognitionEnabled?: boolean;
            knowledgeBase?: components["schemas"]["CreateCustomKnowledgeBaseDTO"];
            maxTokens?: number;
            messages?: components["schemas"]["OpenAIMessage"][];
            /** @enum {string} */
            model: "grok-2" | "grok-3" | "grok-4-fast-non-reasoning" | "grok-4-fast-reasoning" | "grok-4.20-0309-non-reasoning" | "grok-4.20-0309-reasoning" | "grok-4.3" | "grok-beta" | (string & {});
            numFastTurns?: number;
            /** @enum {string} */
            provider: "xai";
            temperature?: number;
            toolIds?: string[];
            tools?: (components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"])[];
        };
        XaiTranscriber: {
            fallbackPlan?: components["schemas"]["FallbackTranscriberPlan"];
            /** @enum {string} */
            language?: "ar" | "cs" | "da" | "de" | "en" | "es" | "fa" | "fil" | "fr" | "hi" | "id" | "it" | "ja" | "ko" | "mk" | "ms" | "nl" | "pl" | "pt" | "ro" | "ru" | "sv" | "th" | "tr" | "vi" | (string & {});
            /** @enum {string} */
            model?: "default";
            /** @enum {string} */
            provider: "xai";
        };
        XaiVoice: {
            /** @default true */
            cachingEnabled?: boolean;
            chunkPlan?: components["schemas"]["ChunkPlan"];
            fallbackPlan?: components["schemas"]["FallbackPlan"];
            /**
             * @default en
             * @enum {string}
             */
            language?: "ar-AE" | "ar-EG" | "ar-SA" | "auto" | "bn" | "de" | "en" | "es-ES" | "es-MX" | "fr" | "hi" | "id" | "it" | "ja" | "ko" | "pt-BR" | "pt-PT" | "ru" | "tr" | "vi" | "zh" | (string & {});
            /** @enum {string} */
            provider: "xai";
            /** @default 1.1 */
            speed?: number;
            /** @enum {string} */
            voiceId: "ara" | "eve" | "leo" | "rex" | "sal" | (string & {});
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AnalyticsController_query: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyticsQueryDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsQueryResult"][];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AssistantController_findAll: {
        parameters: {
            query?: {
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"][];
                };
            };
        };
    };
    AssistantController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssistantDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
        };
    };
    AssistantController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
        };
    };
    AssistantController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
        };
    };
    AssistantController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAssistantDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assistant"];
                };
            };
        };
    };
    CallController_findAll: {
        parameters: {
            query?: {
                id?: string;
                assistantId?: string;
                phoneNumberId?: string;
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"][];
                };
            };
        };
    };
    CallController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCallDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"] | components["schemas"]["CallBatchResponse"];
                };
            };
        };
    };
    CallController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
        };
    };
    CallController_deleteCallData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteCallDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
        };
    };
    CallController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCallDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Call"];
                };
            };
        };
    };
    CallArtifactController_assistantRecordingDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CallArtifactController_callLogsDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CallArtifactController_customerRecordingDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CallArtifactController_monoRecordingDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CallArtifactController_pcapDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CallArtifactController_stereoRecordingDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CallArtifactController_videoRecordingDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CampaignController_findAll: {
        parameters: {
            query?: {
                id?: string;
                status?: "ended" | "in-progress" | "scheduled" | (string & {});
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignPaginatedResponse"];
                };
            };
        };
    };
    CampaignController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCampaignDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
        };
    };
    CampaignController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
        };
    };
    CampaignController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
        };
    };
    CampaignController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCampaignDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
        };
    };
    ChatController_listChats: {
        parameters: {
            query?: {
                id?: string;
                assistantId?: string;
                assistantIdAny?: string;
                squadId?: string;
                sessionId?: string;
                previousChatId?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatPaginatedResponse"];
                };
            };
        };
    };
    ChatController_createChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChatDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"] | components["schemas"]["CreateChatStreamResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
        };
    };
    ChatController_createOpenAIChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenAIResponsesRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponseObject"] | components["schemas"]["ResponseTextDeltaEvent"] | components["schemas"]["ResponseTextDoneEvent"] | components["schemas"]["ResponseCompletedEvent"] | components["schemas"]["ResponseErrorEvent"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
        };
    };
    ChatController_getChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"];
                };
            };
        };
    };
    ChatController_deleteChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"];
                };
            };
        };
    };
    EvalController_getPaginated: {
        parameters: {
            query?: {
                id?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalPaginatedResponse"];
                };
            };
        };
    };
    EvalController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvalDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
        };
    };
    EvalController_getRunsPaginated: {
        parameters: {
            query?: {
                id?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRunPaginatedResponse"];
                };
            };
        };
    };
    EvalController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEvalRunDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
        };
    };
    EvalController_getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRun"];
                };
            };
        };
    };
    EvalController_removeRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvalRun"];
                };
            };
        };
    };
    EvalController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
        };
    };
    EvalController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
        };
    };
    EvalController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEvalDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eval"];
                };
            };
        };
    };
    FileController_findAll: {
        parameters: {
            query: {
                purpose: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"][];
                };
            };
        };
    };
    FileController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateFileDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
        };
    };
    FileController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
        };
    };
    FileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFileDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
        };
    };
    ScorecardController_getPaginated: {
        parameters: {
            query?: {
                id?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorecardPaginatedResponse"];
                };
            };
        };
    };
    ScorecardController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScorecardDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
        };
    };
    ScorecardController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
        };
    };
    ScorecardController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
        };
    };
    ScorecardController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScorecardDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
        };
    };
    PhoneNumberController_findAll: {
        parameters: {
            query?: {
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ByoPhoneNumber"] | components["schemas"]["TwilioPhoneNumber"] | components["schemas"]["VonagePhoneNumber"] | components["schemas"]["VapiPhoneNumber"] | components["schemas"]["TelnyxPhoneNumber"])[];
                };
            };
        };
    };
    PhoneNumberController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateByoPhoneNumberDTO"] | components["schemas"]["CreateTwilioPhoneNumberDTO"] | components["schemas"]["CreateVonagePhoneNumberDTO"] | components["schemas"]["CreateVapiPhoneNumberDTO"] | components["schemas"]["CreateTelnyxPhoneNumberDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ByoPhoneNumber"] | components["schemas"]["TwilioPhoneNumber"] | components["schemas"]["VonagePhoneNumber"] | components["schemas"]["VapiPhoneNumber"] | components["schemas"]["TelnyxPhoneNumber"];
                };
            };
        };
    };
    PhoneNumberController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ByoPhoneNumber"] | components["schemas"]["TwilioPhoneNumber"] | components["schemas"]["VonagePhoneNumber"] | components["schemas"]["VapiPhoneNumber"] | components["schemas"]["TelnyxPhoneNumber"];
                };
            };
        };
    };
    PhoneNumberController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ByoPhoneNumber"] | components["schemas"]["TwilioPhoneNumber"] | components["schemas"]["VonagePhoneNumber"] | components["schemas"]["VapiPhoneNumber"] | components["schemas"]["TelnyxPhoneNumber"];
                };
            };
        };
    };
    PhoneNumberController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateByoPhoneNumberDTO"] | components["schemas"]["UpdateTwilioPhoneNumberDTO"] | components["schemas"]["UpdateVonagePhoneNumberDTO"] | components["schemas"]["UpdateVapiPhoneNumberDTO"] | components["schemas"]["UpdateTelnyxPhoneNumberDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ByoPhoneNumber"] | components["schemas"]["TwilioPhoneNumber"] | components["schemas"]["VonagePhoneNumber"] | components["schemas"]["VapiPhoneNumber"] | components["schemas"]["TelnyxPhoneNumber"];
                };
            };
        };
    };
    ProviderResourceController_getProviderResourcesPaginated: {
        parameters: {
            query?: {
                id?: string;
                resourceId?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path: {
                provider: "11labs" | "cartesia" | (string & {});
                resourceName: "pronunciation-dictionary";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResourcePaginatedResponse"];
                };
            };
        };
    };
    ProviderResourceController_createProviderResource: {
        parameters: {
            query?: never;
            header: {
                "content-type": string;
            };
            path: {
                provider: "11labs" | "cartesia" | (string & {});
                resourceName: "pronunciation-dictionary";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
        };
    };
    ProviderResourceController_getProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "11labs" | "cartesia" | (string & {});
                resourceName: "pronunciation-dictionary";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProviderResourceController_deleteProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "11labs" | "cartesia" | (string & {});
                resourceName: "pronunciation-dictionary";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProviderResourceController_updateProviderResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "11labs" | "cartesia" | (string & {});
                resourceName: "pronunciation-dictionary";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResource"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InsightController_findAll: {
        parameters: {
            query?: {
                id?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightPaginatedResponse"];
                };
            };
        };
    };
    InsightController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBarInsightFromCallTableDTO"] | components["schemas"]["CreatePieInsightFromCallTableDTO"] | components["schemas"]["CreateLineInsightFromCallTableDTO"] | components["schemas"]["CreateTextInsightFromCallTableDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BarInsight"] | components["schemas"]["PieInsight"] | components["schemas"]["LineInsight"] | components["schemas"]["TextInsight"];
                };
            };
        };
    };
    InsightController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBarInsightFromCallTableDTO"] | components["schemas"]["CreatePieInsightFromCallTableDTO"] | components["schemas"]["CreateLineInsightFromCallTableDTO"] | components["schemas"]["CreateTextInsightFromCallTableDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightRunResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightRunResponse"];
                };
            };
        };
    };
    InsightController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BarInsight"] | components["schemas"]["PieInsight"] | components["schemas"]["LineInsight"] | components["schemas"]["TextInsight"];
                };
            };
        };
    };
    InsightController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BarInsight"] | components["schemas"]["PieInsight"] | components["schemas"]["LineInsight"] | components["schemas"]["TextInsight"];
                };
            };
        };
    };
    InsightController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBarInsightFromCallTableDTO"] | components["schemas"]["UpdatePieInsightFromCallTableDTO"] | components["schemas"]["UpdateLineInsightFromCallTableDTO"] | components["schemas"]["UpdateTextInsightFromCallTableDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BarInsight"] | components["schemas"]["PieInsight"] | components["schemas"]["LineInsight"] | components["schemas"]["TextInsight"];
                };
            };
        };
    };
    InsightController_run: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsightRunDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightRunResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightRunResponse"];
                };
            };
        };
    };
    SessionController_findAllPaginated: {
        parameters: {
            query?: {
                id?: string;
                name?: string;
                assistantId?: string;
                assistantIdAny?: string;
                squadId?: string;
                workflowId?: string;
                numberE164CheckEnabled?: boolean;
                extension?: string;
                assistantOverrides?: unknown;
                number?: string;
                sipUri?: string;
                customerName?: string;
                email?: string;
                externalId?: string;
                customerNumberAny?: string;
                phoneNumberId?: string;
                phoneNumberIdAny?: string[];
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionPaginatedResponse"];
                };
            };
        };
    };
    SessionController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSessionDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
        };
    };
    SessionController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
        };
    };
    SessionController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
        };
    };
    SessionController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSessionDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
        };
    };
    SquadController_findAll: {
        parameters: {
            query?: {
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"][];
                };
            };
        };
    };
    SquadController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSquadDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
        };
    };
    SquadController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
        };
    };
    SquadController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
        };
    };
    SquadController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSquadDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Squad"];
                };
            };
        };
    };
    StructuredOutputController_findAll: {
        parameters: {
            query?: {
                id?: string;
                name?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutputPaginatedResponse"];
                };
            };
        };
    };
    StructuredOutputController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStructuredOutputDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
        };
    };
    StructuredOutputController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StructuredOutputRunDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
        };
    };
    StructuredOutputController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
        };
    };
    StructuredOutputController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
        };
    };
    StructuredOutputController_update: {
        parameters: {
            query: {
                schemaOverride: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStructuredOutputDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StructuredOutput"];
                };
            };
        };
    };
    ToolController_findAll: {
        parameters: {
            query?: {
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ApiRequestTool"] | components["schemas"]["CodeTool"] | components["schemas"]["DtmfTool"] | components["schemas"]["EndCallTool"] | components["schemas"]["FunctionTool"] | components["schemas"]["GhlTool"] | components["schemas"]["TransferCallTool"] | components["schemas"]["HandoffTool"] | components["schemas"]["BashTool"] | components["schemas"]["ComputerTool"] | components["schemas"]["TextEditorTool"] | components["schemas"]["QueryTool"] | components["schemas"]["GoogleCalendarCreateEventTool"] | components["schemas"]["GoogleSheetsRowAppendTool"] | components["schemas"]["GoogleCalendarCheckAvailabilityTool"] | components["schemas"]["SlackSendMessageTool"] | components["schemas"]["SmsTool"] | components["schemas"]["McpTool"] | components["schemas"]["GoHighLevelCalendarAvailabilityTool"] | components["schemas"]["GoHighLevelCalendarEventCreateTool"] | components["schemas"]["GoHighLevelContactCreateTool"] | components["schemas"]["GoHighLevelContactGetTool"] | components["schemas"]["SipRequestTool"] | components["schemas"]["VoicemailTool"])[];
                };
            };
        };
    };
    ToolController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiRequestToolDTO"] | components["schemas"]["CreateCodeToolDTO"] | components["schemas"]["CreateDtmfToolDTO"] | components["schemas"]["CreateEndCallToolDTO"] | components["schemas"]["CreateFunctionToolDTO"] | components["schemas"]["CreateTransferCallToolDTO"] | components["schemas"]["CreateHandoffToolDTO"] | components["schemas"]["CreateBashToolDTO"] | components["schemas"]["CreateComputerToolDTO"] | components["schemas"]["CreateTextEditorToolDTO"] | components["schemas"]["CreateQueryToolDTO"] | components["schemas"]["CreateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["CreateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["CreateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["CreateSlackSendMessageToolDTO"] | components["schemas"]["CreateSmsToolDTO"] | components["schemas"]["CreateMcpToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["CreateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactCreateToolDTO"] | components["schemas"]["CreateGoHighLevelContactGetToolDTO"] | components["schemas"]["CreateSipRequestToolDTO"] | components["schemas"]["CreateVoicemailToolDTO"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRequestTool"] | components["schemas"]["CodeTool"] | components["schemas"]["DtmfTool"] | components["schemas"]["EndCallTool"] | components["schemas"]["FunctionTool"] | components["schemas"]["GhlTool"] | components["schemas"]["TransferCallTool"] | components["schemas"]["HandoffTool"] | components["schemas"]["BashTool"] | components["schemas"]["ComputerTool"] | components["schemas"]["TextEditorTool"] | components["schemas"]["QueryTool"] | components["schemas"]["GoogleCalendarCreateEventTool"] | components["schemas"]["GoogleSheetsRowAppendTool"] | components["schemas"]["GoogleCalendarCheckAvailabilityTool"] | components["schemas"]["SlackSendMessageTool"] | components["schemas"]["SmsTool"] | components["schemas"]["McpTool"] | components["schemas"]["GoHighLevelCalendarAvailabilityTool"] | components["schemas"]["GoHighLevelCalendarEventCreateTool"] | components["schemas"]["GoHighLevelContactCreateTool"] | components["schemas"]["GoHighLevelContactGetTool"] | components["schemas"]["SipRequestTool"] | components["schemas"]["VoicemailTool"];
                };
            };
        };
    };
    ToolController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRequestTool"] | components["schemas"]["CodeTool"] | components["schemas"]["DtmfTool"] | components["schemas"]["EndCallTool"] | components["schemas"]["FunctionTool"] | components["schemas"]["GhlTool"] | components["schemas"]["TransferCallTool"] | components["schemas"]["HandoffTool"] | components["schemas"]["BashTool"] | components["schemas"]["ComputerTool"] | components["schemas"]["TextEditorTool"] | components["schemas"]["QueryTool"] | components["schemas"]["GoogleCalendarCreateEventTool"] | components["schemas"]["GoogleSheetsRowAppendTool"] | components["schemas"]["GoogleCalendarCheckAvailabilityTool"] | components["schemas"]["SlackSendMessageTool"] | components["schemas"]["SmsTool"] | components["schemas"]["McpTool"] | components["schemas"]["GoHighLevelCalendarAvailabilityTool"] | components["schemas"]["GoHighLevelCalendarEventCreateTool"] | components["schemas"]["GoHighLevelContactCreateTool"] | components["schemas"]["GoHighLevelContactGetTool"] | components["schemas"]["SipRequestTool"] | components["schemas"]["VoicemailTool"];
                };
            };
        };
    };
    ToolController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRequestTool"] | components["schemas"]["CodeTool"] | components["schemas"]["DtmfTool"] | components["schemas"]["EndCallTool"] | components["schemas"]["FunctionTool"] | components["schemas"]["GhlTool"] | components["schemas"]["TransferCallTool"] | components["schemas"]["HandoffTool"] | components["schemas"]["BashTool"] | components["schemas"]["ComputerTool"] | components["schemas"]["TextEditorTool"] | components["schemas"]["QueryTool"] | components["schemas"]["GoogleCalendarCreateEventTool"] | components["schemas"]["GoogleSheetsRowAppendTool"] | components["schemas"]["GoogleCalendarCheckAvailabilityTool"] | components["schemas"]["SlackSendMessageTool"] | components["schemas"]["SmsTool"] | components["schemas"]["McpTool"] | components["schemas"]["GoHighLevelCalendarAvailabilityTool"] | components["schemas"]["GoHighLevelCalendarEventCreateTool"] | components["schemas"]["GoHighLevelContactCreateTool"] | components["schemas"]["GoHighLevelContactGetTool"] | components["schemas"]["SipRequestTool"] | components["schemas"]["VoicemailTool"];
                };
            };
        };
    };
    ToolController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiRequestToolDTO"] | components["schemas"]["UpdateCodeToolDTO"] | components["schemas"]["UpdateDtmfToolDTO"] | components["schemas"]["UpdateEndCallToolDTO"] | components["schemas"]["UpdateFunctionToolDTO"] | components["schemas"]["UpdateTransferCallToolDTO"] | components["schemas"]["UpdateHandoffToolDTO"] | components["schemas"]["UpdateBashToolDTO"] | components["schemas"]["UpdateComputerToolDTO"] | components["schemas"]["UpdateTextEditorToolDTO"] | components["schemas"]["UpdateQueryToolDTO"] | components["schemas"]["UpdateGoogleCalendarCreateEventToolDTO"] | components["schemas"]["UpdateGoogleSheetsRowAppendToolDTO"] | components["schemas"]["UpdateGoogleCalendarCheckAvailabilityToolDTO"] | components["schemas"]["UpdateSlackSendMessageToolDTO"] | components["schemas"]["UpdateSmsToolDTO"] | components["schemas"]["UpdateMcpToolDTO"] | components["schemas"]["UpdateGoHighLevelCalendarAvailabilityToolDTO"] | components["schemas"]["UpdateGoHighLevelCalendarEventCreateToolDTO"] | components["schemas"]["UpdateGoHighLevelContactCreateToolDTO"] | components["schemas"]["UpdateGoHighLevelContactGetToolDTO"] | components["schemas"]["UpdateSipRequestToolDTO"] | components["schemas"]["UpdateVoicemailToolDTO"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRequestTool"] | components["schemas"]["CodeTool"] | components["schemas"]["DtmfTool"] | components["schemas"]["EndCallTool"] | components["schemas"]["FunctionTool"] | components["schemas"]["GhlTool"] | components["schemas"]["TransferCallTool"] | components["schemas"]["HandoffTool"] | components["schemas"]["BashTool"] | components["schemas"]["ComputerTool"] | components["schemas"]["TextEditorTool"] | components["schemas"]["QueryTool"] | components["schemas"]["GoogleCalendarCreateEventTool"] | components["schemas"]["GoogleSheetsRowAppendTool"] | components["schemas"]["GoogleCalendarCheckAvailabilityTool"] | components["schemas"]["SlackSendMessageTool"] | components["schemas"]["SmsTool"] | components["schemas"]["McpTool"] | components["schemas"]["GoHighLevelCalendarAvailabilityTool"] | components["schemas"]["GoHighLevelCalendarEventCreateTool"] | components["schemas"]["GoHighLevelContactCreateTool"] | components["schemas"]["GoHighLevelContactGetTool"] | components["schemas"]["SipRequestTool"] | components["schemas"]["VoicemailTool"];
                };
            };
        };
    };
    PhoneNumberController_findAllPaginated: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
                sortOrder?: "ASC" | "DESC" | (string & {});
                sortBy?: "cost" | "createdAt" | "duration" | (string & {});
                limit?: number;
                createdAtGt?: string;
                createdAtLt?: string;
                createdAtGe?: string;
                createdAtLe?: string;
                updatedAtGt?: string;
                updatedAtLt?: string;
                updatedAtGe?: string;
                updatedAtLe?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumberPaginatedResponse"];
                };
            };
        };
    };
}

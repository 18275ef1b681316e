import type { AnswerTable } from '../answers/table';
import type { Answer } from '../crud';
import { notFound } from '../errors';
import type { STORAGE_ROUTES } from '../storage';

/**
 * The answer of a download route: for a call the platform has, a redirect (302) to the artifact
 * in the simulated storage (named by the route's last path segment), with the given content type
 * in its URL, as a presigned URL may ask for one.
 */
const redirectToStorage =
  (contentType: string): Answer<Response> =>
  (ctx) => {
    const id = ctx.params.id ?? '';
    if (!ctx.state.calls.has(id)) throw notFound('Call', id);
    const file = new URL(ctx.request.url).pathname.split('/').pop();
    const type = encodeURIComponent(contentType);
    const location = `${ctx.storageUrl}/${encodeURIComponent(id)}/${file}?response-content-type=${type}`;
    return new Response(null, { status: 302, headers: { location } });
  };

/** The answers of a call's download routes, each redirecting to its artifact. */
export const downloadAnswers = {
  downloadCallMonoRecording: redirectToStorage('audio/wav'),
  downloadCallStereoRecording: redirectToStorage('audio/wav'),
  downloadCallAssistantRecording: redirectToStorage('audio/wav'),
  downloadCallCustomerRecording: redirectToStorage('audio/wav'),
  downloadCallVideoRecording: redirectToStorage('video/mp4'),
  downloadCallLogs: redirectToStorage('application/x-ndjson'),
  downloadCallPcap: redirectToStorage('application/vnd.tcpdump.pcap'),
} satisfies Partial<AnswerTable>;

/** The answer of the storage route: a short text standing in for the file, of the type asked for. */
export const storageAnswers: Record<keyof typeof STORAGE_ROUTES, Answer<Response>> = {
  getStoredFile: ({ params, query }) =>
    new Response(`Simulated ${params.file} of call ${params.id}`, {
      headers: {
        'content-type': query.get('response-content-type') ?? 'application/octet-stream',
      },
    }),
};

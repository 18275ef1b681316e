import { redirectToStorage } from '../storage';
import type { AnswerTable } from './table';

/**
 * The answers of a call's download routes: a redirect (302) to the artifact in the simulated
 * storage, whose answer has the artifact's content type.
 */
export const downloadAnswers = {
  downloadCallMonoRecording: redirectToStorage('audio/wav'),
  downloadCallStereoRecording: redirectToStorage('audio/wav'),
  downloadCallAssistantRecording: redirectToStorage('audio/wav'),
  downloadCallCustomerRecording: redirectToStorage('audio/wav'),
  downloadCallVideoRecording: redirectToStorage('video/mp4'),
  downloadCallLogs: redirectToStorage('application/x-ndjson'),
  downloadCallPcap: redirectToStorage('application/vnd.tcpdump.pcap'),
} satisfies Partial<AnswerTable>;

/**
 * What a download route gives: the platform answers it with a redirect (302) to a short-lived
 * storage URL. Hand-written: the platform's document gives no schema for these answers.
 */
export interface Download {
  /**
   * Where the file is: the redirect's `Location` (resolved to a whole URL), or, when fetch followed
   * the redirect, the URL it ended at. Short-lived: fetch it soon, or hand it to what plays it.
   */
  url: string;
  /**
   * The file, unread, when fetch followed the redirect (`arrayBuffer()`, `blob()`, `body`); absent
   * when the runtime gave the redirect itself: fetch `url` for the file. The client's body cap
   * does not apply to it, and the timeout covered only the wait for it; `signal` still aborts it.
   */
  response?: Response;
}

/** Where Debian installs the headless shell. */
export declare const DEFAULT_CHROMIUM_PATH: string;
/** The browser binary to drive: CHROMIUM_PATH, or Debian's headless shell. */
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
/** The flags every browser test launches it with. */
export declare const TEST_ARGS: string[];
/** A fake microphone, granted without a prompt. */
export declare const FAKE_MICROPHONE_ARGS: string[];
/** The flags of a browser test that makes calls: fake microphone, and the autoplay policy. */
export declare function callArgs(
  autoplayPolicy?: 'no-user-gesture-required' | 'document-user-activation-required',
): string[];

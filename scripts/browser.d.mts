/** Where Debian installs the headless shell. */
export declare const DEFAULT_CHROMIUM_PATH: string;
/** The browser binary to drive: CHROMIUM_PATH, or Debian's headless shell. */
export declare function chromiumPath(env?: Record<string, string | undefined>): string;

/**
 * The checks daily-js makes on its own, before any network, with its own messages word for word
 * (learnt by running daily-js 0.92 in Chromium; the contract suite in `contract/` runs the same
 * assertions against both). The simulated call object applies them, so a test that passes against
 * it passes against the real library.
 */

/** The daily-js version whose rules these are (its call-machine bundle URL carries it). */
export const DAILY_VERSION = '0.92.2';

/** Daily's limit for userData and for one app message before the room says otherwise. */
export const DAILY_MAX_SIZE = 4096;

/** An Error with daily-js's text, logged first as daily-js does for most of its refusals. */
export function dailyError(message: string, log = true): Error {
  if (log) console.error(message);
  return new Error(message);
}

/** daily-js's "only supported after join." refusal for `method`. */
export const afterJoinOnly = (method: string) => dailyError(`${method} only supported after join.`);

/** daily-js's refusal of screen-share controls before a call state exists. */
export const needsCallState = (method: string) =>
  dailyError(`${method} requires preAuth(), startCamera(), or join() to initialize call state.`);

/** Thrown by every method daily-js refuses after `destroy()` (in its default strict mode). */
export const USE_AFTER_DESTROY = 'Use after destroy';

/**
 * daily-js's userData rule: a string counts as it is, anything else as its JSON; at most 4096
 * characters. Throws daily-js's own error (which daily-js then logs and reports as
 * "invalid userData type provided").
 */
export function checkUserData(userData: unknown): void {
  if (userData === undefined) return;
  let json: string;
  if (typeof userData === 'string') json = userData;
  else {
    try {
      json = JSON.stringify(userData);
    } catch (error) {
      throw new Error(`userData must be serializable to JSON: ${error}`);
    }
  }
  if (json.length > DAILY_MAX_SIZE) {
    throw new Error(
      `userData is too large (${json.length} characters). Maximum size suppported is ${DAILY_MAX_SIZE}.`,
    );
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const VIDEO_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
];
const SCREEN_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
];
const ENCODING_KEYS = ['maxBitrate', 'maxFramerate', 'scaleResolutionDownBy'];

/** daily-js's checks of one track's send settings (a preset, or maxQuality / encodings). */
export function checkVideoSendSettings(track: string, settings: unknown): void {
  const presets = track === 'screenVideo' ? SCREEN_PRESETS : VIDEO_PRESETS;
  const invalid = `Video send settings should be either an object or one of the supported presets: ${presets.join()}`;
  if (typeof settings === 'string') {
    if (!presets.includes(settings)) throw new Error(invalid);
    return;
  }
  if (!isObject(settings)) throw new Error(invalid);
  const { maxQuality, encodings, allowAdaptiveLayers } = settings;
  if (!maxQuality && !encodings && allowAdaptiveLayers === undefined) {
    throw new Error(
      'Video send settings must contain at least maxQuality, allowAdaptiveLayers or encodings attribute',
    );
  }
  if (maxQuality && !['low', 'medium', 'high'].includes(maxQuality as string)) {
    throw new Error('maxQuality must be either low, medium or high');
  }
  if (!isObject(encodings)) return;
  const layers = ['low', 'medium', 'high'].slice(0, Object.keys(encodings).length);
  if (!layers.length || layers.length !== Object.keys(encodings).length)
    throw new Error('Encodings must be defined as: low, low and medium, or low, medium and high.');
  for (const layer of layers) {
    const encoding = encodings[layer];
    if (!isObject(encoding)) {
      throw new Error(
        'Encodings must be defined as: low, low and medium, or low, medium and high.',
      );
    }
    if (!Object.keys(encoding).some((key) => ENCODING_KEYS.includes(key))) {
      throw new Error(
        `Empty encoding is not allowed. At least one of these valid keys should be specified:${ENCODING_KEYS.join()}`,
      );
    }
  }
}

function validSendSettings(settings: unknown): boolean {
  try {
    if (!isObject(settings) || !Object.keys(settings).length) {
      throw new Error('Send settings must contain at least information for one track!');
    }
    for (const [track, value] of Object.entries(settings)) checkVideoSendSettings(track, value);
    return true;
  } catch (error) {
    console.error('Failed to validate send settings', error);
    return false;
  }
}

const VIDEO_PROCESSORS = ['none', 'background-blur', 'background-image', 'face-detection'];
const AUDIO_PROCESSORS = ['none', 'noise-cancellation'];

/** daily-js's message for input settings it cannot take. */
export const INPUT_SETTINGS_HELP = `inputSettings must be of the form: { video?: { processor?: { type: [ ${VIDEO_PROCESSORS.join(' | ')} ], config?: {} } }, audio?: { processor: {type: [ ${AUDIO_PROCESSORS.join(' | ')} ] } } }`;

function validProcessor(kind: 'audio' | 'video', processor: unknown): boolean {
  if (!isObject(processor) || typeof processor.type !== 'string') return false;
  const types = kind === 'audio' ? AUDIO_PROCESSORS : VIDEO_PROCESSORS;
  if (!types.includes(processor.type)) {
    console.error(`inputSettings ${kind} processor type invalid`);
    return false;
  }
  const { config } = processor;
  if (kind === 'audio' || config === undefined) return true;
  if (!isObject(config)) return false;
  const invalid = 'invalid object in inputSettings -> video -> processor -> config';
  if (processor.type === 'background-blur' && Object.keys(config).length) {
    const { strength } = config;
    if (typeof strength !== 'number' || !(strength > 0 && strength <= 1)) {
      console.error(`${invalid}; expected: {0 < strength <= 1}, got: ${strength}`);
      return false;
    }
  }
  if (processor.type === 'background-image' && typeof config.source === 'number') {
    const { source } = config;
    if (!Number.isInteger(source) || source <= 0 || source > 10) {
      console.error('invalid image selection; must be an int, > 0, <= 10');
      return false;
    }
  }
  return true;
}

/** daily-js's checks of input settings (processor types, blur strength, background image). */
export function validInputSettings(settings: unknown): boolean {
  if (!isObject(settings)) return false;
  for (const [kind, value] of Object.entries(settings)) {
    if ((kind !== 'audio' && kind !== 'video') || !isObject(value)) return false;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'processor' ? !validProcessor(kind, item) : key !== 'settings') return false;
    }
  }
  return true;
}

function validSource(name: string, source: unknown): boolean {
  const ok =
    typeof source === 'boolean' ||
    typeof source === 'string' ||
    (typeof MediaStreamTrack === 'function' && source instanceof MediaStreamTrack);
  if (!ok) console.error(`${name} must be a MediaStreamTrack, boolean, or a string`);
  return ok;
}

function validIntegrations(integrations: unknown): boolean {
  if (!isObject(integrations)) return false;
  for (const [id, integration] of Object.entries(integrations)) {
    const problem = !isObject(integration)
      ? 'label is required'
      : !('label' in integration)
        ? 'label is required'
        : !('location' in integration)
          ? 'location is required'
          : !('src' in integration) && !('srcdoc' in integration)
            ? 'src or srcdoc is required'
            : !['main', 'sidebar'].includes(integration.location as string)
              ? "location should be 'main' | 'sidebar'"
              : undefined;
    if (problem) {
      console.error(`customIntegration ${id}: ${problem}`);
      return false;
    }
  }
  return true;
}

function validTrayButtons(buttons: unknown): boolean {
  if (!isObject(buttons)) return false;
  for (const button of Object.values(buttons)) {
    const state = isObject(button) ? button.visualState : undefined;
    if (state !== undefined && !['default', 'sidebar-open', 'active'].includes(state as string)) {
      console.error(
        `customTrayButton visualState should be 'default' | 'sidebar-open' | 'active'. Got: ${state}`,
      );
      return false;
    }
  }
  return true;
}

type Check = { validate?: (value: unknown) => boolean; help?: string };

const accepted: Check = {};
/** daily-js's table of factory and join properties: what it recognises, and how it checks them. */
const PROPERTIES: Record<string, Check> = {
  customIntegrations: {
    validate: validIntegrations,
    help: 'customIntegrations should be an object of type {"id":{"allow":"string","controlledBy":"\'*\' | \'owners\' | string[]","csp":"string","iconURL":"string","label":"string","loading":"\'eager\' | \'lazy\'","location":"\'main\' | \'sidebar\'","name":"string","referrerPolicy":"string","sandbox":"string","src":"string","srcdoc":"string","shared":"string[] | \'owners\' | boolean"}}.',
  },
  customTrayButtons: {
    validate: validTrayButtons,
    help: 'customTrayButtons should be a dictionary of the type {"id":{"iconPath":"string","iconPathDarkMode":"string","label":"string","tooltip":"string","visualState":"\'default\' | \'sidebar-open\' | \'active\'"}}',
  },
  url: { validate: (v) => typeof v === 'string', help: 'url should be a string' },
  token: { validate: (v) => typeof v === 'string', help: 'token should be a string' },
  userData: {
    validate(value) {
      try {
        checkUserData(value);
        return true;
      } catch (error) {
        console.error(error);
        return false;
      }
    },
    help: 'invalid userData type provided',
  },
  audioSource: { validate: (v) => validSource('audioSource', v) },
  videoSource: { validate: (v) => validSource('videoSource', v) },
  sendSettings: {
    validate: validSendSettings,
    help: 'Invalid sendSettings provided. Check error logs for detailed info.',
  },
  inputSettings: { validate: validInputSettings, help: INPUT_SETTINGS_HELP },
};
for (const name of [
  'baseUrl',
  'dailyConfig',
  'reactNativeConfig',
  'lang',
  'userName',
  'startVideoOff',
  'startAudioOff',
  'allowLocalVideo',
  'allowLocalAudio',
  'activeSpeakerMode',
  'showLeaveButton',
  'showLocalVideo',
  'showParticipantsBar',
  'showFullscreenButton',
  'showUserNameChangeUI',
  'iframeStyle',
  'customLayout',
  'cssFile',
  'cssText',
  'bodyClass',
  'subscribeToTracksAutomatically',
  'theme',
  'layoutConfig',
  'receiveSettings',
  'layout',
  'emb',
  'embHref',
  'dailyJsVersion',
  'aboutClient',
  'proxy',
  'strictMode',
  'allowMultipleCallInstances',
]) {
  PROPERTIES[name] ??= accepted;
}

/**
 * Checks factory or join properties as daily-js does: a recognised property that fails its check
 * throws `property '<name>': <help>`; an unrecognised one is dropped with a warning. Returns the
 * properties that are kept.
 */
export function validateProperties(properties: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    const check = PROPERTIES[name];
    if (!check) {
      console.warn(`Ignoring unrecognized property '${name}'`);
      continue;
    }
    if (check.validate && !check.validate(value)) {
      throw new Error(`property '${name}': ${check.help}`);
    }
    kept[name] = value;
  }
  return kept;
}

/**
 * daily-js's one call object per page: while `others` call objects of the page exist, a new one
 * is refused unless it has `allowMultipleCallInstances` (`strictMode: false` still lets it in,
 * with daily-js's deprecation warning).
 */
export function checkOnePerPage(
  others: number,
  properties: { allowMultipleCallInstances?: boolean; strictMode?: boolean },
): void {
  if (!others || properties.allowMultipleCallInstances) return;
  if (properties.strictMode !== false) {
    throw new Error('Duplicate DailyIframe instances are not allowed');
  }
  console.warn(
    'Using strictMode: false to allow multiple call instances is now deprecated. Set `allowMultipleCallInstances: true`',
  );
}

/** daily-js's check of the remote audio-level observer's interval. */
export function checkAudioLevelInterval(interval: unknown): void {
  // As daily-js: no interval (or 0) means its default; anything else must be a number ≥ 100.
  if (interval && (typeof interval !== 'number' || interval < 100)) {
    throw new Error('The interval must be a number greater than or equal to 100 milliseconds.');
  }
}

/** daily-js's check of a recording's type. */
export function checkRecordingType(options: { type?: unknown } | undefined): void {
  const type = options?.type;
  if (
    type !== undefined &&
    !['cloud', 'cloud-audio-only', 'raw-tracks', 'local'].includes(type as string)
  ) {
    throw new Error(
      `invalid type: ${type}, allowed values 'cloud', 'cloud-audio-only', 'raw-tracks', or 'local'`,
    );
  }
}

/** daily-js's checks of `updateParticipant()`: known keys only; track choices need manual mode. */
export function checkParticipantUpdate(
  updates: Record<string, unknown>,
  subscribeAutomatically: boolean,
): void {
  for (const key of Object.keys(updates)) {
    if (
      ![
        'setAudio',
        'setVideo',
        'setScreenShare',
        'setSubscribedTracks',
        'eject',
        'updatePermissions',
        'styles',
      ].includes(key)
    ) {
      throw new Error(`unrecognized updateParticipant property ${key}`);
    }
  }
  if ('setSubscribedTracks' in updates && subscribeAutomatically) {
    throw new Error(
      "setSubscribedTracks cannot be used when setSubscribeToTracksAutomatically is enabled, and should be of the form: true | 'avatar' | false | 'staged' | { [audio: true|false|'staged'], [video: true|false|'staged'], [screenAudio: true|false|'staged'], [screenVideo: true|false|'staged'] }",
    );
  }
}

/** daily-js's size rule for app messages: the JSON of the data, at most 4096 characters. */
export function checkAppMessageSize(data: unknown): void {
  if (JSON.stringify(data).length > DAILY_MAX_SIZE) {
    throw new Error(`Message data too large. Max size is ${DAILY_MAX_SIZE}`);
  }
}

/**
 * daily-js's rules for call objects on a page, before any call: one per page, the properties the
 * factory checks (docs/requirements.md#daily-js-option-checks) with daily-js's own messages.
 */
import { expect } from 'chai';
import {
  accepted,
  attempt,
  type ContractCall,
  type ContractCase,
  DUPLICATE,
  INPUT_SETTINGS_HELP,
  logsOf,
  refused,
  refusedProperty,
} from './contract-kit';

export const FACTORY_RULES: ContractCase[] = [
  {
    name: 'one call object per page: a second createCallObject throws until the first is destroyed',
    async run(lib) {
      const first = lib.createCallObject();
      expect(lib.getCallInstance()).to.equal(first);
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      const destroying = first.destroy();
      // The page's slot is free only once destroy() has resolved.
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      await destroying;
      expect(lib.getCallInstance()).to.equal(undefined);
      const second = lib.createCallObject();
      expect(lib.getCallInstance()).to.equal(second);
      await second.destroy();
    },
  },
  {
    name: 'allowMultipleCallInstances on the new call object allows another; on the first alone it does not',
    async run(lib) {
      const first = lib.createCallObject({ allowMultipleCallInstances: true });
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      const second = lib.createCallObject({ allowMultipleCallInstances: true });
      expect(lib.getCallInstance()).to.equal(first);
      expect(lib.getCallInstance(second.callClientId)).to.equal(second);
      await first.destroy();
      expect(lib.getCallInstance()).to.equal(second);
      await second.destroy();
      expect(lib.getCallInstance()).to.equal(undefined);
    },
  },
  {
    name: 'strictMode: false lets a second call object through with a deprecation warning',
    async run(lib) {
      const first = lib.createCallObject();
      let second: ContractCall | undefined;
      const logs = await logsOf(() => {
        second = lib.createCallObject({ strictMode: false });
      });
      expect(logs.warn).to.deep.equal([
        'Using strictMode: false to allow multiple call instances is now deprecated. Set `allowMultipleCallInstances: true`',
      ]);
      await second?.destroy();
      await first.destroy();
    },
  },
  {
    name: 'a refused factory property leaves a broken call object on the page that destroy() cannot remove',
    async run(lib) {
      const logs = await logsOf(async () => {
        const text = await refused(() => lib.createCallObject({ userData: 'x'.repeat(4097) }));
        expect(text).to.equal("property 'userData': invalid userData type provided");
      });
      expect(logs.error.join()).to.contain(
        'userData is too large (4097 characters). Maximum size suppported is 4096.',
      );
      const broken = lib.getCallInstance();
      expect(broken, 'a call object is left on the page').to.not.equal(undefined);
      expect((await attempt(() => broken?.destroy())).ok).to.equal(false);
      expect(lib.getCallInstance()).to.equal(broken);
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      await accepted(lib, {});
    },
  },
  {
    name: 'userData: a string counts as it is, anything else as its JSON; at most 4096 characters',
    async run(lib) {
      await accepted(lib, { userData: 'x'.repeat(4096) });
      await accepted(lib, { userData: { a: 'x'.repeat(4088) } }); // {"a":"…"} is 4096 characters
      const logged = await refusedProperty(
        lib,
        { userData: { a: 'x'.repeat(4089) } },
        "property 'userData': invalid userData type provided",
      );
      expect(logged).to.contain('userData is too large (4097 characters)');
      const bigint = await refusedProperty(
        lib,
        { userData: { n: BigInt(1) } },
        "property 'userData': invalid userData type provided",
      );
      expect(bigint).to.contain('userData must be serializable to JSON');
    },
  },
  {
    name: 'factory property checks with daily-js messages',
    async run(lib) {
      await refusedProperty(lib, { url: 42 }, "property 'url': url should be a string");
      await refusedProperty(lib, { token: 42 }, "property 'token': token should be a string");
      const source = await refusedProperty(
        lib,
        { audioSource: 42 },
        "property 'audioSource': undefined",
      );
      expect(source).to.contain('audioSource must be a MediaStreamTrack, boolean, or a string');
      await accepted(lib, {
        audioSource: true,
        videoSource: false,
        dailyConfig: { avoidEval: true },
      });

      const sendSettings =
        "property 'sendSettings': Invalid sendSettings provided. Check error logs for detailed info.";
      const quality = await refusedProperty(
        lib,
        { sendSettings: { video: { maxQuality: 'ultra' } } },
        sendSettings,
      );
      expect(quality).to.contain('maxQuality must be either low, medium or high');
      const layers = (n: number) =>
        Object.fromEntries(
          ['low', 'medium', 'high', 'extra'].slice(0, n).map((name) => [name, { maxBitrate: 1e5 }]),
        );
      const four = await refusedProperty(
        lib,
        { sendSettings: { video: { encodings: layers(4) } } },
        sendSettings,
      );
      expect(four).to.contain(
        'Encodings must be defined as: low, low and medium, or low, medium and high.',
      );
      await accepted(lib, { sendSettings: { video: { encodings: layers(3) } } });
      await accepted(lib, { sendSettings: { video: { encodings: layers(1) } } });
      const preset = await refusedProperty(lib, { sendSettings: { video: 'best' } }, sendSettings);
      expect(preset).to.contain(
        'Video send settings should be either an object or one of the supported presets: default-video,',
      );
      await accepted(lib, {
        sendSettings: { video: 'quality-optimized', screenVideo: 'motion-optimized' },
      });

      const input = `property 'inputSettings': ${INPUT_SETTINGS_HELP}`;
      const video = (processor: object) => ({ inputSettings: { video: { processor } } });
      for (const strength of [0, 1.5]) {
        const blur = await refusedProperty(
          lib,
          video({ type: 'background-blur', config: { strength } }),
          input,
        );
        expect(blur).to.contain(`expected: {0 < strength <= 1}, got: ${strength}`);
      }
      await accepted(lib, video({ type: 'background-blur', config: { strength: 1 } }));
      for (const source of [0, 11, 2.5]) {
        const image = await refusedProperty(
          lib,
          video({ type: 'background-image', config: { source } }),
          input,
        );
        expect(image).to.contain('invalid image selection; must be an int, > 0, <= 10');
      }
      await accepted(lib, video({ type: 'background-image', config: { source: 10 } }));
      const audio = await refusedProperty(
        lib,
        { inputSettings: { audio: { processor: { type: 'echo' } } } },
        input,
      );
      expect(audio).to.contain('inputSettings audio processor type invalid');
      await accepted(lib, {
        inputSettings: { audio: { processor: { type: 'noise-cancellation' } } },
      });

      const tray = await refusedProperty(
        lib,
        { customTrayButtons: { b: { label: 'B', tooltip: 'b', visualState: 'pressed' } } },
        'property \'customTrayButtons\': customTrayButtons should be a dictionary of the type {"id":{"iconPath":"string","iconPathDarkMode":"string","label":"string","tooltip":"string","visualState":"\'default\' | \'sidebar-open\' | \'active\'"}}',
      );
      expect(tray).to.contain(
        "customTrayButton visualState should be 'default' | 'sidebar-open' | 'active'. Got: pressed",
      );
      const integration = await refusedProperty(
        lib,
        {
          customIntegrations: {
            i: { label: 'I', location: 'footer', src: 'https://example.com/' },
          },
        },
        'property \'customIntegrations\': customIntegrations should be an object of type {"id":{"allow":"string","controlledBy":"\'*\' | \'owners\' | string[]","csp":"string","iconURL":"string","label":"string","loading":"\'eager\' | \'lazy\'","location":"\'main\' | \'sidebar\'","name":"string","referrerPolicy":"string","sandbox":"string","src":"string","srcdoc":"string","shared":"string[] | \'owners\' | boolean"}}.',
      );
      expect(integration).to.contain("customIntegration i: location should be 'main' | 'sidebar'");

      // Unrecognised properties are dropped with a warning, not refused.
      const logs = await logsOf(() => accepted(lib, { bogus: 1 }));
      expect(logs.warn).to.deep.equal(["Ignoring unrecognized property 'bogus'"]);
    },
  },
];

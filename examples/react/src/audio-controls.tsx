// The call's audio: the microphone and speaker in use, switched mid-call (with a word when the one
// in use is unplugged and the call moves to the default by itself), and hold. The devices come from
// @org/web-call/react's useDevices(); hold is the client's own.
import type { AudioDeviceKind, WebCall } from '@org/web-call';
import { useDevices, useWebCall, useWebCallEvent } from '@org/web-call/react';
import { useState } from 'react';

let client: WebCall | undefined;

/** Keeps the provider's client as main.tsx makes it, for hold() and unhold(). */
export function keepClient(made: WebCall): WebCall {
  client = made;
  return made;
}

export function AudioControls() {
  const { state } = useWebCall();
  const { microphones, speakers, microphone, speaker, select } = useDevices();
  const [onHold, setOnHold] = useState(false);
  const [notice, setNotice] = useState('');
  useWebCallEvent('hold-change', setOnHold);
  useWebCallEvent('call-end', () => setOnHold(false));
  useWebCallEvent('device-fallback', ({ previous, next }) =>
    setNotice(
      `${previous.label || 'Your device'} was disconnected: now using ${next?.label || 'the default'}.`,
    ),
  );

  const choose = (kind: AudioDeviceKind, deviceId: string) => {
    setNotice('');
    select({ kind, deviceId }).catch((error: Error) =>
      setNotice(`Could not switch: ${error.message}`),
    );
  };

  return (
    <fieldset>
      <legend>Audio</legend>
      {microphones.length === 0 ? (
        <p>Your microphones and speakers show once a call is warmed up or started.</p>
      ) : (
        <p>
          <label>
            Microphone{' '}
            <select
              value={microphone?.deviceId ?? ''}
              onChange={(e) => choose('audioinput', e.target.value)}
            >
              {microphones.map((mic) => (
                <option key={mic.deviceId} value={mic.deviceId}>
                  {mic.label || 'Microphone'}
                </option>
              ))}
            </select>
          </label>{' '}
          {speakers.length > 0 && (
            <label>
              Speaker{' '}
              <select
                value={speaker?.deviceId ?? ''}
                onChange={(e) => choose('audiooutput', e.target.value)}
              >
                {speakers.map((out) => (
                  <option key={out.deviceId} value={out.deviceId}>
                    {out.label || 'Speaker'}
                  </option>
                ))}
              </select>
            </label>
          )}
        </p>
      )}
      {state === 'connected' && (
        <button
          type="button"
          aria-pressed={onHold}
          onClick={() => void (onHold ? client?.unhold() : client?.hold())}
        >
          {onHold ? 'Resume the conversation' : 'Hold'}
        </button>
      )}
      {notice && <p role="status">{notice}</p>}
    </fieldset>
  );
}

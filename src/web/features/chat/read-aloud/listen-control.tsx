import { useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { SafetyConcern } from '../../../../shared/safety.ts';
import { followSpoken } from './follow-spoken.ts';
import { m } from '../../../i18n/paraglide/messages.js';
import { LISTEN_GROUP_NAME, type ListenSubject } from './read-aloud-text.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { safetyTexts } from '../../../components/safety/texts/safety-texts.ts';
import { pause, play, resume, speakerState, stop, subscribeToSpeaker } from './speaker.ts';
import { utterancesFor, type SpokenTarget } from './utterances.ts';
import { subscribeToVoices, voiceFor } from './voices.ts';

export interface ListenControlProps {
  subject: ListenSubject;
  text: string;
  /** The language the text is written in: its voice. */
  language: Language;
  safety: readonly SafetyConcern[];
  /** The language the crisis panel is shown in, read in its own voice when there is one. */
  panelLanguage: Language;
  /** The message on screen: its blocks are highlighted and followed as they are read. */
  message: RefObject<HTMLElement | null>;
  /** Told what is being read in this message, or null when it is not being read. */
  onSpoken(target: SpokenTarget | null): void;
}

const noVoice = () => undefined;

/**
 * Listen / Pause / Resume, and Stop while reading: the browser's own speech synthesis reads the
 * message on this device. Not there at all when the device has no voice for the reading's
 * language (the voices arrive late: shown once one does).
 */
export default function ListenControl({ subject, text, language, safety, panelLanguage, message, onSpoken }: ListenControlProps) {
  const id = useId();
  const voiceName = useSyncExternalStore(subscribeToVoices, () => voiceFor(language)?.voiceURI, noVoice);
  const speaker = useSyncExternalStore(subscribeToSpeaker, speakerState, speakerState);
  const mine = speaker.owner === id;
  const status = mine ? speaker.status : 'idle';
  const target = mine ? speaker.target : null;
  const toggle = useRef<HTMLButtonElement>(null);
  const followed = useRef<SpokenTarget | null>(null);

  useEffect(() => {
    onSpoken(target);
    const element = message.current;
    if (target === null || !element) {
      followed.current = null;
      return;
    }
    if (followed.current === target) return;
    followSpoken(element, target, followed.current);
    followed.current = target;
  }, [target, message, onSpoken]);

  // Leaving the page (or the message going away) stops its reading.
  useEffect(
    () => () => {
      if (speakerState().owner === id) stop();
    },
    [id],
  );

  if (voiceName === undefined && status === 'idle') return null;

  const start = () => {
    const voice = voiceFor(language);
    if (voice) play(id, utterancesFor(text, safety, { texts: safetyTexts(panelLanguage), voice: voiceFor(panelLanguage) }), voice);
  };

  return (
    <div className="listen" role="group" aria-label={LISTEN_GROUP_NAME[subject]()}>
      <button
        ref={toggle}
        type="button"
        className="button button-link listen-button"
        onClick={status === 'playing' ? pause : status === 'paused' ? resume : start}
      >
        <span className={`listen-icon listen-icon-${status}`} aria-hidden="true" />
        {status === 'playing' ? m.listen_pause() : status === 'paused' ? m.listen_resume() : m.listen()}
      </button>
      {status !== 'idle' && (
        <button
          type="button"
          className="button button-link listen-button"
          onClick={() => {
            stop();
            // The Stop button goes with the reading: focus stays on the control rather than falling to the page.
            toggle.current?.focus();
          }}
        >
          <span className="listen-icon listen-icon-stop" aria-hidden="true" />
          {m.listen_stop()}
        </button>
      )}
    </div>
  );
}

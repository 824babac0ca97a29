/** Whether a voice speaks `language` ('en' takes 'en-GB' and 'en_US'; 'en-GB' takes only 'en-GB'). */
function speaks(voice: SpeechSynthesisVoice, language: string): boolean {
  const have = voice.lang.replace('_', '-').toLowerCase();
  const want = language.toLowerCase();
  return have === want || have.startsWith(`${want}-`);
}

/**
 * The voice to read `language` with: the device's own voices only (a voice the browser fetches
 * from a cloud service would send the reading off the device), the browser's default first, then
 * one of the reader's own region (en-GB for a British English browser), then any.
 */
export function voiceFor(language: string): SpeechSynthesisVoice | undefined {
  const local = speechSynthesis.getVoices().filter((voice) => voice.localService && speaks(voice, language));
  const regions = navigator.languages.map((tag) => tag.toLowerCase());
  return local.find((voice) => voice.default) ?? local.find((voice) => regions.includes(voice.lang.replace('_', '-').toLowerCase())) ?? local[0];
}

/** The browser lists its voices late (and again when they change): `voiceschanged` says when. */
export function subscribeToVoices(onChange: () => void): () => void {
  speechSynthesis.addEventListener('voiceschanged', onChange);
  return () => speechSynthesis.removeEventListener('voiceschanged', onChange);
}

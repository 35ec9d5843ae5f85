import { indonesianVoiceTag } from '../config/reader';

/**
 * The device's Indonesian voice, one on the device first (it speaks offline); undefined where
 * the browser has none, or has not listed its voices yet (Chrome lists them late and says so
 * with `voiceschanged`).
 */
export function indonesianVoice(synth: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  const voices = synth.getVoices().filter((voice) => indonesianVoiceTag.test(voice.lang));
  return voices.find((voice) => voice.localService) ?? voices[0];
}

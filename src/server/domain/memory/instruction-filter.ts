// The reader's memory is written by our code, but a few of its words are the user's own (tags, the
// names of a spread's positions). Those reach a model's prompt, so anything that reads like an
// instruction to a model, a role marker, code or a link is kept out of it.

const INSTRUCTION_LIKE: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|rules?|prompts?|previous|above|earlier|everything|guidelines?)\b/i,
  /\b(?:system|assistant|developer|user|human|ai)\s*:/i,
  /```|~~~/,
  /<\|?\/?\s*(?:im_start|im_end|system|endoftext|assistant|user)\b|\[\/?(?:INST|SYS)\]|<<\s*SYS/i,
  /\b(?:https?:\/\/|www\.)|\b[\w-]+\.(?:com|net|org|io|ai|ru|xyz|info|ly|me)\b/i,
  /\b(?:you are now|you must|act as|pretend (?:to be|you)|roleplay|role-play|jailbreak|new instructions?|instructions?|system prompt|reveal (?:the|your)|do anything now)\b/i,
];

export function looksLikeInstruction(text: string): boolean {
  return INSTRUCTION_LIKE.some((pattern) => pattern.test(text));
}

/**
 * A few of the user's own words, fit to sit inside a remembered summary: on one line, without
 * markup or quoting characters, at most `max` characters; undefined when nothing fit is left or
 * they read like an instruction.
 */
export function cleanUserWords(text: string, max: number): string | undefined {
  if (looksLikeInstruction(text)) return undefined;
  const cleaned = text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\p{Zs}'’&\-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || looksLikeInstruction(cleaned)) return undefined;
  return cleaned.length <= max ? cleaned : `${cleaned.slice(0, max - 1).trimEnd()}…`;
}

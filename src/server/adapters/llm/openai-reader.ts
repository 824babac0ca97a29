import OpenAI from 'openai';
import { buildPrompt } from '../../domain/readings/prompt.ts';
import { ReaderError, type Reader, type ReaderRequest, type ReaderUsage } from '../../domain/ports/reader.ts';

export interface OpenAIReaderOptions {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
  maxTokens: number;
}

/**
 * Speaks /v1/chat/completions (not the Responses API) so it works with OpenAI, Ollama, vLLM and
 * LM Studio alike. The whole request, stream included, is bounded by `timeoutMs`, and it is
 * aborted when the caller's signal aborts (the client went away).
 */
export function createOpenAIReader(options: OpenAIReaderOptions): Reader {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  return {
    id: `openai:${options.model}`,
    metered: true,
    provider: 'openai',
    model: options.model,
    async *stream(request: ReaderRequest, signal: AbortSignal, onUsage?: (usage: ReaderUsage) => void) {
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]);
      let produced = false;
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: buildPrompt(request),
            stream: true,
            // The tokens used come in one last chunk, with no choices, after the finish reason.
            stream_options: { include_usage: true },
            max_tokens: options.maxTokens,
            temperature: 0.8,
          },
          { signal: deadline },
        );
        let finished = false;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const delta = choice?.delta.content;
          if (delta) {
            produced = true;
            yield delta;
          }
          if (choice?.finish_reason) finished = true;
          if (chunk.usage) onUsage?.({ tokensIn: chunk.usage.prompt_tokens, tokensOut: chunk.usage.completion_tokens });
        }
        if (!finished) throw new ReaderError('The stream ended without a finish reason');
        if (!produced) throw new ReaderError('The model returned no text');
      } catch (error) {
        signal.throwIfAborted();
        if (error instanceof ReaderError) throw error;
        const reason = deadline.aborted ? `timed out after ${options.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
        throw new ReaderError(`LLM request failed: ${reason}`);
      }
    },
  };
}

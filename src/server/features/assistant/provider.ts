import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from "openai";
import { AppError } from "@/server/http/errors";

export interface AiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

export interface AiProvider {
  complete(system: string, user: string): Promise<string>;
}

/** Any OpenAI-compatible chat completions endpoint, through the official SDK (its retries on). */
export function createAiProvider(options: AiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 2,
  });
  return {
    async complete(system, user) {
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 1,
          max_tokens: 4000,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: system },
            { role: "user", content: user },
          ],
        });
        return completion.choices[0]?.message?.content ?? "";
      } catch (error) {
        throw toAppError(error);
      }
    },
  };
}

const FAILED = "Failed to get recommendations. Please try again.";

/** Provider failures in the spec's words; details stay in the server log. */
export function toAppError(error: unknown): AppError {
  if (error instanceof APIConnectionTimeoutError) {
    return new AppError(504, "AI_TIMEOUT", "Request timed out.");
  }
  if (error instanceof APIUserAbortError)
    return new AppError(499 as 400, "AI_ABORTED", "Request was aborted.");
  if (error instanceof APIConnectionError)
    return new AppError(502, "AI_CONNECTION", "Connection error.");
  if (error instanceof RateLimitError) {
    return new AppError(
      503,
      "AI_BUSY",
      "The assistant is busy right now. Please try again in a minute.",
    );
  }
  if (error instanceof APIError) return new AppError(502, "AI_FAILED", FAILED);
  return new AppError(502, "AI_FAILED", FAILED);
}

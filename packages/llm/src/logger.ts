/**
 * The subset of pino's API this package uses, so a service can pass its pino logger while tests
 * and scripts pass nothing. Fields logged here never include the API key or whole resume texts.
 */
export interface LlmLogger {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  debug(fields: Record<string, unknown>, message: string): void;
}

export const silentLogger: LlmLogger = {
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

/** Error text for logs; capped because some servers echo large request fragments back in errors. */
export function errorText(error: unknown, max = 300): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

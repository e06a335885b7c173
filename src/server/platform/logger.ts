import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password"],
      remove: true,
    },
  });
}

import { type DestinationStream, pino } from "pino";
import { redactSecrets } from "./log-redact";

/**
 * The process's logger: JSON lines, each passed through the redaction of URL secrets before it is
 * written (server/log-redact.ts, decision 0046), whatever field carries the URL (a path, a message, an
 * error's stack). `destination` is standard output unless a test gives its own.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const out = destination ?? pino.destination(1);
  const redacting: DestinationStream = { write: (line: string) => out.write(redactSecrets(line)) };
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Credentials of a request, should a request's headers ever be logged.
      redact: ["req.headers.cookie", "req.headers.authorization", "headers.cookie", "headers.authorization"],
    },
    redacting,
  );
}

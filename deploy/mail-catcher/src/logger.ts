/** The two calls the catcher makes; a pino logger or a pair of stream writers both fit. */
export interface Logger {
  info(message: string): void;
  error(message: string): void;
}

export const silentLogger: Logger = {
  info: () => {},
  error: () => {},
};

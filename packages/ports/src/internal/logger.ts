/** Log levels, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The logger port. Core packages log through it; the shell decides where it goes.
 */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** A logger writing to the console from `level` up. @default level 'info' */
export function createConsoleLogger({ level = 'info' }: { level?: LogLevel } = {}): Logger {
  const order: LogLevel[] = ['debug', 'info', 'warn', 'error'];
  const min = order.indexOf(level);
  const make =
    (l: LogLevel) =>
    (message: string, ...details: unknown[]) => {
      if (order.indexOf(l) >= min) globalThis.console[l](message, ...details);
    };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}

/** One recorded log entry. */
export interface LogEntry {
  level: LogLevel;
  message: string;
  details: unknown[];
}

/** A logger for tests that keeps every entry. */
export interface MemoryLogger extends Logger {
  readonly entries: ReadonlyArray<LogEntry>;
  /** Entries of one level. */
  at(level: LogLevel): LogEntry[];
}

/** A logger for tests that records every entry instead of printing it. */
export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  const make =
    (level: LogLevel) =>
    (message: string, ...details: unknown[]) => {
      entries.push({ level, message, details });
    };
  return {
    entries,
    at: (level) => entries.filter((e) => e.level === level),
    debug: make('debug'),
    info: make('info'),
    warn: make('warn'),
    error: make('error'),
  };
}

/** A logger that drops everything. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

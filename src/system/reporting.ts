/** Placeholder: replaced by its owner. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  void error;
  void context;
}
export function reportInfo(message: string): void {
  void message;
}

/**
 * What holds a form's save: the inputs whose value is not known to be valid yet (a uniqueness check still waiting or
 * answering "taken"). Each such input reports itself; the form's Save (or a page's own Continue) reads the sum.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface Block {
  blocked: boolean;
  report: (source: string, blocked: boolean) => void;
}

const BlockContext = createContext<Block | null>(null);

export function SaveBlock({ children }: { children: ReactNode }) {
  const [holding, setHolding] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((source: string, blocked: boolean) => {
    setHolding((current) => {
      if (current.has(source) === blocked) return current;
      const next = new Set(current);
      if (blocked) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ blocked: holding.size > 0, report }), [holding, report]);
  return <BlockContext.Provider value={value}>{children}</BlockContext.Provider>;
}

/** The save waits: an input of the form holds it. */
export const useSaveBlocked = (): boolean => useContext(BlockContext)?.blocked ?? false;

/** An input holds its form's save while `blocked` (and lets it go when it leaves the form). */
export function useHoldSave(source: string, blocked: boolean): void {
  const report = useContext(BlockContext)?.report;
  useEffect(() => {
    report?.(source, blocked);
  }, [report, source, blocked]);
  useEffect(() => () => report?.(source, false), [report, source]);
}

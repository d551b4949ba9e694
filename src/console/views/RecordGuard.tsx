/** A view that is there for some records only (`when`): for the others, its `otherwise` part stands in its place. */
import { createElement, type ReactNode } from 'react';
import { useRecordContext } from 'ra-core';
import type { RecordOf, RecordPartProps } from '@/src/console/definition';
import type { LazyPart } from '@/src/console/lazyPart';

interface Guard {
  when?: (record: RecordOf) => boolean;
  otherwise?: LazyPart<RecordPartProps>;
}

export function RecordGuard({ view, record, children }: { view: Guard; record?: RecordOf; children: ReactNode }) {
  const context = useRecordContext<RecordOf>();
  const shown = record ?? context;
  if (shown && view.when && !view.when(shown)) {
    return view.otherwise ? createElement(view.otherwise, { record: shown }) : null;
  }
  return <>{children}</>;
}

/**
 * The definition of the generated view a part is rendered in: a part (a list's intro, a section) can place a generated
 * piece of its own collection (InlineCreateForm) without importing the definition, which names the part (a cycle).
 */
import { createContext, useContext } from 'react';
import type { ResourceDefinition } from '@/src/console/definition';

const DefinitionContext = createContext<ResourceDefinition | null>(null);

export const DefinitionProvider = DefinitionContext.Provider;

export function useDefinition(): ResourceDefinition {
  const definition = useContext(DefinitionContext);
  if (!definition) throw new Error('useDefinition: not inside a generated view');
  return definition;
}

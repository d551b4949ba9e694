/** Which plan shows its Info and its prefix picker: toggling on another plan resets both views. */
export interface OpenPanels {
  planId: number | null;
  info: boolean;
  select: boolean;
}

export function togglePanel(current: OpenPanels, planId: number, panel: 'info' | 'select'): OpenPanels {
  if (current.planId !== planId) return { planId, info: panel === 'info', select: panel === 'select' };
  return { ...current, [panel]: !current[panel] };
}

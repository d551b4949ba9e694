/**
 * The open tab of a show page with tabs: the address's `?tab=` first, else the navigation state's `tabKey` or
 * `activeKey` (the spec's names: My numbers' Routing Number opens the details on the routing tab), else the first.
 * Choosing a tab writes it in the address, in place (the way back is the page before, not the tab before).
 */
import { useLocation, useSearchParams } from 'react-router-dom';

export function useShowTab(keys: readonly string[]): [string, (key: string) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = (location.state ?? {}) as { tabKey?: unknown; activeKey?: unknown };
  const isKey = (value: unknown): value is string => typeof value === 'string' && keys.includes(value);
  const requested = [params.get('tab'), state.tabKey, state.activeKey].find(isKey);
  const select = (next: string) =>
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true, state: location.state },
    );
  return [requested ?? keys[0], select];
}

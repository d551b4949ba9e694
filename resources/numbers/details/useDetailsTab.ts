/** The open tab: from the navigation state (tabKey or activeKey) first, else `?tab=`; kept in the URL. */
import { useLocation, useSearchParams } from 'react-router-dom';

export const DETAIL_TABS = [
  'general',
  'reachability',
  'routing',
  'outbound',
  'didGroup',
  'profile',
  'statistics',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const isTab = (value: unknown, tabs: readonly DetailTab[]): value is DetailTab =>
  typeof value === 'string' && (tabs as readonly string[]).includes(value);

export function useDetailsTab(tabs: readonly DetailTab[]): [DetailTab, (tab: DetailTab) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = (location.state ?? {}) as { tabKey?: unknown; activeKey?: unknown };
  const fromUrl = params.get('tab');
  const requested = isTab(fromUrl, tabs) ? fromUrl : [state.tabKey, state.activeKey].find((key) => isTab(key, tabs));
  const tab = isTab(requested, tabs) ? requested : 'general';
  const select = (next: DetailTab) =>
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true, state: location.state },
    );
  return [tab, select];
}

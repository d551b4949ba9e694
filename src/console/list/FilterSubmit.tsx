/**
 * The submit control of every list's filter form (WCAG technique H32, issue 36): Enter in a filter applies it at once
 * rather than after the 500 ms debounce, and a screen reader finds the way to send the form. The filters still apply
 * by themselves as they are typed, so the button is shown only while it has the keyboard focus (PortalList's
 * FILTER_SX); a mouse user sees the filters as before. It stands as the last filter of the form (always on, no value),
 * so the filter row, the Search column and the phone's folded filters all get it from PortalList.
 */
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';

export const FILTER_SUBMIT_CLASS = 'PortalList-filterSubmit';
/** Its place among the filters: not a field of the form, never in the URL. */
export const FILTER_SUBMIT_SOURCE = 'portalFilterSubmit';

/** Props react-admin's filter form gives every filter; the button takes none of them. */
interface FilterElementProps {
  source: string;
  alwaysOn: true;
}

export function FilterSubmit(_: FilterElementProps) {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="outlined" className={FILTER_SUBMIT_CLASS} sx={{ mt: 1, height: 40 }}>
      {translate('common.list.applyFilters')}
    </Button>
  );
}

export const filterSubmit = <FilterSubmit key={FILTER_SUBMIT_SOURCE} source={FILTER_SUBMIT_SOURCE} alwaysOn />;

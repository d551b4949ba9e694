/** A record's page: the view's path with its one parameter (`:id`, `:uuid`) filled with the record's id. */
import { useParams } from 'react-router-dom';

const PARAM = /:([A-Za-z]+)/;

export const recordPath = (pattern: string, id: string | number): string =>
  pattern.replace(PARAM, () => encodeURIComponent(String(id)));

/** The id in the current URL, by the view's path's parameter. */
export function useRecordId(pattern: string): string {
  const params = useParams();
  const name = PARAM.exec(pattern)?.[1] ?? 'id';
  return params[name] ?? '';
}

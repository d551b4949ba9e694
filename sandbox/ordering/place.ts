/** Where a cart line's numbers are: the pieces of its checkout description. */
import type { Db } from '@/sandbox/db';

export interface Place {
  country: string;
  dialling: string;
  area: string;
  prefix: string;
  type: string;
}

export function placeQuery(db: Db) {
  const place = db.prepare<[number, number], Place>(
    `SELECT c.name AS country, c.dialling_code AS dialling, a.name AS area, a.prefix, t.name AS type FROM areas a
     JOIN countries c ON c.id = a.country_id JOIN plans p ON p.id = ? JOIN number_types t ON t.id = p.plan_type WHERE a.id = ?`,
  );
  return (planId: number, areaId: number): Place => {
    const row = place.get(planId, areaId);
    if (!row) throw new Error(`no area ${areaId} or plan ${planId}`);
    return row;
  };
}

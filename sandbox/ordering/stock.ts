/** Free numbers: stock_dids rows of a plan and area that no cart line has reserved. Backorder capacity per prefix. */
import type { Db } from '@/sandbox/db';

export const FREE = 'NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.stock_did_id = s.id)';

export interface StockDid {
  id: number;
  plan_id: number;
  area_id: number;
  did: string;
}

export function stockQueries(db: Db) {
  const byPlan = db
    .prepare<[number], number>(`SELECT count(*) FROM stock_dids s WHERE s.plan_id = ? AND ${FREE}`)
    .pluck();
  const byArea = db
    .prepare<[number, number], number>(
      `SELECT count(*) FROM stock_dids s WHERE s.plan_id = ? AND s.area_id = ? AND ${FREE}`,
    )
    .pluck();
  const available = db.prepare<[number, number], StockDid>(
    `SELECT s.id, s.plan_id, s.area_id, s.did FROM stock_dids s WHERE s.plan_id = ? AND s.area_id = ? AND ${FREE} ORDER BY s.did LIMIT 50`,
  );
  const stockDid = db.prepare<[number], StockDid & { reserved: number }>(
    `SELECT s.id, s.plan_id, s.area_id, s.did, NOT ${FREE} AS reserved FROM stock_dids s WHERE s.id = ?`,
  );
  const backorder = db
    .prepare<[number, number], number>('SELECT stock FROM backorder_stock WHERE plan_id = ? AND area_id = ?')
    .pluck();
  return {
    planStock: (planId: number) => byPlan.get(planId) ?? 0,
    areaStock: (planId: number, areaId: number) => byArea.get(planId, areaId) ?? 0,
    availableDids: (planId: number, areaId: number) => available.all(planId, areaId),
    stockDid: (id: number) => stockDid.get(id),
    backorderCapacity: (planId: number, areaId: number) => backorder.get(planId, areaId) ?? 0,
  };
}

/**
 * Which data cells of a table no header cell describes (WCAG 1.3.1, techniques H63 and H43; issue 36), as a checker
 * that does not guess reads them:
 * - a table whose column headers stand on one row: each non-empty data cell needs the header cell of its column
 *   (a `th` of the head) and, where the table has row headers, a `th scope="row"` in its own row;
 * - a table whose header has several levels (more than one head row): each non-empty data cell names its header cells
 *   itself (`headers`), its row's, its column's and the column group's above it.
 * - a row header outside the head spans one column only where other rows have data: HTML_CodeSniffer (pa11y) takes a
 *   `th` over a column for a header of every cell of that column (issue 49: a footer's Total over four columns made
 *   the checkout a table "of several levels" whose cells named no headers).
 * Returns a line per cell that fails: its row, its column and its text.
 */
/** Each cell's first column, row spans of the rows above taken into account (HTML's table model, enough for these tables). */
function columnsOf(table: HTMLTableElement): Map<HTMLTableCellElement, number> {
  const columns = new Map<HTMLTableCellElement, number>();
  const taken: number[][] = [];
  Array.from(table.rows).forEach((row, y) => {
    let x = 0;
    for (const cell of Array.from(row.cells)) {
      while (taken[y]?.includes(x)) x += 1;
      columns.set(cell, x);
      for (let dy = 0; dy < cell.rowSpan; dy += 1)
        for (let dx = 0; dx < cell.colSpan; dx += 1) (taken[y + dy] ??= []).push(x + dx);
      x += cell.colSpan;
    }
  });
  return columns;
}

export function cellsWithoutHeaders(table: HTMLTableElement): string[] {
  const head = table.tHead;
  if (!head) return ['the table has no head'];
  const bodyRows = Array.from(table.rows).filter((row) => row.parentElement !== head);
  const hasRowHeaders = bodyRows.some((row) => row.querySelector('th[scope="row"]'));
  const multiLevel = head.rows.length > 1;
  const columns = columnsOf(table);
  const columnOf = (cell: HTMLTableCellElement) => columns.get(cell) ?? -1;
  const covers = (th: HTMLTableCellElement, column: number) =>
    columnOf(th) <= column && column < columnOf(th) + th.colSpan;
  const failures: string[] = [];
  for (const th of bodyRows.flatMap((row) => Array.from(row.querySelectorAll('th')))) {
    const spanned = bodyRows.flatMap((row) =>
      Array.from(row.cells).filter(
        (cell) =>
          cell.tagName === 'TD' &&
          cell.textContent?.trim() &&
          covers(th, columnOf(cell)) &&
          columnOf(cell) > columnOf(th),
      ),
    );
    if (spanned.length > 0) failures.push(`row header "${th.textContent?.trim()}" spans data columns`);
  }
  bodyRows.forEach((row, rowIndex) => {
    for (const cell of Array.from(row.cells)) {
      if (cell.tagName !== 'TD' || !cell.textContent?.trim()) continue;
      const where = `row ${rowIndex + 1}, column ${columnOf(cell) + 1} (${cell.textContent.trim()})`;
      if (multiLevel) {
        const named = (cell.getAttribute('headers') ?? '').split(/\s+/).filter(Boolean);
        const found = named.map((id) => table.querySelector<HTMLTableCellElement>(`th[id="${CSS.escape(id)}"]`));
        const ownRow = found.some((th) => th?.parentElement === row);
        const column = columnOf(cell);
        // Every head row with a header over this column (one spanning rows stands for those below it too) is named.
        const missing = Array.from(head.rows).filter((headRow) => {
          const over = Array.from(headRow.cells).find((th) => covers(th, column));
          return over !== undefined && !found.includes(over);
        });
        if (found.some((th) => !th) || !ownRow || missing.length > 0)
          failures.push(`${where}: headers="${named.join(' ')}"`);
        continue;
      }
      const column = Array.from(head.rows[0]?.cells ?? []).find((th) => covers(th, columnOf(cell)));
      const rowHeader = row.querySelector('th[scope="row"]');
      if (!column || column.tagName !== 'TH') failures.push(`${where}: no column header`);
      else if (hasRowHeaders && !rowHeader) failures.push(`${where}: no row header`);
    }
  });
  return failures;
}

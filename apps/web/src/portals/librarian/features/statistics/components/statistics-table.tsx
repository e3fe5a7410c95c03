import type { ReactNode } from 'react';
import styles from './statistics.module.css';

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

interface StatisticsTableProps<Row> {
  caption: string;
  /** The first column names the row (th scope="row"); the others are its figures. */
  columns: readonly [Column<Row>, ...Column<Row>[]];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
}

/**
 * The numbers of a chart as a real table, for screen readers, keyboard users and anyone who wants the figures.
 * On a narrow screen the table scrolls inside its own box (focusable, so that a keyboard can scroll it), never
 * the page.
 */
export function StatisticsTable<Row>({ caption, columns, rows, rowKey }: StatisticsTableProps<Row>) {
  const [first, ...rest] = columns;
  const numeric = (column: Column<Row>) => (column.numeric ? styles.number : undefined);
  return (
    // A region that may scroll must be reachable by keyboard (axe: scrollable-region-focusable), with a name.
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={numeric(first)}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Something that runs SQL with `$1`-style parameters and gives back rows: a database or a transaction. */
export interface Sql {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

/**
 * The board's database: PGlite (PostgreSQL compiled to WebAssembly, in this process) or a
 * PostgreSQL server. Both speak the same SQL; the board never asks which beyond reporting it.
 */
export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
}

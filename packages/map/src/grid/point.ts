/** A tile coordinate: x is the column, y the row. */
export interface Point {
  x: number
  y: number
}

/** The element with `id`, or a clear error naming what the page is missing. */
export function requireElement(doc: Document, id: string): HTMLElement {
  const element = doc.getElementById(id)
  if (!element) throw new Error(`The page has no #${id} element`)
  return element
}

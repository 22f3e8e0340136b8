/** The element with `id`, or a clear error naming what the page is missing. */
export function requireElement(doc: Document, id: string): HTMLElement {
  const element = doc.getElementById(id)
  if (!element) throw new Error(`The page has no #${id} element`)
  return element
}

/**
 * Whether the page's main pointer is a finger (a phone, a tablet): the game's touch layout (the
 * pad) is shown, and no key is offered, there being no keyboard to press it on.
 */
export function touchScreen(doc: Document): boolean {
  return doc.defaultView?.matchMedia?.('(pointer: coarse)').matches ?? false
}

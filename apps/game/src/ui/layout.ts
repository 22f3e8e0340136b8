import type { Box } from '../view/dungeon-view.js'

/** The page's parts that sit over the canvas, by id: the map is fitted clear of each one shown. */
export const OVERLAY_IDS = ['hud-top', 'hud-bottom', 'sidebar', 'pad', 'panel', 'menu'] as const

/** The boxes of the page's parts shown over the canvas now, in CSS pixels. */
export function overlayBoxes(doc: Document, ids: readonly string[] = OVERLAY_IDS): Box[] {
  const boxes: Box[] = []
  for (const id of ids) {
    const element = doc.getElementById(id)
    if (!element || element.hidden) continue
    const r = element.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0) continue
    boxes.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })
  }
  return boxes
}

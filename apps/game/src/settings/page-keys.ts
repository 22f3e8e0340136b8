import { keyBindings } from './bindings.js'
import { type PageCommand, pageCommand } from './commands.js'
import type { SettingsStore } from './settings-store.js'

/**
 * The page's own keys (the zoom, the settings screen), as bound now: each key down that gives one
 * of them, and that `when` allows, is acted on and kept from the browser. Returns a function that
 * stops listening.
 */
export function listenPageKeys(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  store: SettingsStore,
  act: (command: PageCommand) => void,
  when: (command: PageCommand, event: KeyboardEvent) => boolean,
): () => void {
  const down = (event: KeyboardEvent) => {
    const id = keyBindings(store.current.bindings).commandFor(event)
    const command = id === null ? null : pageCommand(id)
    if (command === null || !when(command, event)) return
    event.preventDefault()
    // A held zoom key goes on zooming; a held settings key does not open and close the screen.
    if (event.repeat && command === 'settings') return
    act(command)
  }
  target.addEventListener('keydown', down)
  return () => target.removeEventListener('keydown', down)
}

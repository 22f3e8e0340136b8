import { DERIVED_DEFAULTS, type GeneratorChoice } from '@delve/run'
import { type CheckedParams, checkParams } from './check-params.js'
import { optionForParam, PARAM_FOR, type ParamName, type RawParams } from './param-names.js'
import { choiceParams } from './url-params.js'

/**
 * What changing one field of the panel asks for, checked: the current dungeon as its link names
 * it, with that field's new text and the seed field's. Options the player left alone keep
 * following the others (a room size that shrinks to fit a smaller map); a new preset brings its
 * own sizes and every other value worked out from it, unless the player sets one after.
 */
export function checkPanelChange(
  current: GeneratorChoice,
  fields: RawParams,
  changed: ParamName,
): CheckedParams {
  const request: Partial<Record<ParamName, string>> = { ...choiceParams(current) }
  if (fields.seed !== undefined) request.seed = fields.seed
  const option = optionForParam(changed)
  if (option) {
    if (option.name === 'preset') {
      for (const key of DERIVED_DEFAULTS) delete request[PARAM_FOR[key]]
    }
    request[changed] = fields[changed]
  }
  return checkParams(request)
}

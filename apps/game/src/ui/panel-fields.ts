import type { ChoiceSpec, GeneratorChoice } from '@delve/run'
import { formatParam, OFF, ON, type OptionParam, PARAM_FOR } from '../params/param-names.js'

/** One generated field of the panel: its option, its label and its control. */
export interface OptionField {
  spec: ChoiceSpec
  /** The control's name: the option's parameter in the address. */
  param: OptionParam
  label: HTMLLabelElement
  control: HTMLInputElement | HTMLSelectElement
}

/**
 * The field for one option of the table, made from its entry: a select of its choices, a text
 * field for a number (text, so the map package judges what was typed, and says so), or a
 * checkbox for a yes-or-no option; the entry's label as the label, its doc line as the tooltip.
 */
export function createOptionField(doc: Document, spec: ChoiceSpec): OptionField {
  const param = PARAM_FOR[spec.name]
  const label = doc.createElement('label')
  label.dataset.option = spec.name
  label.title = spec.doc
  let control: HTMLInputElement | HTMLSelectElement
  if (spec.type === 'choice') {
    const select = doc.createElement('select')
    for (const choice of spec.choices) {
      const option = doc.createElement('option')
      option.value = choice
      option.textContent = choice
      select.append(option)
    }
    control = select
  } else if (spec.type === 'integer') {
    const input = doc.createElement('input')
    input.inputMode = 'numeric'
    control = input
  } else {
    const input = doc.createElement('input')
    input.type = 'checkbox'
    label.classList.add('check')
    control = input
  }
  control.name = param
  if (spec.type === 'boolean') label.append(control, ` ${spec.label}`)
  else label.append(`${spec.label} `, control)
  return { spec, param, label, control }
}

/** The field's value as its parameter's text. */
export function readOptionField(field: OptionField): string {
  const { control } = field
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked ? ON : OFF
  }
  return control.value
}

/** Shows the choice's value in the field, and the field only where its option applies. */
export function showOptionField(field: OptionField, choice: GeneratorChoice): void {
  const { spec, control, label } = field
  const value = choice[spec.name] as string | number | boolean
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    control.checked = value === true
  } else {
    control.value = formatParam(value)
  }
  label.hidden = spec.algorithms !== undefined && !spec.algorithms.includes(choice.algorithm)
}

import { checkRecord, checkString } from '@delve/map'
/** "a goblin archer", "the warden": a kind with its article; "something" for a kind unknown. */
export function aName(kind: { article: string; name: string } | undefined): string {
  if (kind !== undefined) {
    const k = checkRecord('aName', 'kind', kind, 'a kind { article, name }, or undefined')
    checkString('aName', 'kind.article', k.article)
    checkString('aName', 'kind.name', k.name)
  }
  return kind ? `${kind.article} ${kind.name}` : 'something'
}

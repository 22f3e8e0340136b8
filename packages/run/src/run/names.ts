/** "a goblin archer", "the warden": a kind with its article; "something" for a kind unknown. */
export function aName(kind: { article: string; name: string } | undefined): string {
  return kind ? `${kind.article} ${kind.name}` : 'something'
}

/** `blackjack grade` (issue 4 builds it out). */
export async function runGradeCommand(_args: string[]): Promise<number> {
  console.error('blackjack grade: not built yet')
  return 2
}

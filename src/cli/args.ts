/** Parsed command-line flags: `--name value` pairs and bare `--switch`es. */
export interface Flags {
  values: Map<string, string>
  switches: Set<string>
}

/**
 * Parses `args` against the flags a command accepts. `valued` flags take the next word; unknown
 * flags and stray words throw an Error whose message is shown to the user.
 */
export function parseFlags(args: string[], valued: string[], switches: string[] = []): Flags {
  const out: Flags = { values: new Map(), switches: new Set() }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    if (valued.includes(name)) {
      const value = inline ?? args[++i]
      if (value === undefined) throw new Error(`${name} needs a value`)
      out.values.set(name, value)
    } else if (switches.includes(name) || name === '--help' || name === '-h') {
      out.switches.add(name === '-h' ? '--help' : name)
    } else {
      throw new Error(`unknown argument "${arg}"`)
    }
  }
  return out
}

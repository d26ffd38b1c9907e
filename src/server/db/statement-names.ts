// Prisma's queries as named statements, so each connection parses and plans a statement once
// instead of on every query: PostgreSQL spent three times the CPU planning a join that it spent
// running it (bench/api.ts). `@prisma/adapter-pg` passes the name to `pg`, which prepares the
// statement on a connection the first time it meets the name there.

/** What the adapter hands the generator (its `SqlQuery`, of which only these are read). */
export interface NamedQuery {
  sql: string;
  args: readonly unknown[];
}

/** Statements named per process; any beyond are sent unnamed, as before, so memory stays bounded. */
export const MAX_NAMED_STATEMENTS = 2000;
/** A statement longer than this (a many-row insert) is rarely repeated and is not kept. */
const MAX_SQL_LENGTH = 8000;

/**
 * A name per distinct SQL text (the same text always gets the same name, and a name never
 * changes its text), or '' for a statement not to keep: `pg` sends those unnamed. Statements
 * without parameters are never named (`pg` sends them in the simple protocol, and they include
 * the maintenance and test scripts' DDL).
 */
export function statementNamer(limit = MAX_NAMED_STATEMENTS): (query: NamedQuery) => string {
  const names = new Map<string, string>();
  return ({ sql, args }) => {
    if (args.length === 0 || sql.length > MAX_SQL_LENGTH) return '';
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit) return '';
    const name = `prisma_${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}

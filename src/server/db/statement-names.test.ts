import { describe, expect, it } from 'vitest';
import { statementNamer } from './statement-names.ts';

describe('statementNamer', () => {
  it('gives one SQL text one name, and different texts different names', () => {
    const name = statementNamer();
    const a = name({ sql: 'SELECT 1 WHERE $1', args: [1] });
    expect(a).not.toBe('');
    expect(name({ sql: 'SELECT 1 WHERE $1', args: [2] })).toBe(a);
    const b = name({ sql: 'SELECT 2 WHERE $1', args: [1] });
    expect(b).not.toBe('');
    expect(b).not.toBe(a);
  });

  it('leaves statements without parameters, and very long ones, unnamed', () => {
    const name = statementNamer();
    expect(name({ sql: 'CREATE TABLE t (id int)', args: [] })).toBe('');
    expect(name({ sql: `INSERT INTO t VALUES ${'($1),'.repeat(3000)}($1)`, args: [1] })).toBe('');
  });

  it('names no more than its limit, and keeps the names it gave', () => {
    const name = statementNamer(2);
    const first = name({ sql: 'a $1', args: [1] });
    name({ sql: 'b $1', args: [1] });
    expect(name({ sql: 'c $1', args: [1] })).toBe('');
    expect(name({ sql: 'a $1', args: [1] })).toBe(first);
  });
});

import pg from 'pg';

/** Statements worth keeping prepared: plain DML (DDL, SET, BEGIN … run unnamed). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * Statements with more parameters are generated per list length (`in (…)`, multi-row
 * inserts) and are rarely reused; they run unnamed so the set of prepared statements
 * per connection stays small.
 */
const MAX_PARAMETERS = 32;
/** Distinct statement texts that get a name; past this, new texts run unnamed. */
const MAX_STATEMENTS = 2000;

const names = new Map<string, string>();

function statementName(sql: string, parameters: number): string | null {
  const known = names.get(sql);
  if (known) return known;
  if (parameters > MAX_PARAMETERS || names.size >= MAX_STATEMENTS || !PREPARABLE.test(sql)) {
    return null;
  }
  const name = `k${names.size + 1}`;
  names.set(sql, name);
  return name;
}

/**
 * A `pg` client that prepares each statement once per connection and afterwards
 * only binds and executes it: PostgreSQL skips parsing, and planning too once it
 * settles on a generic plan. For the short queries of this product, parsing and
 * planning are most of the server's work per statement.
 *
 * A schema change can leave a prepared statement unusable ("cached plan must not
 * change result type", 0A000): the text is then prepared afresh under a new name,
 * and run again at once when it was not part of a transaction block.
 */
export class PreparingClient extends pg.Client {
  /** Statement texts whose prepared form went stale on this connection, by retry count. */
  private readonly renamed = new Map<string, number>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that breaks while checked out of the pool (the database went away
    // between two statements of a transaction) emits 'error' with no pool listener
    // attached: unhandled, that would end the process. Its queries fail on their own,
    // and the pool drops the broken connection when it is released.
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; only (text, values) is changed
  override query(...args: any[]): any {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) {
      // biome-ignore lint/suspicious/noExplicitAny: passed through unchanged
      return (super.query as (...a: any[]) => any)(...args);
    }
    const base = statementName(text, values.length);
    if (!base) return super.query(text, values);
    return this.named(base, text, values, true);
  }

  private named(
    base: string,
    text: string,
    values: unknown[],
    mayRetry: boolean,
  ): Promise<unknown> {
    const generation = this.renamed.get(text);
    const name = generation ? `${base}_${generation}` : base;
    return super.query({ name, text, values }).catch((error: unknown) => {
      if ((error as { code?: string }).code !== '0A000') throw error;
      this.renamed.set(text, (generation ?? 0) + 1);
      // Outside a transaction block nothing else was undone: run it again, prepared afresh.
      // (The status still is the one from before this statement: the error arrives first.)
      if (mayRetry && this.getTransactionStatus() === 'I') {
        return this.named(base, text, values, false);
      }
      throw error;
    });
  }
}

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like object. Node 24's built-in
 * node:sqlite is close enough: this adapter maps `prepare()` to StatementSync,
 * spreads the parameter array, turns booleans into 0/1, and keeps a small cache
 * of prepared statements (Kysely compiles the same SQL text again and again, and
 * preparing is the expensive part of a primary-key read).
 */
import { DatabaseSync, type StatementSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

const STATEMENT_CACHE_SIZE = 256;

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value): SQLInputValue => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

interface NodeSqliteOptions {
  /** File path, or ":memory:". */
  filename: string;
  /** Milliseconds to wait for a lock held by another connection or process (SQLite's busy_timeout). */
  busyTimeoutMs: number;
}

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly raw: DatabaseSync;
  private statements = new Map<string, { stmt: StatementSync; reader: boolean }>();

  constructor(options: NodeSqliteOptions) {
    this.raw = new DatabaseSync(options.filename, { timeout: options.busyTimeoutMs });
    if (options.filename !== ":memory:") this.raw.exec("PRAGMA journal_mode = WAL");
    // FULL: every commit syncs the WAL to disk before it returns, so a lead
    // answered 201 survives a power cut, not only a crash of the process
    // (NORMAL syncs only at checkpoints). The cost is in docs/decisions/0008-leads.md.
    this.raw.exec("PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;");
  }

  prepare(sql: string): SqliteStatement {
    let entry = this.statements.get(sql);
    if (entry) {
      // Re-insert to keep the map in least-recently-used order.
      this.statements.delete(sql);
    } else {
      const stmt = this.raw.prepare(sql);
      entry = { stmt, reader: stmt.columns().length > 0 };
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sql, entry);
    const { stmt, reader } = entry;
    return {
      reader,
      all: (parameters) => stmt.all(...bind(parameters)),
      run: (parameters) => {
        const result = stmt.run(...bind(parameters));
        return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
      },
      iterate: (parameters) => stmt.iterate(...bind(parameters)) as IterableIterator<unknown>,
    };
  }

  close(): void {
    this.statements.clear();
    if (this.raw.isOpen) this.raw.close();
  }
}

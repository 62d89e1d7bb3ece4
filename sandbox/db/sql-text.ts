/**
 * A small lexer for the SQL the sandbox writes: it tells code apart from what must never be rewritten
 * (string literals, quoted identifiers, comments, PostgreSQL dollar-quoted bodies), so that the PostgreSQL
 * adapter can turn `?` into $1, $2... and the migration runner can map SQLite types, both in code only.
 */

export interface SqlPiece {
  /** True for SQL code; false for a literal, a quoted identifier or a comment (kept byte for byte). */
  code: boolean;
  text: string;
}

/** Splits `sql` into code and non-code pieces; joining the pieces' text gives `sql` back unchanged. */
export function splitSql(sql: string): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let codeStart = 0;
  let index = 0;
  const pushOther = (end: number) => {
    if (index > codeStart) pieces.push({ code: true, text: sql.slice(codeStart, index) });
    pieces.push({ code: false, text: sql.slice(index, end) });
    index = end;
    codeStart = end;
  };
  while (index < sql.length) {
    const char = sql[index];
    const next = sql[index + 1];
    if (char === "'" || char === '"') {
      // 'it''s' and "a""b": a doubled quote stays inside. E'...' strings also take backslash escapes.
      const backslashes = char === "'" && index > 0 && /[eE]/.test(sql[index - 1]) && (index < 2 || !/[\w$]/.test(sql[index - 2]));
      let end = index + 1;
      while (end < sql.length) {
        if (backslashes && sql[end] === '\\') end += 2;
        else if (sql[end] === char && sql[end + 1] === char) end += 2;
        else if (sql[end] === char) break;
        else end += 1;
      }
      pushOther(Math.min(end + 1, sql.length));
    } else if (char === '-' && next === '-') {
      const newline = sql.indexOf('\n', index);
      pushOther(newline === -1 ? sql.length : newline);
    } else if (char === '/' && next === '*') {
      // PostgreSQL block comments nest.
      let depth = 1;
      let end = index + 2;
      while (end < sql.length && depth > 0) {
        if (sql[end] === '/' && sql[end + 1] === '*') {
          depth += 1;
          end += 2;
        } else if (sql[end] === '*' && sql[end + 1] === '/') {
          depth -= 1;
          end += 2;
        } else end += 1;
      }
      pushOther(end);
    } else if (char === '$' && (index === 0 || !/[\w$]/.test(sql[index - 1]))) {
      // $$ ... $$ or $tag$ ... $tag$ (not $1, a numbered parameter).
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(index));
      if (tag) {
        const close = sql.indexOf(tag[0], index + tag[0].length);
        pushOther(close === -1 ? sql.length : close + tag[0].length);
      } else index += 1;
    } else index += 1;
  }
  if (sql.length > codeStart) pieces.push({ code: true, text: sql.slice(codeStart) });
  return pieces;
}

/** Applies `rewrite` to the code pieces of `sql`, leaving literals, quoted identifiers and comments alone. */
export function rewriteCode(sql: string, rewrite: (code: string) => string): string {
  return splitSql(sql)
    .map((piece) => (piece.code ? rewrite(piece.text) : piece.text))
    .join('');
}

/** `?` positional parameters to PostgreSQL's $1, $2...; a `?` inside a literal or a comment is left as it is. */
export function numberPlaceholders(sql: string): { text: string; count: number } {
  let count = 0;
  const text = rewriteCode(sql, (code) => code.replace(/\?/g, () => `$${++count}`));
  return { text, count };
}

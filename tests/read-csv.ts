// Reads a CSV as a spreadsheet does (quoted cells, doubled quotes, CRLF lines, the byte order mark dropped): the
// statement's export is checked through it by its unit test and its end-to-end test (§3 Transaction (display)).
export function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let current = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(current);
      current = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      cells.push(current);
      rows.push(cells);
      cells = [];
      current = '';
      index += 1;
    } else current += char;
  }
  return rows;
}

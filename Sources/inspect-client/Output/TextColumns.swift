/// Rows of cells printed in aligned columns: each column as wide as its widest cell, two spaces between
/// columns, no trailing spaces. Cells carry their own styling, applied after padding so that escape codes
/// never disturb the alignment.
struct TextColumns {
  /// One cell: its text and how to style it.
  struct Cell {
    /// The visible text.
    var text: String
    /// Applied to the text after padding.
    var style: (String) -> String

    /// Creates a cell.
    init(_ text: String, style: @escaping (String) -> String = { $0 }) {
      self.text = text
      self.style = style
    }
  }

  /// The rows; rows may have fewer cells than others.
  var rows: [[Cell]] = []
  /// The text before every row.
  var indent: String = ""

  /// Creates a table with `indent` before every row.
  init(indent: String = "") {
    self.indent = indent
  }

  /// Appends a row.
  mutating func append(_ cells: [Cell]) {
    rows.append(cells)
  }

  /// Appends a row of unstyled cells.
  mutating func append(_ texts: String...) {
    rows.append(texts.map { Cell($0) })
  }

  /// The rows as lines, each ending in a newline.
  func rendered() -> String {
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        let width = cell.text.count
        if column < widths.count {
          widths[column] = max(widths[column], width)
        } else {
          widths.append(width)
        }
      }
    }
    var output = ""
    for row in rows {
      // Trailing empty cells add no padding.
      let lastFilled = row.lastIndex { !$0.text.isEmpty } ?? -1
      guard lastFilled >= 0 else {
        output += "\n"
        continue
      }
      var line = indent
      for (column, cell) in row.enumerated() where column <= lastFilled {
        let padding = column == lastFilled ? 0 : widths[column] - cell.text.count + 2
        line += cell.style(cell.text) + String(repeating: " ", count: padding)
      }
      output += line + "\n"
    }
    return output
  }
}

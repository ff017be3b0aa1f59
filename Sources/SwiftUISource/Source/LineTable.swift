import SwiftSubset

/// Converts UTF-8 offsets of a file to lines and columns (UTF-8 and UTF-16) and back.
///
/// Built once per file in one pass over the bytes; each conversion finds the line from a table of the line at
/// the start of every 64-byte block (then steps over the few lines that start later in the block) and, on a
/// line with non-ASCII text, scans that line's bytes up to the column (on an ASCII line the UTF-16 column is the
/// UTF-8 column). A translation converts a dozen thousand offsets, two per source map entry.
package struct LineTable: Sendable {
  /// The file's uri.
  package let uri: String
  private let bytes: [UInt8]
  /// The UTF-8 offset at which each line starts; the first is 0.
  private let lineStarts: [Int]
  /// Whether each line is all ASCII (its UTF-8 and UTF-16 columns agree).
  private let lineIsASCII: [Bool]
  /// The index of the line holding the first byte of each 64-byte block (the last block holds the end).
  private let blockLines: [Int32]
  /// A block of `blockLines` is `1 << blockShift` bytes.
  private static let blockShift = 6

  /// Builds the table of a text.
  package init(uri: String, text: String) {
    self.uri = uri
    self.bytes = Array(text.utf8)
    var starts = [0]
    var ascii: [Bool] = []
    bytes.withUnsafeBytes { buffer in
      // The line's bytes or'ed together: the line is ASCII when no high bit is set. Eight bytes are read at a
      // time while they hold no line break (a word with no zero byte once xor'ed with eight line breaks).
      var seen: UInt64 = 0
      var offset = 0
      while offset < buffer.count {
        if offset + 8 <= buffer.count {
          let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          let breaks = word ^ 0x0A0A_0A0A_0A0A_0A0A
          if (breaks &- 0x0101_0101_0101_0101) & ~breaks & 0x8080_8080_8080_8080 == 0 {
            seen |= word
            offset += 8
            continue
          }
        }
        let byte = buffer[offset]
        seen |= UInt64(byte)
        offset += 1
        if byte == UInt8(ascii: "\n") {
          starts.append(offset)
          ascii.append(seen & 0x8080_8080_8080_8080 == 0)
          seen = 0
        }
      }
      ascii.append(seen & 0x8080_8080_8080_8080 == 0)
    }
    self.lineStarts = starts
    self.lineIsASCII = ascii
    var blocks: [Int32] = []
    blocks.reserveCapacity(bytes.count >> Self.blockShift + 1)
    var line = 0
    var blockStart = 0
    while blockStart <= bytes.count {
      while line + 1 < starts.count, starts[line + 1] <= blockStart { line += 1 }
      blocks.append(Int32(truncatingIfNeeded: line))
      blockStart += 1 << Self.blockShift
    }
    self.blockLines = blocks
  }

  /// The file's length in UTF-8 bytes.
  package var byteCount: Int { bytes.count }

  /// The position of a UTF-8 offset (clamped to the text).
  package func position(at offset: Int) -> SourcePosition {
    let clamped = Swift.min(Swift.max(0, offset), bytes.count)
    var low = Int(blockLines[clamped >> Self.blockShift])
    while low + 1 < lineStarts.count, lineStarts[low + 1] <= clamped { low += 1 }
    let lineStart = lineStarts[low]
    if lineIsASCII[low] {
      return SourcePosition(
        offset: clamped, line: low + 1, utf8Column: clamped - lineStart + 1, utf16Column: clamped - lineStart + 1)
    }
    var utf16 = 0
    var index = lineStart
    while index < clamped {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { utf16 += byte >= 0xF0 ? 2 : 1 }
      index += 1
    }
    return SourcePosition(offset: clamped, line: low + 1, utf8Column: clamped - lineStart + 1, utf16Column: utf16 + 1)
  }

  /// The span of a range of UTF-8 offsets.
  package func span(_ range: SourceRange) -> SourceSpan {
    SourceSpan(uri: uri, start: position(at: range.start), end: position(at: range.end))
  }

  /// The UTF-8 offset of a line and UTF-16 column (both from 1), clamped to the line; nil for a line that
  /// does not exist.
  package func offset(line: Int, utf16Column: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    let lineStart = lineStarts[line - 1]
    let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    var units = 0
    var index = lineStart
    while index < lineEnd, units < utf16Column - 1 {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
      index += 1
      while index < lineEnd, bytes[index] & 0xC0 == 0x80 { index += 1 }
    }
    return index
  }
}

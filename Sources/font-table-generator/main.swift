// Generates `Sources/TextMetrics/SystemFont/InterTables.generated.swift` and `Inter-LICENSE.txt` from Inter's
// OpenType files (Debian's `fonts-inter`), reading them with this package's own sfnt reader (`FontFace`).
// Run it through `Scripts/generate-font-tables`; see `--help`.
import Foundation
import TextMetrics

/// The repertoire of the bundled tables: the scripts a SwiftUI label is most often written in, plus the
/// punctuation and symbols they use. Code points Inter does not map are left out.
let repertoire: [ClosedRange<UInt32>] = [
  0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x52F, 0x1E00...0x1EFF, 0x2000...0x206F,
  0x20A0...0x20CF, 0x2100...0x214F, 0x2190...0x21FF, 0x2200...0x22FF,
]

struct Options {
  var fontsDirectory = "/usr/share/fonts/opentype/inter"
  var copyrightFile = "/usr/share/doc/fonts-inter/copyright"
  var outputDirectory = "Sources/TextMetrics/SystemFont"
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("font-table-generator: \(message)\n".utf8))
  exit(1)
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()
  func value(for flag: String) -> String {
    guard let value = arguments.popFirst() else { fail("\(flag) needs a value") }
    return value
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--fonts": options.fontsDirectory = value(for: argument)
    case "--copyright": options.copyrightFile = value(for: argument)
    case "--output": options.outputDirectory = value(for: argument)
    case "--help", "-h":
      print("usage: font-table-generator [--fonts DIR] [--copyright FILE] [--output DIR]")
      exit(0)
    default: fail("unknown argument \(argument)")
    }
  }
  return options
}

func loadFace(_ path: String) -> FontFace {
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
  do {
    return try FontFace(bytes: [UInt8](data))
  } catch {
    fail("\(path): \(error)")
  }
}

/// One weight's packed integers; see `BundledFaceTables` for the layout.
func packWeight(_ face: FontFace, glyphs: [UInt16]) -> (packed: [Int], pairs: Int, left: Int, right: Int) {
  var values = [glyphs.count]
  values += glyphs.map { face.advance(of: $0) }
  let marks = glyphs.indices.filter { face.isMark(glyphs[$0]) }
  values.append(marks.count)
  var previous = -1
  for mark in marks {
    values.append(mark - previous)
    previous = mark
  }
  let rows = glyphs.map { left in glyphs.map { right in face.kerning(left, right) } }
  let pairs = rows.reduce(0) { $0 + $1.filter { $0 != 0 }.count }
  var rowClass: [[Int]: Int] = [:]
  var leftClasses: [Int] = []
  var representativeRows: [[Int]] = []
  for row in rows {
    if let existing = rowClass[row] {
      leftClasses.append(existing)
    } else {
      rowClass[row] = representativeRows.count
      leftClasses.append(representativeRows.count)
      representativeRows.append(row)
    }
  }
  var columnClass: [[Int]: Int] = [:]
  var rightClasses: [Int] = []
  var representativeColumns: [Int] = []
  for column in glyphs.indices {
    let values = rows.map { $0[column] }
    if let existing = columnClass[values] {
      rightClasses.append(existing)
    } else {
      columnClass[values] = representativeColumns.count
      rightClasses.append(representativeColumns.count)
      representativeColumns.append(column)
    }
  }
  values += [representativeRows.count, representativeColumns.count]
  values += leftClasses
  values += rightClasses
  var cells: [(Int, Int)] = []
  for (leftClass, row) in representativeRows.enumerated() {
    for (rightClass, column) in representativeColumns.enumerated() where row[column] != 0 {
      cells.append((leftClass * representativeColumns.count + rightClass, row[column]))
    }
  }
  values.append(cells.count)
  previous = -1
  for (cell, value) in cells {
    values += [cell - previous, value]
    previous = cell
  }
  return (values, pairs, representativeRows.count, representativeColumns.count)
}

/// A Swift multi-line string literal holding `text`, wrapped at 100 characters.
func literal(_ text: String) -> String {
  var lines: [String] = []
  var rest = Substring(text)
  while !rest.isEmpty {
    lines.append("    " + rest.prefix(100))
    rest = rest.dropFirst(100)
  }
  return "\"\"\"\n" + lines.joined(separator: "\n") + "\n    \"\"\""
}

/// The OFL text from Debian's machine-readable copyright file: the `License: OFL-1.1` paragraph, unindented.
func licenseText(_ path: String, copyright: String) -> String {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
  var body: [String] = []
  var inLicense = false
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("License: OFL-1.1") && !line.contains(" and ") {
      inLicense = true
      continue
    }
    guard inLicense else { continue }
    guard line.hasPrefix(" ") else { break }
    let content = line.dropFirst()
    body.append(content == "." ? "" : String(content))
  }
  guard !body.isEmpty else { fail("no OFL-1.1 licence paragraph in \(path)") }
  // The upstream notice from the same file ("Copyright: 2016-2022 The Inter Project Authors <…>").
  let upstream = text.split(separator: "\n").first { $0.hasPrefix("Copyright: ") }.map {
    "Copyright " + $0.dropFirst("Copyright: ".count)
  }
  return """
    The tables in InterTables.generated.swift are derived from the Inter typeface (advance widths, kerning
    and mark classes only; no outlines). Inter is distributed under the SIL Open Font License, Version 1.1,
    reproduced below; the derived tables are distributed under the same licence.

    \(copyright)
    \(upstream ?? "")

    SIL OPEN FONT LICENSE Version 1.1

    \(body.joined(separator: "\n"))

    """
}

let options = parseOptions()
let weights = ["Regular", "SemiBold", "Bold"]
let faces = weights.map { loadFace("\(options.fontsDirectory)/Inter-\($0).otf") }
let regularFace = faces[0]
var codePoints: [UInt32] = []
var glyphs: [[UInt16]] = [[], [], []]
for range in repertoire {
  for codePoint in range {
    let mapped = faces.map { $0.glyph(forCodePoint: codePoint) }
    guard mapped.allSatisfy({ $0 != nil }) else { continue }
    codePoints.append(codePoint)
    for (index, glyph) in mapped.enumerated() { glyphs[index].append(glyph ?? 0) }
  }
}
var codePointValues = [codePoints.count]
var previous: UInt32 = 0
for codePoint in codePoints {
  codePointValues.append(Int(codePoint - previous))
  previous = codePoint
}
let packed = zip(faces, glyphs).map { packWeight($0, glyphs: $1) }
for (weight, result) in zip(weights, packed) {
  print(
    "Inter \(weight): \(codePoints.count) code points, \(result.pairs) kerning pairs in \(result.left)×\(result.right) classes"
  )
}
let version = regularFace.names.version ?? "unknown version"
let copyright =
  regularFace.names.copyright ?? "Copyright 2016 The Inter Project Authors (https://github.com/rsms/inter)"
let source = """
  // Generated by Scripts/generate-font-tables (Sources/font-table-generator) from Inter Regular, SemiBold and
  // Bold (\(version)) with this package's own sfnt reader. Do not edit by hand.
  //
  // \(copyright)
  // Licensed under the SIL Open Font License 1.1: see Inter-LICENSE.txt beside this file.

  extension BundledSystemFont {
    /// The font files the tables were generated from.
    static let generatedSource = "Inter \(version)"
    /// Inter's units per em.
    static let generatedUnitsPerEm = \(regularFace.metrics.unitsPerEm)
    /// The repertoire: count, then code point gaps.
    static let packedCodePoints = \(literal(PackedIntegers.encode(codePointValues)))
    /// Inter Regular.
    static let packedRegular = \(literal(PackedIntegers.encode(packed[0].packed)))
    /// Inter SemiBold.
    static let packedSemibold = \(literal(PackedIntegers.encode(packed[1].packed)))
    /// Inter Bold.
    static let packedBold = \(literal(PackedIntegers.encode(packed[2].packed)))
  }

  """
let outputURL = URL(fileURLWithPath: options.outputDirectory)
do {
  try source.write(
    to: outputURL.appendingPathComponent("InterTables.generated.swift"), atomically: true, encoding: .utf8)
  try licenseText(options.copyrightFile, copyright: copyright).write(
    to: outputURL.appendingPathComponent("Inter-LICENSE.txt"), atomically: true, encoding: .utf8)
} catch {
  fail("cannot write to \(options.outputDirectory): \(error)")
}
print("wrote \(options.outputDirectory)/InterTables.generated.swift and Inter-LICENSE.txt")

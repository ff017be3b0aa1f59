import Foundation

/// Whether a font family is installed where SVG viewers on this machine look for fonts (fontconfig's default
/// directories on Linux, the font folders on macOS). `render` draws text with Inter; where Inter is missing a
/// viewer substitutes another face, whose widths differ from the measured ones, so `render` warns.
///
/// `INSPECT_CLIENT_FONT_DIRECTORIES` (colon-separated) replaces the default directories.
enum InstalledFonts {
  /// The most files looked at, so a huge font tree cannot stall a render.
  static let maxFilesExamined = 20_000

  /// The directories searched, in order.
  static func directories(environment: [String: String]) -> [String] {
    if let override = environment["INSPECT_CLIENT_FONT_DIRECTORIES"] {
      return override.split(separator: ":").map(String.init)
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    let dataHome = environment["XDG_DATA_HOME"] ?? home + "/.local/share"
    let dataDirectories = (environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share").split(separator: ":")
    return [dataHome + "/fonts", home + "/.fonts"] + dataDirectories.map { $0 + "/fonts" } + [
      "/Library/Fonts", "/System/Library/Fonts", home + "/Library/Fonts",
    ]
  }

  /// True when a font file whose name starts with `family` followed by `-`, `.` or `[` (Inter-Regular.otf,
  /// Inter.ttc, Inter[opsz,wght].ttf) is in one of the directories or below.
  static func contains(family: String, environment: [String: String]) -> Bool {
    let fileManager = FileManager.default
    var examined = 0
    for directory in directories(environment: environment) {
      guard let files = fileManager.enumerator(atPath: directory) else { continue }
      while let path = files.nextObject() as? String, examined < maxFilesExamined {
        examined += 1
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasPrefix(family), let next = name.dropFirst(family.count).first else { continue }
        if next == "-" || next == "." || next == "[" { return true }
      }
    }
    return false
  }
}

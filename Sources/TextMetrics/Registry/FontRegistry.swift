/// The fonts a user has loaded, from bytes the daemon read (this module does no file I/O), bounded in size and
/// validated on the way in.
///
/// A value type: measurers hold a snapshot, so loading a font never changes a measurement already made with an
/// older registry (the layout engine caches and replays measurements). Load, then make a new
/// `SystemFontTextMeasurer` with the updated registry.
///
/// Finding a face for a `Font` (named behaviours):
/// * `.named(name)`: faces whose alias, PostScript name or full name equal `name` (ignoring case); failing that,
///   faces whose family equals `name`. Among them, the nearest weight (a variable face with a `wght` axis covers
///   its range), upright before italic. No match: nil, and the measurer uses the system font, as `Font.custom`
///   does on iOS when the font is missing.
/// * `.system`: faces loaded with the `.systemFont` role, nearest weight first; between static faces named
///   "Text" and "Display" (Apple's developer SF Pro), Text below 20 pt and Display from 20 pt, the switch-over
///   iOS used before its variable system font.
public struct FontRegistry: Sendable {
  /// What a loaded face stands for.
  public enum Role: String, Hashable, Sendable {
    /// Found by its names through `Font.custom` (`Font.Family.named`).
    case named
    /// The system font: used for `.system` fonts and text styles instead of the SF emulation, for example the
    /// user's own licensed SF Pro.
    case systemFont
  }

  /// Bounds on what a client can make the registry hold.
  public struct Limits: Hashable, Sendable {
    /// The largest file accepted, in bytes.
    public var maximumFileSize: Int
    /// The most faces held at once.
    public var maximumFaces: Int

    /// Creates limits; the defaults accept any real font (large CJK collections are about 80 MB) and 64 faces.
    public init(maximumFileSize: Int = FontFace.maximumFileSize, maximumFaces: Int = 64) {
      self.maximumFileSize = maximumFileSize
      self.maximumFaces = maximumFaces
    }
  }

  /// One loaded face and how it is used.
  public struct LoadedFace: Sendable {
    /// The face.
    public let face: FontFace
    /// Its role.
    public let role: Role
    /// An extra name the face answers to, given when loading.
    public let alias: String?
    /// For the `.systemFont` role: use the file's `hhea` metrics instead of iOS SF's 1950/494/0 per 2048
    /// (macOS's SFNS.ttf has 1980/432, which the iOS line height does not use).
    public let usesOwnVerticalMetrics: Bool

    /// "Inter-Bold (Inter Bold, weight 700)".
    public var summary: String {
      let names = face.names
      let title = names.postScriptName ?? names.fullName ?? names.family ?? "unnamed face \(face.faceIndex)"
      var details = [names.fullName, face.metrics.weightClass.map { "weight \($0)" }].compactMap { $0 }
      if !face.variationAxes.axes.isEmpty {
        details.append("axes " + face.variationAxes.axes.map(\.tag).joined(separator: " "))
      }
      if role == .systemFont { details.append("system font") }
      return details.isEmpty ? title : "\(title) (\(details.joined(separator: ", ")))"
    }
  }

  /// The limits.
  public let limits: Limits
  /// The loaded faces, oldest first.
  public private(set) var faces: [LoadedFace] = []

  /// An empty registry.
  public init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Reads a font file's faces (all of a collection's, or the one at `faceIndex`) and adds them. A face with
  /// the same PostScript name and role as one already loaded replaces it. On any error nothing changes.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - faceIndex: the face of a collection to load; nil loads every face.
  ///   - role: `.named` for `Font.custom`, `.systemFont` to stand in for SF.
  ///   - alias: an extra name to find the faces by.
  ///   - usesOwnVerticalMetrics: see `LoadedFace.usesOwnVerticalMetrics`.
  /// - Returns: the faces added.
  @discardableResult
  public mutating func load(
    _ bytes: [UInt8], faceIndex: Int? = nil, role: Role = .named, alias: String? = nil,
    usesOwnVerticalMetrics: Bool = false
  ) throws(FontLoadingError) -> [LoadedFace] {
    guard bytes.count <= limits.maximumFileSize else {
      throw FontLoadingError(
        table: "file", offset: 0,
        reason: "\(bytes.count) bytes is larger than the registry's \(limits.maximumFileSize)-byte limit")
    }
    let count = try FontFace.faceCount(in: bytes)
    let indices = faceIndex.map { [$0] } ?? Array(0..<count)
    guard indices.count <= limits.maximumFaces else {
      throw FontLoadingError(
        table: "ttcf header", offset: 8,
        reason: "the collection has \(indices.count) faces; the registry holds at most \(limits.maximumFaces)")
    }
    var added: [LoadedFace] = []
    for index in indices {
      let face = try FontFace(bytes: bytes, faceIndex: index)
      added.append(
        LoadedFace(face: face, role: role, alias: alias, usesOwnVerticalMetrics: usesOwnVerticalMetrics))
    }
    var kept = faces.filter { old in
      !added.contains { new in
        new.role == old.role && new.face.names.postScriptName != nil
          && new.face.names.postScriptName == old.face.names.postScriptName
      }
    }
    guard kept.count + added.count <= limits.maximumFaces else {
      throw FontLoadingError(
        table: "file", offset: 0,
        reason:
          "the registry holds at most \(limits.maximumFaces) faces; \(kept.count) are loaded and this file adds \(added.count)"
      )
    }
    kept.append(contentsOf: added)
    faces = kept
    return added
  }

  /// Forgets every loaded face.
  public mutating func removeAll() {
    faces.removeAll()
  }

  /// The face to measure `font` with, or nil for the SF emulation.
  public func face(for font: Font) -> LoadedFace? {
    switch font.family {
    case .named(let name):
      let exact = faces.filter { loaded in
        let names = loaded.face.names
        return [loaded.alias, names.postScriptName, names.fullName].contains {
          $0.map { FontRegistry.same($0, name) } ?? false
        }
      }
      if let match = exact.first {
        // `.bold()` on a font found by its PostScript name looks for the bold face of the same family.
        let family = faces.filter { $0.face.names.family != nil && $0.face.names.family == match.face.names.family }
        let requested = font.weight.numericValue
        let nominal = FontRegistry.weightDistance(match, requested)
        if font.weight != .regular, let better = FontRegistry.nearest(family, weight: requested, size: font.pointSize),
          FontRegistry.weightDistance(better, requested) < nominal
        {
          return better
        }
        return match
      }
      let family = faces.filter { loaded in loaded.face.names.family.map { FontRegistry.same($0, name) } ?? false }
      return FontRegistry.nearest(family, weight: font.weight.numericValue, size: font.pointSize)
    case .system:
      return FontRegistry.nearest(
        faces.filter { $0.role == .systemFont }, weight: font.weight.numericValue, size: font.pointSize)
    }
  }

  private static func same(_ a: String, _ b: String) -> Bool {
    a.lowercased() == b.lowercased()
  }

  /// How far a face is from a requested weight; 0 inside a variable face's `wght` range.
  private static func weightDistance(_ loaded: LoadedFace, _ weight: Int) -> Int {
    if let axis = loaded.face.variationAxes.axes.first(where: { $0.tag == "wght" }) {
      let value = Double(weight)
      if value >= axis.minimum && value <= axis.maximum { return 0 }
      return Int(min(abs(value - axis.minimum), abs(value - axis.maximum)).rounded(.up))
    }
    return abs((loaded.face.metrics.weightClass ?? 400) - weight)
  }

  /// The best face for a weight and size: nearest weight, then upright, then the Text/Display design for the
  /// size, then the earliest loaded.
  private static func nearest(_ candidates: [LoadedFace], weight: Int, size: Double) -> LoadedFace? {
    let wantsDisplay = size >= 20
    func designMismatch(_ loaded: LoadedFace) -> Int {
      let name = (loaded.face.names.fullName ?? "") + " " + (loaded.face.names.family ?? "")
      if name.contains("Display") { return wantsDisplay ? 0 : 1 }
      if name.contains("Text") { return wantsDisplay ? 1 : 0 }
      return 0
    }
    return candidates.enumerated().min { a, b in
      let keyA = (
        weightDistance(a.element, weight), a.element.face.metrics.isItalic ? 1 : 0, designMismatch(a.element), a.offset
      )
      let keyB = (
        weightDistance(b.element, weight), b.element.face.metrics.isItalic ? 1 : 0, designMismatch(b.element), b.offset
      )
      return keyA < keyB
    }?.element
  }
}

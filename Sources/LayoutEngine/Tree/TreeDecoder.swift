import JSONCore
import SwiftSubset
import TreeVocabulary

/// Reads a tree document from JSON, collecting every error with its path instead of stopping at the first.
///
/// Recursion follows the document's nesting and is bounded by `TreeLimits.maxDepth` (layer depth: each view
/// and each modifier counts one); past the limit the decoder reports an error and does not descend.
struct TreeDecoder {
  let limits: TreeLimits
  private(set) var errors: [TreeError] = []
  private(set) var nodeCount = 0
  /// Declared node ids and where they were declared.
  private(set) var declaredIDs = NodePaths()
  /// The declared preference keys' names, for checking modifiers that name a key.
  var preferenceKeyNames: Set<String> = []
  /// The declared custom alignment guides.
  var customGuides: [String: AlignmentGuideDeclaration] = [:]
  /// The declared custom layouts, for checking the views that use them.
  var customLayouts: [String: CustomLayoutDeclaration] = [:]
  /// Set when the node limit or the error limit is reached: decoding stops descending.
  var gaveUp = false
  /// The Swift texts checked so far: a text met again (a name or an action used in every instance of a view) is not
  /// parsed again, nor one the translator checked before writing it (given to `ViewTree`).
  var codeTexts = CheckedCodeTexts()

  /// Each view's JSON members (its own and `Vocabulary.commonViewMembers`) by view name, built once from the
  /// vocabulary: a node's view name is looked up here.
  static let viewMemberNames: [String: MemberNames] = Dictionary(
    Vocabulary.views.map { ($0.name, MemberNames($0.memberNames.union(Vocabulary.commonViewMembers))) },
    uniquingKeysWith: { first, _ in first })

  /// Each modifier's JSON members, built once from the vocabulary.
  static let modifierMemberNames: [String: MemberNames] = Dictionary(
    Vocabulary.modifiers.map { ($0.name, MemberNames($0.memberNames)) }, uniquingKeysWith: { first, _ in first })

  /// A modifier entry's members.
  static func memberNames(of entry: ModifierEntry) -> MemberNames {
    modifierMemberNames[entry.name] ?? MemberNames(entry.memberNames)
  }

  /// The members of a condition item (`Vocabulary.conditionMembers`).
  static let conditionMemberNames = MemberNames(Vocabulary.conditionMembers)

  init(limits: TreeLimits) {
    self.limits = limits
  }

  /// A decoder that reads part of `tree` again, or a part added to it: the tree's ids (but those of the `removed`
  /// views, which the edit takes out) are registered and its other nodes counted, so what it reads is checked as a
  /// decode of the whole edited document would check it.
  init(continuing tree: ViewTree, without removed: ViewTree.RemovedViews) {
    self.limits = tree.limits
    var ids = tree.nodePaths
    for id in removed.ids { ids[id] = nil }
    declaredIDs = ids
    nodeCount = tree.nodeCount - removed.counted
    preferenceKeyNames = Set(tree.preferenceKeys.map(\.name))
    customGuides = tree.alignmentGuides
    customLayouts = tree.layouts
  }

  /// The decoded parts of a document.
  struct Document {
    var root: ViewNode
    var environment: EnvironmentOverrides
    var proposal: ProposedViewSize?
    var state: [StateDeclaration]
    var preferenceKeys: [PreferenceKeyDeclaration]
    var types: [TypeDeclaration]
    var alignmentGuides: [String: AlignmentGuideDeclaration]
    var layoutValueKeys: [String: LayoutValueKeyDeclaration]
    var layouts: [String: CustomLayoutDeclaration]
  }

  mutating func fail(_ error: TreeError) {
    guard errors.count < limits.maxErrors else {
      gaveUp = true
      return
    }
    errors.append(error)
    if errors.count >= limits.maxErrors { gaveUp = true }
  }

  mutating func fail(_ kind: TreeError.Kind, at path: JSONPath, _ message: String) {
    fail(TreeError(kind, at: path, message))
  }

  // MARK: - Document

  mutating func document(_ json: JSONValue) -> Document? {
    guard let object = json.objectValue else {
      fail(.invalidDocument, at: .root, "a tree document is a JSON object with a \"root\" view, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: TreeFormat.documentMembers, at: .root, of: "the tree document")
    let environment = object["environment"].map { environmentOverrides($0, at: JSONPath.root.key("environment")) }
    let proposal = object["proposal"].flatMap { proposedSize($0, at: JSONPath.root.key("proposal")) }
    let state = object["state"].map { stateDeclarations($0, at: JSONPath.root.key("state")) } ?? []
    let keys = object["preferenceKeys"].map { preferenceKeys($0, at: JSONPath.root.key("preferenceKeys")) } ?? []
    preferenceKeyNames = Set(keys.map(\.name))
    let types = object["types"].map { typeDeclarations($0, at: JSONPath.root.key("types")) } ?? []
    if let guides = object["alignmentGuides"] {
      customGuides = alignmentGuideDeclarations(guides, at: JSONPath.root.key("alignmentGuides"))
    }
    let valueKeys =
      object["layoutValueKeys"].map { layoutValueKeys($0, at: JSONPath.root.key("layoutValueKeys")) } ?? [:]
    if let layouts = object["layouts"] {
      customLayouts = self.customLayouts(layouts, at: JSONPath.root.key("layouts"))
    }
    guard let rootJSON = object["root"] else {
      fail(.missingArgument, at: .root, "the tree document has no \"root\" view")
      return nil
    }
    var counts = SiblingCounter()
    guard
      let root = viewItem(
        rootJSON, at: JSONPath.root.key("root"), depth: 0, parentID: nil, prefix: "", siblingCounts: &counts)
    else { return nil }
    return Document(
      root: root, environment: environment ?? EnvironmentOverrides(), proposal: proposal, state: state,
      preferenceKeys: keys, types: types, alignmentGuides: customGuides, layoutValueKeys: valueKeys,
      layouts: customLayouts)
  }

  /// Checks that `object` has no members besides `allowed`, naming the nearest allowed one for a typo.
  mutating func checkMembers(_ object: JSONObject, allowed: Set<String>, at path: JSONPath, of owner: String) {
    checkMembers(object, allowedBy: allowed, at: path, of: owner)
  }

  /// Checks that `object` has no members besides `allowed`, as above, without hashing its names.
  mutating func checkMembers(_ object: JSONObject, allowed: MemberNames, at path: JSONPath, of owner: String) {
    checkMembers(object, allowedBy: allowed, at: path, of: owner)
  }

  private mutating func checkMembers(
    _ object: JSONObject, allowedBy allowed: some AllowedMembers, at path: JSONPath, of owner: String
  ) {
    for (key, _) in object where !allowed.contains(key) {
      fail(
        .unknownArgument, at: path.key(key),
        "\(owner) has no argument \"\(key)\"" + Suggestion.clause(for: key, in: allowed.sortedNames))
    }
  }

  /// Reads the environment's `safeAreaInsets`: `"phone"` (`EdgeInsets.phoneSafeArea`) or
  /// `{"top", "leading", "bottom", "trailing"}` of non-negative finite numbers.
  private mutating func safeAreaInsets(_ json: JSONValue, at path: JSONPath) -> EdgeInsets? {
    if json.stringValue == "phone" { return .phoneSafeArea }
    guard let object = json.objectValue else {
      fail(
        .wrongType, at: path,
        "expected \"phone\" or {\"top\", \"leading\", \"bottom\", \"trailing\"}, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: ["top", "leading", "bottom", "trailing"], at: path, of: "safeAreaInsets")
    var lengths: [Double] = []
    for key in ["top", "leading", "bottom", "trailing"] {
      guard let member = object[key] else {
        lengths.append(0)
        continue
      }
      guard let length = member.doubleValue, length.isFinite, length >= 0, length <= 10_000 else {
        fail(.invalidNumber, at: path.key(key), "a safe-area inset is a number from 0 to 10000")
        return nil
      }
      lengths.append(length)
    }
    return EdgeInsets(top: lengths[0], leading: lengths[1], bottom: lengths[2], trailing: lengths[3])
  }

  mutating func environmentOverrides(_ json: JSONValue, at path: JSONPath) -> EnvironmentOverrides {
    var overrides = EnvironmentOverrides()
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an object, found \(json.typeName)")
      return overrides
    }
    checkMembers(object, allowed: TreeFormat.environmentMembers, at: path, of: "environment")
    if let value = object["displayScale"] {
      let memberPath = path.key("displayScale")
      if let scale = value.doubleValue {
        if scale == 1 || scale == 2 || scale == 3 {
          overrides.displayScale = scale
        } else {
          fail(.invalidNumber, at: memberPath, "displayScale must be 1, 2 or 3, found \(LayoutNumber.format(scale))")
        }
      } else {
        fail(.wrongType, at: memberPath, "expected a number, found \(value.typeName)")
      }
    }
    if let value = object["semantics"] {
      let memberPath = path.key("semantics")
      if let name = value.stringValue, let semantics = Semantics(name: name) {
        overrides.semantics = semantics
      } else {
        fail(.invalidValue, at: memberPath, "semantics must be \"v2\"…\"v7\" or \"iOS14\"…\"iOS18\", \"iOS26\"")
      }
    }
    if let value = object["platform"] {
      if value.stringValue == "iOS" {
        overrides.platform = .iOS
      } else {
        fail(.invalidValue, at: path.key("platform"), "only the \"iOS\" platform is modelled")
      }
    }
    if let value = object["font"], let font = font(value, at: path.key("font")) {
      overrides.font = font
    }
    if let value = object["lineLimit"] {
      if let limit = lineLimit(value, at: path.key("lineLimit")) { overrides.lineLimit = .some(limit) }
    }
    if let value = object["layoutDirection"] {
      let memberPath = path.key("layoutDirection")
      if let name = value.stringValue, let direction = LayoutDirection(rawValue: name.droppingLeadingDot()) {
        overrides.layoutDirection = direction
      } else {
        fail(.invalidValue, at: memberPath, "layoutDirection must be \"leftToRight\" or \"rightToLeft\"")
      }
    }
    if let value = object["safeAreaInsets"] {
      overrides.safeAreaInsets = safeAreaInsets(value, at: path.key("safeAreaInsets"))
    }
    if let value = object["behaviors"] {
      let memberPath = path.key("behaviors")
      if let behaviors = value.objectValue {
        var scratch = LayoutBehaviors()
        for (name, member) in behaviors {
          do {
            try scratch.apply(name: name, value: member, path: memberPath.key(name))
            overrides.behaviors.append(.init(name: name, value: member, path: memberPath.key(name)))
          } catch {
            fail(error)
          }
        }
      } else {
        fail(.wrongType, at: memberPath, "expected an object, found \(value.typeName)")
      }
    }
    return overrides
  }

  mutating func proposedSize(_ json: JSONValue, at path: JSONPath) -> ProposedViewSize? {
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected {\"width\": …, \"height\": …}, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: ["width", "height"], at: path, of: "a proposal")
    func dimension(_ key: String, _ decoder: inout TreeDecoder) -> Double? {
      guard let value = object[key] else { return nil }
      let memberPath = path.key(key)
      switch decoder.numericArgument(value, at: memberPath) {
      case .literal(let number)?:
        guard number >= 0, !number.isNaN else {
          decoder.fail(.invalidNumber, at: memberPath, "a proposed \(key) must be nil, zero, positive or .infinity")
          return nil
        }
        return number
      case .expression?:
        decoder.fail(.invalidExpression, at: memberPath, "a proposal must be a number, null or \".infinity\"")
        return nil
      case .unspecified?, nil:
        return nil
      }
    }
    return ProposedViewSize(width: dimension("width", &self), height: dimension("height", &self))
  }

  /// Reads an object of named declarations (`state`, `preferenceKeys`, `types`, `alignmentGuides`, `layouts`,
  /// `layoutValueKeys`), in the object's order: `expected` says what the object holds when it is not one; a name
  /// for which `nameProblem` gives a message fails with it; `read` reads every other member at its path, nil when
  /// it failed.
  mutating func namedDeclarations<Declaration>(
    _ json: JSONValue, at path: JSONPath, expected: String, nameProblem: (String) -> String?,
    read: (inout TreeDecoder, String, JSONValue, JSONPath) -> Declaration?
  ) -> [Declaration] {
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected \(expected), found \(json.typeName)")
      return []
    }
    var result: [Declaration] = []
    for (name, value) in object {
      let memberPath = path.key(name)
      if let problem = nameProblem(name) {
        fail(.invalidValue, at: memberPath, problem)
        continue
      }
      if let declaration = read(&self, name, value, memberPath) { result.append(declaration) }
    }
    return result
  }

  mutating func stateDeclarations(_ json: JSONValue, at path: JSONPath) -> [StateDeclaration] {
    namedDeclarations(
      json, at: path, expected: "an object of state names and values",
      nameProblem: { Self.isIdentifier($0) ? nil : "\"\($0)\" is not a Swift identifier" },
      read: { decoder, name, value, statePath in
        // The long form names the type: `{"type": "CGFloat?", "value": null}`.
        if let declaration = value.objectValue, let typeJSON = declaration["type"] {
          decoder.checkMembers(declaration, allowed: TreeFormat.stateMembers, at: statePath, of: "a state declaration")
          guard let type = typeJSON.stringValue, !type.isEmpty else {
            decoder.fail(
              .wrongType, at: statePath.key("type"), "expected a Swift type name string such as \"CGFloat?\"")
            return nil
          }
          return StateDeclaration(name: name, type: type, value: declaration["value"] ?? .null, path: statePath)
        }
        let declaration = StateDeclaration(name: name, value: value, path: statePath)
        if declaration.typeName == nil {
          decoder.fail(
            .invalidValue, at: statePath,
            "the type of \"\(name)\" cannot be inferred from \(value.typeName); write {\"type\": …, \"value\": …}")
          return nil
        }
        return declaration
      })
  }

  mutating func preferenceKeys(_ json: JSONValue, at path: JSONPath) -> [PreferenceKeyDeclaration] {
    namedDeclarations(
      json, at: path, expected: "an object of preference key declarations",
      nameProblem: { Self.isIdentifier($0) ? nil : "\"\($0)\" is not a Swift type name" },
      read: { decoder, name, value, keyPath in
        guard let declaration = value.objectValue else {
          decoder.fail(
            .wrongType, at: keyPath, "expected {\"type\", \"defaultValue\", \"reduce\"}, found \(value.typeName)")
          return nil
        }
        decoder.checkMembers(declaration, allowed: TreeFormat.preferenceKeyMembers, at: keyPath, of: "a preference key")
        var type: String?
        if let typeValue = declaration["type"] {
          type = typeValue.stringValue
          if type == nil { decoder.fail(.wrongType, at: keyPath.key("type"), "expected a Swift type name string") }
        }
        var reduce: String?
        if let reduceValue = declaration["reduce"] {
          reduce = reduceValue.stringValue
          if reduce == nil { decoder.fail(.wrongType, at: keyPath.key("reduce"), "expected a Swift statement string") }
        }
        return PreferenceKeyDeclaration(
          name: name, type: type, defaultValue: declaration["defaultValue"], reduce: reduce, path: keyPath)
      })
  }

  mutating func typeDeclarations(_ json: JSONValue, at path: JSONPath) -> [TypeDeclaration] {
    namedDeclarations(
      json, at: path, expected: "an object of type declarations",
      nameProblem: { Self.isIdentifier($0) ? nil : "\"\($0)\" is not a Swift type name" },
      read: { _, name, value, typePath in
        TypeDeclaration(name: name, declaration: value, path: typePath)
      })
  }

  mutating func alignmentGuideDeclarations(_ json: JSONValue, at path: JSONPath) -> [String: AlignmentGuideDeclaration]
  {
    let guides = namedDeclarations(
      json, at: path, expected: "an object of alignment guide declarations",
      nameProblem: {
        (Self.isIdentifier($0) && !BuiltinGuides.all.contains($0)) ? nil : "\"\($0)\" is not a valid custom guide name"
      },
      read: { decoder, name, value, guidePath -> AlignmentGuideDeclaration? in
        guard let declaration = value.objectValue else {
          decoder.fail(.wrongType, at: guidePath, "expected {\"axis\", \"defaultValue\"}, found \(value.typeName)")
          return nil
        }
        decoder.checkMembers(
          declaration, allowed: TreeFormat.alignmentGuideMembers, at: guidePath, of: "an alignment guide")
        guard let axisName = declaration["axis"]?.stringValue, let axis = Axis(rawValue: axisName) else {
          decoder.fail(.invalidValue, at: guidePath.key("axis"), "axis must be \"horizontal\" or \"vertical\"")
          return nil
        }
        var parameter = "context"
        if let json = declaration["parameter"] {
          guard let text = json.stringValue, Self.isIdentifier(text) || text == "_" else {
            decoder.fail(
              .invalidValue, at: guidePath.key("parameter"),
              "parameter is the name defaultValue(in:) gives the view's dimensions, such as \"context\" or \"d\"")
            return nil
          }
          parameter = text
        }
        var fraction = 0.0
        var body: ScriptBlock?
        if let defaultValue = declaration["defaultValue"] {
          let valuePath = guidePath.key("defaultValue")
          let named: [String: Double] =
            axis == .horizontal
            ? ["leading": 0, "center": 0.5, "trailing": 1] : ["top": 0, "center": 0.5, "bottom": 1]
          if let text = defaultValue.stringValue, let value = named[text.droppingLeadingDot()] {
            fraction = value
          } else if let text = defaultValue.stringValue {
            guard let parsed = decoder.guideBody(text, of: name, at: valuePath) else { return nil }
            body = parsed
          } else {
            decoder.fail(
              .wrongType, at: valuePath,
              "defaultValue is one of \(named.keys.sorted().joined(separator: ", ")) or the body of "
                + "defaultValue(in:), found \(defaultValue.typeName)")
            return nil
          }
        }
        return AlignmentGuideDeclaration(
          name: name, axis: axis, defaultFraction: fraction, defaultBody: body, parameter: parameter, path: guidePath)
      })
    return Dictionary(guides.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
  }

  /// Parses the body of a guide's `defaultValue(in:)` (a body that is one expression is its implicit return, as in
  /// Swift: `AlignmentGuideDefaults` runs it so).
  private mutating func guideBody(_ text: String, of guide: String, at path: JSONPath) -> ScriptBlock? {
    do {
      return try ScriptBlock(text, origin: SourceOrigin(name: path.description))
    } catch {
      fail(.invalidExpression, at: path, "\(guide).defaultValue(in:): \(error.summary)")
      return nil
    }
  }

  // MARK: - Ids

  /// Makes room for `count` declared ids (a document whose writer counted its views), so that the table is not
  /// rehashed as it grows.
  mutating func reserveIDs(_ count: Int) {
    declaredIDs.reserveCapacity(count)
  }

  /// Registers a declared id, reporting a duplicate.
  mutating func register(id: String, at path: JSONPath) {
    // One lookup for a new id (nearly every one); a duplicate puts the first declaration back.
    if let previous = declaredIDs.updateValue(path, forKey: id) {
      declaredIDs[id] = previous
      fail(.duplicateID, at: path, "duplicate id \"\(id)\" (first declared at \(previous))")
    }
  }

  /// Counts a declared node, reporting the limit once.
  mutating func countNode(at path: JSONPath) -> Bool {
    nodeCount += 1
    guard nodeCount <= limits.maxNodes else {
      if !gaveUp {
        fail(.nodeLimit, at: path, "the tree has more than \(limits.maxNodes) views (the limit maxDeclaredNodes)")
      }
      gaveUp = true
      return false
    }
    return true
  }

  static func isIdentifier(_ name: String) -> Bool {
    // ASCII names (nearly all) are checked byte by byte, without Unicode's property tables.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let first = name.utf8.first, name.utf8.count <= 256, !isASCIIDigit(first) else { return false }
      return name.utf8.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "_") }
    }
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return name.count <= 256
      && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }

  private static func isASCIIDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}

/// The names of SwiftUI's built-in guides, which custom guides may not reuse.
enum BuiltinGuides {
  static let all: Set<String> = [
    "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
  ]
}

extension String {
  /// The string without one leading `.` (`.leading` → `leading`).
  func droppingLeadingDot() -> String {
    hasPrefix(".") ? String(dropFirst()) : self
  }
}

/// The declarations one translation collects for its document, in the order they are declared: the state variables
/// (custom views' `@State`, hoisted), preference keys, struct and enum types, custom alignment guides,
/// `LayoutValueKey`s and custom layouts, each under the name the tree uses, with what the translator looks up to
/// declare each once.
///
/// Contract: a name is declared at most once in its list (the document writes each list as an object by name); a
/// state variable's name is unique among state variables and chosen by `declareState`, never removed. What a
/// declaration says (its JSON, its diagnostics) is the translator's: this type holds the lists and the names.
/// A class, so that a call through the translator reads it in place rather than copying its lists; one translation
/// owns it and runs on one thread, so its state is `@exclusivity(unchecked)` as the translator's is.
/// Bounded: a type, key, layout or guide of the files is declared at most once, and a state variable once per
/// state property of each expansion, whose number `SourceLimits.maxTreeNodes` bounds.
final class DocumentDeclarations {
  /// The document's `@State` variables in order: name and declaration.
  @exclusivity(unchecked) private(set) var state: [(name: String, value: OutputValue)] = []
  @exclusivity(unchecked) private var stateNames: Set<String> = []
  /// Per preferred name, the least counter whose `name_counter` may not be a state variable yet (all below are).
  @exclusivity(unchecked) private var stateSuffixFloor: [String: Int] = [:]
  /// The document's preference keys: name and declaration; `keyNames` maps a key type's canonical spelling to
  /// its name.
  @exclusivity(unchecked) var preferenceKeys: [(name: String, value: OutputValue)] = []
  @exclusivity(unchecked) var keyNames: [String: String] = [:]
  /// The document's struct and enum types.
  @exclusivity(unchecked) var types: [(name: String, value: OutputValue)] = []
  /// The type each name under `types` declares, so that two types of one simple name (`A.Tab`, `B.Tab`) are not
  /// taken for each other: the second is not declared.
  @exclusivity(unchecked) var declaredTypes: [String: ObjectIdentifier] = [:]
  /// The enums refused (and reported) once, so that each use does not report them again.
  @exclusivity(unchecked) var refusedTypeNames: Set<String> = []
  /// The case names of each enum declared under `types`.
  @exclusivity(unchecked) var enumCaseNames: [String: Set<String>] = [:]
  /// The `var` properties each class declared under `types` is declared with, in order: what a call of one of its
  /// initializers is written as (`Translator.objectInitializer`).
  @exclusivity(unchecked) var classFields: [String: [String]] = [:]
  /// The document's custom layouts; `layoutNames` maps a layout type's qualified name to its name.
  @exclusivity(unchecked) var layouts: [(name: String, value: OutputValue)] = []
  @exclusivity(unchecked) var layoutNames: [String: String] = [:]
  /// The document's `LayoutValueKey`s.
  @exclusivity(unchecked) var layoutValueKeys: [(name: String, value: OutputValue)] = []
  /// The document's custom alignment guides (`AlignmentID` types), by the name code uses; `guideLookups` remembers
  /// each name looked up, declared or not.
  @exclusivity(unchecked) var alignmentGuides: [(name: String, value: OutputValue)] = []
  @exclusivity(unchecked) var guideLookups: Set<String> = []

  /// The document's members these lists are written under, in the order the document writes them.
  var documentMembers: [(member: String, entries: [(name: String, value: OutputValue)])] {
    [
      ("state", state), ("preferenceKeys", preferenceKeys), ("types", types), ("alignmentGuides", alignmentGuides),
      ("layoutValueKeys", layoutValueKeys), ("layouts", layouts),
    ]
  }

  /// Whether `name` under `types` declares `definition` (and not another type of that simple name).
  func declares(_ name: String, _ definition: TypeDefinition) -> Bool {
    declaredTypes[name] == ObjectIdentifier(definition)
  }

  /// `name`, with `_` appended until no entry of `entries` has it.
  static func unused(_ name: String, among entries: [(name: String, value: OutputValue)]) -> String {
    var name = name
    while entries.contains(where: { $0.name == name }) { name += "_" }
    return name
  }

  // MARK: - State names

  /// A name for a new runtime binding: `preferred`, or `preferred_2`, … when that is visible at `runtime` or
  /// is a state variable's name.
  func freshName(_ preferred: String, runtime: RuntimeNames) -> String {
    freshCandidate(preferred, runtime: runtime).name
  }

  /// `freshName`'s name, with the counter of its suffix (nil for `preferred` itself) and the floor the search began
  /// at.
  private func freshCandidate(_ preferred: String, runtime: RuntimeNames) -> (name: String, counter: Int?, floor: Int) {
    guard runtime.contains(preferred) || stateNames.contains(preferred) else { return (preferred, nil, 0) }
    // Every counter below the floor names a state variable already, so the search starts there: a view that
    // uses itself thousands of times hoists `x_2`, `x_3`, … in linear time, not quadratic.
    let floor = stateSuffixFloor[preferred] ?? 2
    var counter = floor
    var candidate = "\(preferred)_\(counter)"
    while runtime.contains(candidate) || stateNames.contains(candidate) {
      counter += 1
      candidate = "\(preferred)_\(counter)"
    }
    return (candidate, counter, floor)
  }

  /// Declares a hoisted `@State` variable under a name unique among state variables and not visible at `runtime`,
  /// and returns the name.
  func declareState(_ preferred: String, runtime: RuntimeNames, value: OutputValue) -> String {
    let (name, counter, floor) = freshCandidate(preferred, runtime: runtime)
    stateNames.insert(name)
    state.append((name, value))
    guard let counter else { return name }
    // State names are never removed, so a floor stays true as names are added. A name taken at the floor moves it
    // by one; one taken above it (a name between visible at `runtime`, or a state variable named so by another way)
    // moves it past the state variables from there.
    var next = floor + 1
    if counter != floor {
      next = floor
      while stateNames.contains("\(preferred)_\(next)") { next += 1 }
    }
    stateSuffixFloor[preferred] = next
    return name
  }
}

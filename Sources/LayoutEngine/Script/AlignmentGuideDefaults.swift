import SwiftSubset

/// The default values of alignment guides, SwiftUI's `AlignmentID.defaultValue(in:)`: built-in guides and custom
/// guides declared with a built-in default by arithmetic on the view's size, a custom guide declared with a body by
/// running the body in the Swift subset with the view's `ViewDimensions` bound to its parameter.
///
/// - SwiftUI asks a guide's default whenever a view has no explicit value for it (no `alignmentGuide` on it and no
///   child that reports one): a stack aligning its children, a frame placing its child, `d[.guide]` in a closure.
///   Reference: Apple's documentation of `AlignmentID` ("Aligning views across stacks"); `swiftui-semantics.md`
///   §3.3. Confidence: high (documented).
/// - A body may read other guides (`d[.leading]`, `d[explicit: .other]`, `d[.other]`); at most `maxNesting`
///   bodies run inside each other, so a guide whose default reads itself is a diagnostic, not a recursion.
/// - Bounded: each body has `limits`, and every body run from one host shares one `StepBudget` (the update's in
///   the update loop), so nested reads in loops cannot multiply.
/// - A body that fails (a runtime error, the step limit, a result that is not a finite number) gives the
///   declaration's `defaultFraction` of the length (0 for a body), and the failure says why.
struct AlignmentGuideDefaults {
  /// The custom guides the tree declares.
  let guides: [String: AlignmentGuideDeclaration]
  /// The steps and bytes every body run from here shares.
  let budget: StepBudget

  /// How many guide bodies may run inside each other.
  static let maxNesting = 8

  /// One body's bounds: a guide's default is a little arithmetic.
  static let limits = EvaluationLimits(maxSteps: 10_000, maxCallDepth: 16, maxStackBytes: 128 * 1024)

  /// A guide's default: the value, the declaration whose body computed it, and why the body failed.
  struct Outcome {
    /// The guide's value.
    var value: Double
    /// The custom guide whose body ran; nil for a default computed by arithmetic.
    var guide: AlignmentGuideDeclaration?
    /// Why the body failed (the value is then the fallback).
    var failure: String?
  }

  /// The declaration of a custom guide whose default is a body; nil for every other guide.
  func bodyDeclaration(of key: AlignmentKey) -> AlignmentGuideDeclaration? {
    let name: String
    switch key {
    case .horizontal(.custom(let guide, _)), .vertical(.custom(let guide, _)): name = guide
    default: return nil
    }
    guard let declaration = guides[name], declaration.axis == key.axis, declaration.defaultBody != nil else {
      return nil
    }
    return declaration
  }

  /// The default value of `key` in a view of `dimensions`; `nesting` counts the bodies running around this one.
  func value(_ key: AlignmentKey, in dimensions: ViewDimensions, nesting: Int = 0) -> Outcome {
    let fallback = key.defaultValue(in: dimensions.size)
    guard let declaration = bodyDeclaration(of: key), let body = declaration.defaultBody else {
      return Outcome(value: fallback)
    }
    func failed(_ reason: String) -> Outcome {
      Outcome(value: fallback, guide: declaration, failure: "\(declaration.name).defaultValue(in:): \(reason)")
    }
    guard nesting < Self.maxNesting else {
      return failed("more than \(Self.maxNesting) guide defaults read each other (does a guide's default read itself?)")
    }
    guard budget.remaining > 0 else { return failed(budget.exhausted(node: nil).message) }
    let host = HostVariables()
    if declaration.parameter != "_" {
      let object = ViewDimensionsObject(dimensions, defaults: self, nesting: nesting + 1)
      host.define(
        declaration.parameter, .hostObject(HostObjectReference(object)), type: .hostObject("ViewDimensions"),
        isWritable: false)
    }
    for (typeName, axis) in [("HorizontalAlignment", Axis.horizontal), ("VerticalAlignment", .vertical)] {
      host.define(
        typeName, .hostObject(HostObjectReference(AlignmentTypeObject(axis: axis))), type: .hostObject(typeName),
        isWritable: false)
    }
    var evaluation = EvaluationContext(
      host: host, limits: budget.limits(within: Self.limits), recordsReads: false, allowsHostWrites: false)
    do {
      let result = try body.runAsFunctionBody(in: &evaluation)
      budget.spend(evaluation)
      guard let number = result?.doubleValue, number.isFinite else {
        let found = result.map { "\($0.type)" } ?? "nothing"
        return failed("must return a finite CGFloat, returned \(found)")
      }
      return Outcome(value: number, guide: declaration)
    } catch {
      budget.spend(evaluation)
      return failed(error.summary)
    }
  }
}

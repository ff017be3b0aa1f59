import TextMetrics

/// A modifier with its arguments evaluated.
struct ResolvedModifier {
  var kind: ResolvedModifierKind
  /// The modifier as declared.
  var declared: Modifier
  /// The id of the `Group`/`ForEach` that declared it, when it was applied to each of its children.
  var inheritedFrom: String?
  /// Inputs read while resolving it (state read by its expressions, unevaluated expressions).
  var reads: [InputRead] = []
  /// The scope its expressions see (for `alignmentGuide` values evaluated at layout time).
  var scope: EvaluationScope
}

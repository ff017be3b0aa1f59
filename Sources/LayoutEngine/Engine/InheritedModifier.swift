import JSONCore

/// A modifier declared on a `Group`/`ForEach` and applied to each of its children.
struct InheritedModifier {
  var modifier: Modifier
  var ownerID: String
  var ownerDeclaredID: String
  var scope: EvaluationScope
}

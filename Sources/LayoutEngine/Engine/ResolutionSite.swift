/// Where a node being resolved sits.
struct ResolutionSite {
  var parent: Int?
  var hostLayer: Int?
  var ids: IDContext?
  var scope: EvaluationScope
  var environment: TextEnvironment
  var stackAxis: Axis?
  var inherited: [InheritedModifier]
}

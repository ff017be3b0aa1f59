/// The commands `workspace/executeCommand` runs, as code lenses and editor plugins name them.
enum EditorCommandName: String, CaseIterable, Sendable {
  /// The causal chain behind a view's width (or another dimension): `layout/explain` at a source position.
  case why = "inspector.why"
  /// Draws a root's layout as SVG into a file and answers its path.
  case render = "inspector.render"
  /// A root's update loop, pass by pass.
  case passes = "inspector.passes"
  /// The document's roots: what each lays out and whether it converged.
  case roots = "inspector.roots"
}

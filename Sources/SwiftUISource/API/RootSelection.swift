/// Which view of the files a translation lays out.
package enum RootSelection: Hashable, Sendable {
  /// The first preview (`#Preview` or a `PreviewProvider`'s `previews`, in file order); without one, the only
  /// view with no required arguments; with several such views, none (a `root` error lists them).
  case automatic
  /// A preview's name, a view's name (`SignInForm`), or a root expression (`SignInRow(label: "Name")`,
  /// `VStack { A(); B() }`), tried in that order.
  case named(String)
  /// A preview by its name only (`#Preview("Dark")`, or a `PreviewProvider`'s type name).
  case preview(String)
}

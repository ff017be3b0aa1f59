/// Font files committed in the repository (`Tests/Fonts`), so that tests which load a real font need nothing
/// from the system.
package enum TestFonts {
  /// `Tests/Fonts/Inter-Regular.otf`: Inter 4.0 beta 7 as Debian packages it (licence beside it).
  package static let interRegularPath = repositoryRoot + "/Tests/Fonts/Inter-Regular.otf"

  /// The checkout this file was compiled from (`Sources/InspectorTestSupport/TestFonts.swift`, two levels up).
  static var repositoryRoot: String {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
  }
}

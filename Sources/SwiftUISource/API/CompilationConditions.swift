/// What `#if` conditions are evaluated against: custom flags, the platform, and what `canImport` and
/// `targetEnvironment` see.
///
/// The defaults describe a debug build for iOS, as the inspector lays out iOS: `DEBUG` is set, `os(iOS)` is
/// true and every other `os(…)` false, `canImport(SwiftUI)` and `canImport(UIKit)` hold, `swift(>=…)` and
/// `compiler(>=…)` compare with Swift 6.0, and `targetEnvironment(simulator)` is false.
package struct CompilationConditions: Hashable, Sendable {
  /// The flags set with `-D` (`DEBUG`); a bare name in a condition is true when it is here.
  package var flags: Set<String>
  /// The operating system `os(…)` matches.
  package var operatingSystem: String
  /// The processor architecture `arch(…)` matches.
  package var architecture: String
  /// The modules `canImport(…)` finds.
  package var importableModules: Set<String>
  /// The environments `targetEnvironment(…)` matches (`simulator`, `macCatalyst`).
  package var targetEnvironments: Set<String>
  /// The language version `swift(>=…)` and `compiler(>=…)` compare with, as major and minor numbers.
  package var swiftVersion: [Int]

  /// Creates conditions; see the type's documentation for the defaults.
  package init(
    flags: Set<String> = ["DEBUG"], operatingSystem: String = "iOS", architecture: String = "arm64",
    importableModules: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation"],
    targetEnvironments: Set<String> = [], swiftVersion: [Int] = [6, 0]
  ) {
    self.flags = flags
    self.operatingSystem = operatingSystem
    self.architecture = architecture
    self.importableModules = importableModules
    self.targetEnvironments = targetEnvironments
    self.swiftVersion = swiftVersion
  }
}

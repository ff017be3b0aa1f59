import Foundation
import Testing

/// The layout algorithms reach the pass only through `LayoutPartialTree` (ARCHITECTURE.md, LayoutEngine): no file
/// in `Sources/LayoutEngine/Layout/` names the pass's own types, so a new algorithm cannot grow a dependency on its
/// arrays.
struct LayoutPartialTreeTests {
  @Test func noAlgorithmFileNamesThePass() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/LayoutEngine/Layout")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20, "the algorithms are in \(folder.path)")
    for file in files {
      let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(file).path))
      let text = String(decoding: data, as: UTF8.self)
      for name in [
        "LayoutGraph", "ResolvedTree", "TreeResolver", "PreferenceCombiner", "LayoutRun", "PassReuse",
        "AnswerValidation", "FollowedLayers", "ResolutionCopies", "TakenPreferenceValues", "PassMemory",
      ] {
        #expect(!text.contains(name), "\(file) names \(name)")
      }
      #expect(!text.contains(".computation"), "\(file) reaches into the pass")
    }
  }
}

import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

@testable import SwiftUISource

/// The Swift texts a translation hands to the decoder as parsed (`SourceTranslation.parsedExpressions`,
/// `parsedClosures`): each parses in the subset in its form, a text outside the subset is not among them, and a
/// document decodes to the same tree with them as without them.
struct ParsedTextsTests {
  @Test(arguments: ExampleFiles.names)
  func everyHandedTextParsesAndTheTreeIsTheSame(_ name: String) throws {
    let translation = SwiftUITranslator().translate(
      [try ExampleFiles.swiftFile(name)], root: ExampleEquivalenceTests.roots[name] ?? .automatic)
    let document = try #require(translation.document, "\(name): no document: \(translation.diagnostics)")
    #expect(!translation.parsedExpressions.isEmpty, "\(name): no expression handed over")
    for text in translation.parsedExpressions {
      #expect(throws: Never.self, "\(name): `\(text)`") { try Parser.parseExpression(SourceText(text)) }
    }
    for text in translation.parsedClosures {
      #expect(throws: Never.self, "\(name): `\(text)`") { try Parser.parseClosure(SourceText(text)) }
    }
    let alone = try ViewTree(json: document)
    let given = try ViewTree(
      json: document, parsedExpressions: translation.parsedExpressions, parsedClosures: translation.parsedClosures)
    #expect(given.root == alone.root, "\(name)")
    #expect(given.nodePaths == alone.nodePaths, "\(name)")
    #expect(given.nodeCount == alone.nodeCount, "\(name)")
    #expect(given.state == alone.state, "\(name)")
  }

  @Test
  func aTextOutsideTheSubsetIsNotHandedOver() throws {
    let translation = Translate.file(
      """
      struct Screen: View {
        var body: some View {
          Text("a").frame(width: #file)
        }
      }
      """)
    #expect(translation.diagnostics.contains { $0.code == .notInSubset }, "\(translation.diagnostics)")
    #expect(!translation.parsedExpressions.contains { $0.contains("#file") }, "\(translation.parsedExpressions)")
    #expect(!translation.parsedClosures.contains { $0.contains("#file") }, "\(translation.parsedClosures)")
  }
}

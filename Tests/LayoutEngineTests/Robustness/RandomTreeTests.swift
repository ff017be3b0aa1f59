import InspectorTestSupport
import JSONCore
import LayoutEngine
import Testing
import TreeVocabulary

/// Random documents from the generator the layout fuzzer uses, opened and laid out by the engine.
///
/// The fuzzer is only as good as the share of its documents that get past decoding into layout, so these tests
/// check that share as well as the bounds the engine keeps on the documents that open.
struct RandomTreeTests {
  /// The documents of seeds 1 to 400, at the size the fuzzer uses.
  static func documents() -> [JSONValue] {
    (1...400).map { seed in
      var generator = RandomTreeGenerator(
        choices: SeededRandomNumberGenerator(seed: UInt64(seed)),
        options: .init(maxViews: 25, maxDepth: 4, allowsLargeShapes: false))
      return generator.document()
    }
  }

  /// Small limits, so that the documents whose nested `ForEach` ranges multiply out to the default 100,000 views
  /// (a few of these 400 do, and take seconds each in a debug build) stay quick.
  static let limits = TreeLimits(maxResolvedNodes: 2_000)
  static let configuration = LiveTreeConfiguration(update: UpdateLimits(maxPasses: 4))

  @Test func mostDocumentsOpenAndStayWithinTheirBounds() {
    var opened = 0
    var refused = 0
    for document in Self.documents() {
      let live: LiveTree
      do {
        live = try LiveTree(
          json: document, environment: fixedAdvance, limits: Self.limits, configuration: Self.configuration)
      } catch {
        // A refused document names at least one error; the engine never refuses silently.
        #expect(!error.errors.isEmpty)
        refused += 1
        continue
      }
      opened += 1
      #expect(live.current.passes.count <= Self.configuration.update.maxPasses)
      for pass in live.current.passes {
        #expect(pass.layout.nodes.count <= Self.limits.maxResolvedNodes)
        // The layout's diagnostics and the actions' are bounded apart, each with one note counting the rest.
        #expect(pass.allDiagnostics.count <= 2 * Self.limits.maxDiagnosticsPerPass + 2)
      }
    }
    // About a hundred choices per document are each invalid one time in 400 (Options.invalidOneIn), so roughly
    // three documents in four are valid; half is a margin for the seeds, not a measured figure.
    #expect(opened >= 200, "only \(opened) of \(opened + refused) documents opened")
  }

  /// The generator reads the vocabulary table: its documents name every view and every modifier with a layout
  /// effect, and layout-neutral modifiers of every category.
  @Test func documentsUseTheWholeVocabulary() {
    var views: Set<String> = []
    var modifiers: Set<String> = []
    var stack = Self.documents()
    while let value = stack.popLast() {
      switch value {
      case .object(let object):
        if let name = object["view"]?.stringValue { views.insert(name) }
        if let chain = object["modifiers"]?.arrayValue {
          for case .object(let modifier) in chain { modifiers.formUnion(modifier.keys) }
        }
        stack.append(contentsOf: object.map(\.value))
      case .array(let items):
        stack.append(contentsOf: items)
      default:
        break
      }
    }
    #expect(Set(Vocabulary.viewNames).subtracting(views).isEmpty, "views never generated")
    let layoutModifiers = Vocabulary.modifiers.filter { !$0.role.isLayoutNeutral }.map(\.name)
    #expect(Set(layoutModifiers).subtracting(modifiers).isEmpty, "modifiers never generated")
    let categories = Set(
      modifiers.compactMap { name -> LayoutNeutralCategory? in
        guard case .layoutNeutral(let category)? = Vocabulary.modifier(named: name)?.role else { return nil }
        return category
      })
    #expect(categories == Set(LayoutNeutralCategory.allCases))
  }
}

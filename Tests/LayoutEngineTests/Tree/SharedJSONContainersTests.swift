import JSONCore
import Testing

@testable import LayoutEngine

/// A document's repeated containers are stored once (`SharedJSONContainers`), and the document stays the same value,
/// spelled the same.
struct SharedJSONContainersTests {
  /// Where an array's elements are stored.
  private static func storage(_ array: [JSONValue]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
  }

  /// The modifiers array of the content's row at `index`.
  private static func modifiers(ofRow index: Int, in document: JSONValue) -> [JSONValue]? {
    guard case .array(let rows)? = document["root"]?["content"], rows.indices.contains(index),
      case .array(let modifiers)? = rows[index]["modifiers"]
    else { return nil }
    return modifiers
  }

  private static func row(_ index: Int, modifiers: JSONValue) -> JSONValue {
    ["view": "Text", "id": .string("label-\(index)"), "text": .string("Label \(index)"), "modifiers": modifiers]
  }

  @Test func equalChainsAreOneStorageAndTheDocumentIsTheSame() throws {
    let chain: JSONValue = [["padding": [:]], ["frame": ["width": 72, "alignment": "trailing"]]]
    let document: JSONValue = [
      "root": ["view": "VStack", "content": .array((0..<3).map { Self.row($0, modifiers: chain) })]
    ]
    let shared = SharedJSONContainers.sharing(document)
    #expect(shared == document)
    #expect(JSONSerializer.serialize(shared) == JSONSerializer.serialize(document))
    let first = try #require(Self.modifiers(ofRow: 0, in: shared))
    let third = try #require(Self.modifiers(ofRow: 2, in: shared))
    #expect(Self.storage(first) == Self.storage(third))
  }

  @Test func containersThatSpellOtherwiseAreNotShared() throws {
    // Equal as values, spelled otherwise: -0 and 0, 1 and 1.0, a precomposed and a decomposed "é", members in
    // another order.
    let pairs: [(JSONValue, JSONValue)] = [
      ([["width": .double(0)]], [["width": .double(-0.0)]]),
      ([["width": .integer(1)]], [["width": .double(1)]]),
      ([["text": "caf\u{E9}"]], [["text": "cafe\u{301}"]]),
      ([["width": 1, "height": 2]], [["height": 2, "width": 1]]),
    ]
    for (one, other) in pairs {
      let document: JSONValue = [
        "root": ["view": "VStack", "content": [Self.row(0, modifiers: one), Self.row(1, modifiers: other)]]
      ]
      let shared = SharedJSONContainers.sharing(document)
      #expect(JSONSerializer.serialize(shared) == JSONSerializer.serialize(document))
      let first = try #require(Self.modifiers(ofRow: 0, in: shared))
      let second = try #require(Self.modifiers(ofRow: 1, in: shared))
      #expect(Self.storage(first) != Self.storage(second), "\(one) \(other)")
    }
  }

  @Test func aDeepDocumentIsTheSame() {
    var document: JSONValue = ["view": "Color"]
    for _ in 0..<2_000 { document = ["view": "ZStack", "content": [document]] }
    let shared = SharedJSONContainers.sharing(document)
    #expect(JSONSerializer.serialize(shared) == JSONSerializer.serialize(document))
  }

  @Test func anOpenedTreeKeepsTheSharedDocumentNoneOfTheCallers() throws {
    let chain: JSONValue = [["frame": ["width": 72]]]
    let document: JSONValue = [
      "root": ["view": "VStack", "content": .array((0..<2).map { Self.row($0, modifiers: chain) })]
    ]
    let live = try LiveTree(json: document)
    #expect(live.tree.source == document)
    let first = try #require(Self.modifiers(ofRow: 0, in: live.tree.source))
    let second = try #require(Self.modifiers(ofRow: 1, in: live.tree.source))
    let callers = try #require(Self.modifiers(ofRow: 0, in: document))
    #expect(Self.storage(first) == Self.storage(second))
    #expect(Self.storage(first) != Self.storage(callers))
  }
}

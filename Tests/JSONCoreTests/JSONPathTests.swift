import JSONCore
import Testing

/// Tests of `JSONPath`: one spelling for documents, requests and coding errors, read back by `init?(parsing:)`.
struct JSONPathTests {
  static let document: JSONValue = ["root": ["content": [["view": "Text", "odd key": 1]]]]

  @Test func printsIdentifiersAfterADotAndOtherKeysAsJSONStrings() {
    let path = JSONPath.root.key("root").key("content").index(0).key("modifiers").index(1).key("frame")
    #expect(path.description == "$.root.content[0].modifiers[1].frame")
    #expect(JSONPath.root.key("width").description == "$.width")
    #expect(JSONPath.root.key("#user").description == ##"$["#user"]"##)
    #expect(JSONPath.root.key("odd key").key(#"a"b\c"#).description == #"$["odd key"]["a\"b\\c"]"#)
    // Identifiers are ASCII, as Swift's `Codable` keys and the request paths always were.
    #expect(JSONPath.root.key("größe").description == #"$["größe"]"#)
    #expect(JSONPath.root.key("1st").description == #"$["1st"]"#)
  }

  @Test func rootNamesPrintFirstAndANamelessRootPrintsNothing() {
    let params = JSONPath(rootName: "params")
    #expect(params.key("edits").index(2).key("setText").key("node").description == "params.edits[2].setText.node")
    #expect(params.description == "params")
    #expect(JSONPath(rootName: "").key("values").index(1).description == "values[1]")
    #expect(JSONPath(rootName: "").index(3).key("a").description == "[3].a")
    #expect(JSONPath(rootName: "").key("odd key").description == #"["odd key"]"#)
    #expect(JSONPath(rootName: "").key("$x").description == #"["$x"]"#)
    #expect(JSONPath(rootName: "").description == "")
  }

  @Test func parsingReadsBackWhatDescriptionPrints() {
    let paths = [
      JSONPath.root, JSONPath.root.key("root").key("content").index(0).key("odd key"),
      JSONPath(rootName: "params").key("tree").key("#user").index(12), JSONPath(rootName: "").key("odd key").index(1),
      JSONPath(rootName: "").index(0), JSONPath(rootName: "").key("$x"), JSONPath.root.key(#"a"b\c]"#).key("é"),
      JSONPath(rootName: "--font").index(0).key("path"),
    ]
    for path in paths {
      #expect(JSONPath(parsing: path.description) == path, "\(path)")
    }
    for bad in [
      "$.", "$[", "$[x]", "$[\"a\"", "$[\"a\"x]", "$..a", "$[99999999999999999999]", "$.a b", "$.a.", "[x]",
    ] {
      #expect(JSONPath(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test func aNamelessRootReadsBackAsTheFirstKeysName() {
    // `values[1]` is both a path from a nameless root and one from a root named `values`: parsing takes the
    // second reading, which prints the same.
    let parsed = JSONPath(parsing: "values[1]")
    #expect(parsed == JSONPath(rootName: "values").index(1))
    #expect(parsed?.description == JSONPath(rootName: "").key("values").index(1).description)
  }

  @Test func resolvesInADocument() {
    #expect(JSONPath(parsing: "$.root.content[0].view").flatMap(Self.document.value(at:)) == .string("Text"))
    #expect(JSONPath(parsing: #"$.root.content[0]["odd key"]"#).flatMap(Self.document.value(at:)) == .integer(1))
    #expect(Self.document.value(at: JSONPath.root.key("root").key("content").index(1)) == nil)
    #expect(Self.document.value(at: JSONPath.root.key("missing")) == nil)
    // A root name alone is a path with no steps: the value itself.
    #expect(Self.document.value(at: JSONPath(rootName: "root")) == Self.document)
  }

  @Test func rebasingAndRelativePathsAreInverses() {
    let tree = JSONPath(rootName: "params").key("tree")
    let inDocument = JSONPath.root.key("root").key("content").index(0)
    let inRequest = inDocument.rebased(onto: tree)
    #expect(inRequest.description == "params.tree.root.content[0]")
    #expect(inRequest.relative(to: tree)?.rebased(onto: .root) == inDocument)
    #expect(inDocument.relative(to: tree) == nil)
    #expect(tree.isPrefix(of: inRequest) && !inRequest.isPrefix(of: tree))
    #expect(!JSONPath.root.isPrefix(of: inRequest))
    #expect(inRequest.lastKey == nil && inRequest.parent.lastKey == "content")
  }

  @Test func aPathIsOneReferenceWithItsRootNameInItsFirstStep() {
    #expect(MemoryLayout<JSONPath>.size == 8)
    let params = JSONPath(rootName: "params").key("x").index(2)
    let result = JSONPath(rootName: "result").key("x").index(2)
    #expect(params != result && params.components == result.components)
    #expect(params == JSONPath(rootName: "params").key("x").index(2))
    #expect(Set([params, result, JSONPath(rootName: "params").key("x").index(2)]).count == 2)
    #expect(params.rootName == "params" && params.parent.parent.rootName == "params")
    #expect(params.prefixes.map(\.description) == ["params", "params.x", "params.x[2]"])
    #expect(JSONPath(rootName: "params").parent == JSONPath(rootName: "params"))
    #expect(JSONPath(rootName: "params").lastComponent == nil && params.lastComponent == .index(2))
    #expect(JSONPath.root == JSONPath(rootName: "$") && JSONPath.root.hashValue == JSONPath(rootName: "$").hashValue)
    #expect(!JSONPath(rootName: "params").isPrefix(of: result) && JSONPath(rootName: "result").isPrefix(of: result))
    #expect(params.prefix(-1) == JSONPath(rootName: "params") && params.prefix(5) == params)
  }

  @Test func pathsCompareAndHashByTheirComponentsHoweverTheyWereMade() {
    // A key and an index share one step when one extends a path ending in the other (`content[0]`, `[1].frame`):
    // the same components reached through other prefixes, or parsed, are the same path.
    let content = JSONPath.root.key("root").key("content")
    let fused = content.index(0).key("modifiers").index(1).key("frame").key("width")
    let parsed = JSONPath(parsing: "$.root.content[0].modifiers[1].frame.width")
    let rebuilt = JSONPath.root.rebased(onto: .root).key("root").key("content").index(0).key("modifiers").index(1)
      .key("frame").key("width")
    #expect(parsed == fused && rebuilt == fused && Set([fused, rebuilt]).count == 1)
    #expect(fused.hashValue == rebuilt.hashValue && parsed?.hashValue == fused.hashValue)
    #expect(fused.count == 7 && fused.components.count == 7)
    #expect(
      fused.prefixes.map(\.description) == [
        "$", "$.root", "$.root.content", "$.root.content[0]", "$.root.content[0].modifiers",
        "$.root.content[0].modifiers[1]", "$.root.content[0].modifiers[1].frame",
        "$.root.content[0].modifiers[1].frame.width",
      ])
    for count in 0...fused.count {
      #expect(fused.prefix(count) == fused.prefixes[count] && fused.prefix(count).count == count)
      #expect(
        fused.prefix(count).isPrefix(of: fused) && fused.prefix(count).hashValue == fused.prefixes[count].hashValue)
    }
    #expect(content.index(0).parent == content && content.index(0).parent.hashValue == content.hashValue)
    #expect(content.index(0).key("view").parent == content.index(0) && content.index(1) != content.index(0))
    #expect(content.index(0).key("a") != content.index(0).key("b") && content.key("x").index(0) != content.index(0))
    #expect(content.index(0).lastComponent == .index(0) && content.index(0).key("a").lastKey == "a")
    // Indices too large to share a step, or negative, are steps of their own.
    let large = content.index(1 << 40).key("a")
    #expect(large.description == "$.root.content[1099511627776].a" && large.parent.lastComponent == .index(1 << 40))
    #expect(JSONPath(parsing: large.description) == large && content.index(-3).lastComponent == .index(-3))
    #expect(
      content.index(1 << 40) != content.index(0) && content.index((1 << 29) - 1).description.hasSuffix("[536870911]"))
  }

  @Test func aStepOfAKeyAnIndexAndAKeyIsTheSamePathAsItsComponentsOneByOne() {
    // `index(_:key:)` after a step of one key makes one step of three (`modifiers[1].frame`); it prints, parses,
    // compares, hashes and splits (`parent`, `prefix`, `prefixes`) as the path of the same components made one by one.
    let node = JSONPath.root.key("root").key("content").index(0)
    let three = node.key("modifiers").index(1, key: "frame").key("width")
    let byOne = JSONPath(rootName: "$", node.components + [.key("modifiers"), .index(1), .key("frame"), .key("width")])
    #expect(three == byOne && byOne == three && three.hashValue == byOne.hashValue && Set([three, byOne]).count == 1)
    #expect(three.description == "$.root.content[0].modifiers[1].frame.width" && three.components == byOne.components)
    #expect(JSONPath(parsing: three.description) == three && three.count == 7 && three.parent.lastKey == "frame")
    #expect(three.parent.parent == node.key("modifiers").index(1))
    #expect(three.parent.parent.parent == node.key("modifiers"))
    #expect(three.prefixes.map(\.description) == byOne.prefixes.map(\.description))
    #expect(three.prefixes == byOne.prefixes)
    for count in 0...three.count {
      #expect(three.prefix(count) == byOne.prefix(count) && three.prefix(count).count == count)
      #expect(three.prefix(count).hashValue == byOne.prefix(count).hashValue && three.prefix(count).isPrefix(of: byOne))
    }
    #expect(node.key("modifiers").index(1, key: "frame") != node.key("modifiers").index(1, key: "padding"))
    #expect(node.key("modifiers").index(1, key: "frame") != node.key("modifiers").index(2, key: "frame"))
    #expect(node.key("list").index(1, key: "frame") != node.key("modifiers").index(1, key: "frame"))
    // Elsewhere (after an index, or an index too large to pack) it is `index(_:).key(_:)`.
    #expect(node.index(3, key: "a") == node.index(3).key("a") && node.key("m").index(1 << 40, key: "a").count == 6)
    #expect(node.key("m").index(1 << 40, key: "a").description == "$.root.content[0].m[1099511627776].a")
  }

  @Test func codingErrorsUseTheSameSpelling() {
    struct Holder: Decodable { var value: Int }
    #expect {
      _ = try JSONValueDecoder(rootPath: JSONPath(rootName: "params").key("odd key")).decode(
        Holder.self, from: ["value": "x"])
    } throws: { error in
      (error as? JSONCodingError)?.description == #"params["odd key"].value: expected an integer, found a string"#
    }
  }
}

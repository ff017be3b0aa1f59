// The libFuzzer entry point over the tree decoder and its edits, without layout: the input is JSON text of a tree
// document, then, after each 0 byte, JSON text of one more batch of edits (`[{"setText": …}, …]`, as `tree/edit`'s
// `edits`). The document is decoded with `ViewTree(json:limits:)`, each batch read by the one edit grammar (the
// protocol's `Edit`, converted as the daemon converts it) and applied with `applying(_:)`.
// Built by `Fuzz/build-targets.sh tree`, never by `swift test`. Faster than the layout target (no pass runs), so it
// reaches deeper into the decoder's and the edit grammar's error paths.
//
// Besides "no crash", it traps (so the fuzzer reports it) when an invariant breaks:
// - every decoding or edit failure carries at least one error, each with a message;
// - a document that decodes decodes again from its own `source` to the same node count and node paths;
// - an edit that fails leaves the tree as it was (it is a value; checked through its source);
// - an edited tree's source decodes to the same tree (edits produce documents the decoder accepts).
import InspectorProtocol
import InspectorServer
import JSONCore
import LayoutEngine

let limits = TreeLimits(maxDepth: 512, maxNodes: 2_000, maxResolvedNodes: 4_000)
let jsonLimits = JSONLimits(maxDepth: 1040, maxBytes: 1 << 20)

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

func checkErrors(_ errors: TreeErrors) {
  check(!errors.errors.isEmpty, "a failure without errors")
  for error in errors.errors { check(!error.message.isEmpty, "an error without a message at \(error.path)") }
}

func decode(_ document: JSONValue) -> ViewTree? {
  do {
    let tree = try ViewTree(json: document, limits: limits)
    let again = try? ViewTree(json: tree.source, limits: limits)
    check(again?.nodeCount == tree.nodeCount, "decoding a tree's own source gives another node count")
    check(again?.nodePaths == tree.nodePaths, "decoding a tree's own source gives other node paths")
    return tree
  } catch {
    checkErrors(error)
    return nil
  }
}

/// One input: a document, then batches of edits after each 0 byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTree(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
  guard let first = parts.first, let document = try? JSONParser.parse(Array(first), limits: jsonLimits),
    var tree = decode(document)
  else { return 0 }
  for part in parts.dropFirst().prefix(8) {
    guard case .array(let items)? = try? JSONParser.parse(Array(part), limits: jsonLimits) else { continue }
    var edits: [TreeEdit] = []
    for (index, item) in items.prefix(16).enumerated() {
      do {
        let decoder = JSONValueDecoder(rootPath: JSONPath.root.key("edits").index(index))
        edits.append(try decoder.decode(Edit.self, from: item).engineEdit)
      } catch {
        check(!error.message.isEmpty, "an edit error without a message")
      }
    }
    let before = tree.source
    do {
      let edited = try tree.applying(edits)
      check(decode(edited.source)?.nodeCount == edited.nodeCount, "an edited tree's source does not decode alike")
      tree = edited
    } catch {
      checkErrors(error)
      check(tree.source == before, "a failed edit changed the tree")
    }
  }
  return 0
}

// The libFuzzer entry point over the layout engine: a tree document is opened as a `LiveTree` (decoding, layout,
// preferences, the update loop), edited by a sequence of edits read by the one edit grammar (the protocol's `Edit`,
// converted as the daemon converts it), and queried
// (every node's layers, preference values and writers, selectors, the text rendering). Built by
// `Fuzz/build-targets.sh`, never by `swift test`.
//
// The input's first choice picks how the document is made:
// - raw JSON text up to the first 0 byte (the bytes after it drive edits and queries);
// - one of the example and fixture trees (read from the repository at start-up), mutated in a few places with
//   values from `RandomTreeGenerator` (views, modifiers, hostile numbers, expressions, arbitrary JSON);
// - a document built by `RandomTreeGenerator` from the input's bytes (every view, modifier and argument shape).
//
// Besides "no crash", it traps (so the fuzzer reports it) when an invariant breaks:
// - a failed `apply` leaves the live tree as it was (version, state and the last pass's text rendering);
// - opening the same document twice gives identical records (the text rendering of every pass kept);
// - the update loop runs at most `maxPasses` passes; the history keeps at most `maxVersions` versions and
//   `maxPassesPerVersion` passes per version, and no more node records than allowed beside the current version;
// - sizes and frames are never NaN unless the pass reports a diagnostic.
//
// Limits are lowered from the daemon's defaults so each input runs in milliseconds: 2,000 declared and 4,000
// resolved nodes, 6 passes, 20,000 steps per evaluation and 1,000,000 per update (the daemon's 20,000,000 let one
// reducer that doubles an array under 4,000 contributors run 45 s under AddressSanitizer, which libFuzzer reports as
// a timeout although it is the documented bound); the depth limit stays 512, and the body runs on a thread
// with a 64 MiB stack (AddressSanitizer's frames are larger than a release build's, whose 512 levels fit 16 MiB).
import Foundation
import InspectorProtocol
import InspectorServer
import InspectorTestSupport
import JSONCore
import LayoutEngine
import SwiftSubset
import TextMetrics

let fuzzTreeLimits = TreeLimits(maxDepth: 512, maxNodes: 2_000, maxResolvedNodes: 4_000)
let fuzzConfiguration = LiveTreeConfiguration(
  update: UpdateLimits(
    maxPasses: 6, evaluation: EvaluationLimits(maxSteps: 20_000), maxStepsPerUpdate: 1_000_000),
  history: HistoryLimits(maxVersions: 3, maxPassesPerVersion: 4, maxRecordedNodes: 6_000))
let systemEnvironment = LayoutEnvironment()
let fixedEnvironment = LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer())

/// The example trees and the fixtures' trees, the starting points of mutation.
let seedTrees: [JSONValue] = {
  var trees: [JSONValue] = []
  let manager = FileManager.default
  var files = (try? manager.contentsOfDirectory(atPath: "Examples"))?.map { "Examples/" + $0 } ?? []
  if let fixtures = manager.enumerator(atPath: "Tests/LayoutEngineTests/Fixtures") {
    for case let file as String in fixtures { files.append("Tests/LayoutEngineTests/Fixtures/" + file) }
  }
  for file in files.sorted() where file.hasSuffix(".json") {
    guard let data = manager.contents(atPath: file),
      let value = try? JSONParser.parse(Array(data), limits: JSONLimits(maxDepth: 1040, maxBytes: 1 << 24))
    else { continue }
    if let tree = value["tree"] {
      trees.append(tree)
    } else if value["root"] != nil {
      trees.append(value)
    }
  }
  if trees.isEmpty { FileHandle.standardError.write(Data("no seed trees: run from the repository root\n".utf8)) }
  return trees
}()

/// With FUZZ_DUMP set, the target prints each document and edit batch to stderr (to read a crashing input).
let dumps = ProcessInfo.processInfo.environment["FUZZ_DUMP"] != nil

/// With FUZZ_STRICT_GEOMETRY set, a NaN in the records without a diagnostic of its pass is an invariant broken.
let strictGeometry = ProcessInfo.processInfo.environment["FUZZ_STRICT_GEOMETRY"] != nil

func dump(_ text: @autoclosure () -> String) {
  if dumps { FileHandle.standardError.write(Data((text() + "\n").utf8)) }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

/// `value` with one place replaced by something the generator makes: walks down a few members or elements
/// chosen by the input, then replaces, deletes or duplicates.
func mutate(_ value: JSONValue, _ generator: inout RandomTreeGenerator<ByteChoices>, depth: Int = 0) -> JSONValue {
  let descend = depth < 40 && generator.choices.choose(4) != 0
  switch value {
  case .object(var object) where descend && !object.isEmpty:
    let position = generator.choices.choose(object.count)
    let (key, member) = object.members[position]
    if generator.choices.chance(12) {
      object[key] = nil
    } else {
      object[key] = mutate(member, &generator, depth: depth + 1)
    }
    return .object(object)
  case .array(var items) where descend && !items.isEmpty:
    let position = generator.choices.choose(items.count)
    switch generator.choices.choose(8) {
    case 0: items.remove(at: position)
    case 1: items.insert(items[position], at: position)
    default: items[position] = mutate(items[position], &generator, depth: depth + 1)
    }
    return .array(items)
  default:
    switch generator.choices.choose(8) {
    case 0: return generator.view(depth: 3)
    case 1: return generator.modifier(depth: 3)
    case 2: return generator.modifiers(depth: 3)
    case 3: return generator.number()
    case 4: return .string(generator.expression())
    case 5: return .string(generator.action())
    case 6: return .string(generator.textTemplate())
    default: return generator.hostileJSON()
    }
  }
}

/// Every id a pass laid out plus the ids the document declares.
func nodeIDs(_ live: LiveTree) -> [String] {
  var ids = live.current.lastPass?.layout.nodes.map(\.id) ?? []
  ids += live.tree.nodePaths.keys.sorted()
  return ids
}

/// What must not change when an `apply` fails.
func snapshot(_ live: LiveTree) -> String {
  "\(live.version) \(live.versions.count) \(live.state.json)\n"
    + (live.current.lastPass?.layout.textRendering(.init(showsLayers: true, showsRenderedFrames: true)) ?? "")
}

/// Every pass kept, as text.
func renderings(_ live: LiveTree) -> [String] {
  live.versions.flatMap { version in version.passes.map { $0.layout.textRendering() } }
}

func checkBounds(_ live: LiveTree) {
  let limits = fuzzConfiguration
  check(live.versions.count <= limits.history.maxVersions, "\(live.versions.count) versions kept")
  var recorded = 0
  for version in live.versions {
    check(version.outcome.passes <= limits.update.maxPasses, "\(version.outcome.passes) passes run")
    check(version.passes.count <= limits.history.maxPassesPerVersion, "\(version.passes.count) passes kept")
    recorded += version.passes.reduce(0) { $0 + $1.layout.nodes.count }
  }
  // Older versions go first; the current one stays whatever it weighs.
  check(live.versions.count == 1 || recorded <= limits.history.maxRecordedNodes, "\(recorded) node records kept")
}

/// Reads every record of the current version's passes, as queries do.
func query(_ live: LiveTree, _ generator: inout RandomTreeGenerator<ByteChoices>) {
  for pass in live.current.passes {
    let layout = pass.layout
    var sawNaN = false
    for node in layout.nodes {
      for layer in node.layers {
        for value in [layer.size.width, layer.size.height, layer.frame.minX, layer.frame.minY, layer.frame.width,
          layer.frame.height, layer.renderedFrame.width]
        where value.isNaN {
          sawNaN = true
        }
        _ = layer.measurements.count + layer.reads.count
      }
      _ = layout.preferences.values(at: node.id)
      _ = layout.parent(of: node.id)
      _ = layout.ancestry(of: node.id)
    }
    if sawNaN && pass.allDiagnostics.isEmpty { dump(layout.textRendering()) }
    check(!strictGeometry || !sawNaN || !pass.allDiagnostics.isEmpty, "a NaN size or frame without a diagnostic")
    for record in layout.preferences.records {
      _ = layout.preferences.writers(of: record.id)
    }
    _ = layout.depths()
    _ = layout.textRendering(.init(showsLayers: generator.choices.choose(2) == 0, showsRenderedFrames: true))
  }
  guard let layout = live.current.lastPass?.layout else { return }
  let ids = layout.nodes.prefix(64).map(\.id)
  for _ in 0..<1 + generator.choices.choose(3) {
    let text = generator.selector(nodeIDs: ids)
    if let selector = try? NodeSelector(parsing: text) {
      _ = selector.matches(in: layout)
    }
  }
  _ = NodeSelector.nearestID(to: ids.first ?? "x", in: layout)
}

func fuzzOne(_ bytes: [UInt8]) {
  var generator = RandomTreeGenerator(
    choices: ByteChoices(bytes), options: .init(maxViews: 30, maxDepth: 5, allowsLargeShapes: true))
  let document: JSONValue
  switch generator.choices.choose(4) {
  case 0:
    let text = Array(generator.choices.remaining.prefix { $0 != 0 })
    generator.choices = ByteChoices(generator.choices.remaining.dropFirst(text.count + 1))
    guard let value = try? JSONParser.parse(text, limits: JSONLimits(maxDepth: 1040, maxBytes: 1 << 20)) else {
      return
    }
    document = value
  case 1 where !seedTrees.isEmpty:
    var value = seedTrees[generator.choices.choose(seedTrees.count)]
    for _ in 0..<generator.choices.choose(4) { value = mutate(value, &generator) }
    document = value
  default:
    document = generator.document()
  }
  dump("document: " + JSONSerializer.serialize(document))
  let environment = generator.choices.choose(2) == 0 ? systemEnvironment : fixedEnvironment
  guard
    var live = try? LiveTree(
      json: document, environment: environment, limits: fuzzTreeLimits, configuration: fuzzConfiguration)
  else { return }
  if generator.choices.chance(4) {
    let again = try? LiveTree(
      json: document, environment: environment, limits: fuzzTreeLimits, configuration: fuzzConfiguration)
    check(again.map(renderings) == renderings(live), "two opens of one document differ")
  }
  checkBounds(live)
  query(live, &generator)
  for _ in 0..<generator.choices.choose(6) {
    let ids = nodeIDs(live)
    var edits: [TreeEdit] = []
    var malformed = false
    for index in 0..<1 + generator.choices.choose(3) {
      let json = generator.edit(nodeIDs: ids)
      do {
        let decoder = JSONValueDecoder(rootPath: JSONPath.root.key("edits").index(index))
        edits.append(try decoder.decode(Edit.self, from: json).engineEdit)
      } catch {
        check(!error.message.isEmpty, "an edit error without a message")
        malformed = true
      }
    }
    if malformed && edits.isEmpty { continue }
    dump("edits: \(edits)")
    let before = snapshot(live)
    do {
      try live.apply(edits)
    } catch {
      check(!error.errors.isEmpty, "a failed edit without errors")
      check(snapshot(live) == before, "a failed edit changed the tree: \(error)")
      continue
    }
    checkBounds(live)
    query(live, &generator)
  }
}

/// Runs `body` on a thread with a 64 MiB stack and waits for it.
func onLargeStack(_ body: @escaping () -> Void) {
  final class Box { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  pthread_attr_setstacksize(&attributes, 64 << 20)
  var thread = pthread_t()
  let context = Unmanaged.passRetained(Box(body)).toOpaque()
  let created = pthread_create(
    &thread, &attributes,
    { context in
      if let context { Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body() }
      return nil
    }, context)
  pthread_attr_destroy(&attributes)
  check(created == 0, "could not start the fuzz thread")
  pthread_join(thread, nil)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  onLargeStack { fuzzOne(bytes) }
  return 0
}

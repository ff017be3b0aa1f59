import Foundation
import InspectorTestSupport
import JSONCore
import LayoutEngine
import Testing

/// Deep trees never overflow the stack: trees deeper than `TreeLimits.maxDepth` are rejected cleanly, and a
/// tree at the limit loads and lays out on a thread with the stack `TreeLimits.stackBytes` states, each layer
/// taking no more than `TreeLimits.stackBytesPerLayer` of it.
struct DepthLimitTests {
  /// The stack the daemon gives its layout threads for the default depth limit (ARCHITECTURE.md).
  static let documentedStackSize = TreeLimits.default.stackBytes
  /// The default depth limit.
  static let limit = TreeLimits.default.maxDepth

  /// A chain of `views` nested views, each with `modifiers` padding modifiers, around a Text and a background.
  static func deepTree(views: Int, modifiers: Int, baselines: Bool = false) -> JSONValue {
    var view: JSONValue = ["view": "Text", "text": "deep", "modifiers": [["background": ["view": "Color"]]]]
    let chain = JSONValue.array(Array(repeating: ["padding": 1], count: modifiers))
    for index in 0..<views {
      if baselines {
        // Every level asks the next for its last text baseline: the deepest chain of alignment queries.
        view = [
          "view": "HStack", "alignment": "lastTextBaseline", "content": [view, ["view": "Text", "text": "x"]],
          "modifiers": chain,
        ]
        continue
      }
      let kind: JSONValue = index % 3 == 0 ? "HStack" : index % 3 == 1 ? "VStack" : "ZStack"
      view = ["view": kind, "content": [view], "modifiers": chain]
    }
    return document(view)
  }

  /// Runs `body` on a thread with `stackSize` bytes of stack and waits for it. A test keeps every deep value
  /// (documents, trees) inside `body`: releasing one recurses once per level too.
  static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    StackMeasurement.onThread(stackSize: stackSize, body)
  }

  /// The stack `layers` layers may take, and 1 MiB for the frames around the recursion: what a test measures.
  static func bound(layers: Int) -> Int { layers * TreeLimits.stackBytesPerLayer + (1 << 20) }

  @Test(arguments: [(limit - 2, 0), ((limit - 2) / 2, 1), ((limit - 2) / 5, 4)])
  func treeAtTheDepthLimitLaysOutOnTheDocumentedStack(views: Int, modifiers: Int) throws {
    // Up to the limit's layers: the nested stacks with their modifiers, the Text's two layers and its background
    // colour. Nested stacks without modifiers are the worst case (about 16 KiB of stack per level in a debug
    // build, measured). The document is made, decoded, laid out and released on the measured thread.
    let layers = views * (modifiers + 1) + 2
    let (result, used) = StackMeasurement.run(
      stackSize: Self.documentedStackSize, measuring: Self.bound(layers: layers)
    ) { () -> Int? in
      guard let tree = try? ViewTree(json: Self.deepTree(views: views, modifiers: modifiers)) else { return nil }
      let pass = tree.layout(in: fixedAdvance)
      return pass.nodes.count
    }
    #expect(result == views + 2)
    #expect(used <= Self.bound(layers: layers), "\(used / layers) bytes per layer")
  }

  @Test func baselineQueriesAtTheDepthLimitFitTheDocumentedStack() {
    // HStacks aligned on the last text baseline: each level's alignment asks the next level, so alignment
    // queries nest as deep as the tree. Two views per level: the node limit is raised to hold them.
    let views = Self.limit - 2
    let limits = TreeLimits(maxNodes: 2 * views + 2, maxResolvedNodes: 2 * views + 2)
    let (result, used) = StackMeasurement.run(
      stackSize: Self.documentedStackSize, measuring: Self.bound(layers: Self.limit)
    ) { () -> Int? in
      let json = Self.deepTree(views: views, modifiers: 0, baselines: true)
      return (try? ViewTree(json: json, limits: limits))?.layout(in: fixedAdvance).nodes.count
    }
    #expect(result == 2 * views + 2)
    #expect(used <= Self.bound(layers: Self.limit), "\(used / Self.limit) bytes per layer")
  }

  @Test func deeperTreesAreRejectedCleanly() {
    // The decoder descends to the limit before it refuses, so it runs on the documented stack too; the error
    // names the limit and the path of the first view past it.
    let error = Self.onThread(stackSize: Self.documentedStackSize) { () -> TreeError? in
      do throws(TreeErrors) {
        _ = try ViewTree(json: Self.deepTree(views: Self.limit / 2 + 1, modifiers: 1))
        return nil
      } catch {
        return error.first
      }
    }
    #expect(error??.kind == .depthLimit)
    #expect(error??.message.contains("maxDepth") == true)
    #expect(error??.path.count ?? 0 > Self.limit)
  }

  /// Holds a value that a test hands from one thread to another.
  final class Holder<T>: @unchecked Sendable {
    var value: T?
  }

  @Test func releasingATreeAtTheDepthLimitFitsAHandlerThreadsStack() {
    // Threads that only hold trees (JSONRPC's handlers, 16 MiB) may drop the last reference to a version: Swift
    // frees nested values one inside the other. The live tree (its document, declared tree and records) is made
    // on the big stack and released on a thread like a handler's, of which it must take at most half (about
    // 6.6 MiB measured in a debug build).
    let holder = Holder<LiveTree>()
    _ = Self.onThread(stackSize: Self.documentedStackSize) {
      holder.value = try? LiveTree(json: Self.deepTree(views: Self.limit - 2, modifiers: 0), environment: fixedAdvance)
      return true
    }
    #expect(holder.value != nil)
    let (_, used) = StackMeasurement.run(stackSize: 16 << 20, measuring: 15 << 20) {
      holder.value = nil
      return true
    }
    #expect(used <= 8 << 20, "\(used / Self.limit) bytes per level")
  }

  /// Finds the stack a depth needs: set LAYOUT_STACK_PROBE to a byte count and run this test alone; a crash
  /// means too small. Skipped otherwise.
  @Test func stackProbe() throws {
    guard let text = ProcessInfo.processInfo.environment["LAYOUT_STACK_PROBE"], let size = Int(text) else { return }
    let views = Int(ProcessInfo.processInfo.environment["LAYOUT_STACK_VIEWS"] ?? "") ?? 255
    let modifiers = Int(ProcessInfo.processInfo.environment["LAYOUT_STACK_MODIFIERS"] ?? "") ?? 1
    let baselines = ProcessInfo.processInfo.environment["LAYOUT_STACK_BASELINES"] != nil
    let count = Self.onThread(stackSize: size) { () -> Int in
      guard let tree = try? ViewTree(json: Self.deepTree(views: views, modifiers: modifiers, baselines: baselines))
      else { return -1 }
      return tree.layout(in: fixedAdvance).nodes.count
    }
    print("stack probe: \(size) bytes, \(views) views x \(modifiers + 1) layers: \(count ?? -2) nodes")
  }
}

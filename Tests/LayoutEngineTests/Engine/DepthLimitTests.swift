import Foundation
import JSONCore
import LayoutEngine
import Testing

/// Deep trees never overflow the stack: trees deeper than `TreeLimits.maxDepth` are rejected cleanly, and a
/// tree at the limit loads and lays out on a thread with the stack size `ARCHITECTURE.md` states.
struct DepthLimitTests {
  /// The stack the daemon gives its layout thread, as stated in ARCHITECTURE.md.
  static let documentedStackSize = 16 << 20

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

  /// Runs `body` on a thread with `stackSize` bytes of stack and waits for it.
  static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value
  }

  final class ResultBox<T>: @unchecked Sendable {
    var value: T?
  }

  @Test(arguments: [(510, 0, 512), (255, 1, 257), (102, 4, 104)])
  func treeAtTheDepthLimitLaysOutOnTheDocumentedStack(views: Int, modifiers: Int, nodes: Int) throws {
    // Up to 512 layers: the nested stacks, the Text's two layers and its background colour. Nested stacks
    // without modifiers are the worst case (about 14 KB of stack per level in a debug build).
    let json = Self.deepTree(views: views, modifiers: modifiers)
    let result = Self.onThread(stackSize: Self.documentedStackSize) { () -> Int? in
      guard let tree = try? ViewTree(json: json) else { return nil }
      let pass = tree.layout(in: fixedAdvance)
      return pass.nodes.count
    }
    #expect(result == nodes)
  }

  @Test func baselineQueriesAtTheDepthLimitFitTheDocumentedStack() {
    // 510 HStacks aligned on the last text baseline: each level's alignment asks the next level, so
    // alignment queries nest as deep as the tree.
    let json = Self.deepTree(views: 510, modifiers: 0, baselines: true)
    let result = Self.onThread(stackSize: Self.documentedStackSize) { () -> Int? in
      (try? ViewTree(json: json))?.layout(in: fixedAdvance).nodes.count
    }
    #expect(result == 1022)
  }

  @Test func deeperTreesAreRejectedCleanly() {
    let json = Self.deepTree(views: 300, modifiers: 1)
    #expect(throws: TreeErrors.self) { try ViewTree(json: json) }
    do {
      _ = try ViewTree(json: json)
    } catch {
      #expect(error.first?.kind == .depthLimit)
    }
  }

  /// Finds the stack a depth needs: set LAYOUT_STACK_PROBE to a byte count and run this test alone; a crash
  /// means too small. Skipped otherwise.
  @Test func stackProbe() throws {
    guard let text = ProcessInfo.processInfo.environment["LAYOUT_STACK_PROBE"], let size = Int(text) else { return }
    let views = Int(ProcessInfo.processInfo.environment["LAYOUT_STACK_VIEWS"] ?? "") ?? 255
    let modifiers = Int(ProcessInfo.processInfo.environment["LAYOUT_STACK_MODIFIERS"] ?? "") ?? 1
    let baselines = ProcessInfo.processInfo.environment["LAYOUT_STACK_BASELINES"] != nil
    let json = Self.deepTree(views: views, modifiers: modifiers, baselines: baselines)
    let count = Self.onThread(stackSize: size) { () -> Int in
      guard let tree = try? ViewTree(json: json) else { return -1 }
      return tree.layout(in: fixedAdvance).nodes.count
    }
    print("stack probe: \(size) bytes, \(views) views x \(modifiers + 1) layers: \(count ?? -2) nodes")
  }
}

// swift-tools-version:6.0
// The layout inspector for SwiftUI-style view trees: a JSON-RPC daemon, its command-line client and the
// layout engine they share. The package has no outside dependencies: only the toolchain's own modules.
import PackageDescription

/// Pure modules use `rounded()`, `sqrt` and friends without importing Foundation; on Linux that needs libm.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "SwiftUILayoutInspector",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "InspectorDaemon", targets: ["InspectorDaemon"]),
    .executable(name: "inspect-client", targets: ["inspect-client"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "LayoutInspector", targets: ["LayoutInspector"]),
  ],
  targets: [
    // A JSON value type with a bounded, non-recursive parser and a deterministic serializer.
    .target(name: "JSONCore", linkerSettings: libm),
    // The vocabulary of the tree format: every view and modifier, its JSON members, layout role and Swift
    // spellings. Pure data, no dependencies, so the command line and the Swift front end read it too.
    .target(name: "TreeVocabulary"),
    // JSON-RPC 2.0 over stdio with LSP framing. Knows nothing of layout.
    .target(name: "JSONRPC", dependencies: ["JSONCore"], linkerSettings: libm),
    // JSON-RPC's client side: a server started as a child process, over Foundation's `Process`. Apart from
    // JSONRPC so that the daemon does not link Foundation.
    .target(name: "JSONRPCProcess", dependencies: ["JSONRPC"]),
    // The Swift expression and statement subset that trees, preference keys and actions are written in.
    .target(name: "SwiftSubset", dependencies: ["JSONCore"], linkerSettings: libm),
    // Fonts and text measurement: the sfnt reader, the SF emulation and line breaking. Pure.
    .target(name: "TextMetrics", exclude: ["SystemFont/Inter-LICENSE.txt"], linkerSettings: libm),
    // SwiftUI's layout, preferences and update loop over view trees. Pure: no I/O, no JSON-RPC.
    .target(
      name: "LayoutEngine", dependencies: ["JSONCore", "SwiftSubset", "TextMetrics", "TreeVocabulary"],
      linkerSettings: libm),
    // SwiftUI source in, tree documents out: an error-tolerant parser for Swift files and the translator from
    // view code to the tree format, with a source map. Pure: no I/O, no Foundation.
    .target(name: "SwiftUISource", dependencies: ["JSONCore", "SwiftSubset", "TreeVocabulary"], linkerSettings: libm),
    // The daemon's request, result and notification types, apart from the transport.
    .target(name: "InspectorProtocol", dependencies: ["JSONCore"]),
    // Pictures of a pass as SVG, drawn from the protocol's layout results: the CLI's `render` and the editors'
    // render command draw the same picture.
    .target(name: "LayoutPicture", dependencies: ["JSONCore", "InspectorProtocol", "TextMetrics"]),
    // The daemon's server as a library: the handlers of every method, the open trees and the settings. It wires
    // JSONRPC to LayoutEngine; the executable and the test library run it (over stdio, or in process).
    .target(
      name: "InspectorServer",
      dependencies: [
        "JSONCore", "JSONRPC", "InspectorProtocol", "LayoutEngine", "TextMetrics", "TreeVocabulary", "SwiftUISource",
        "LayoutPicture",
      ]
    ),
    // Layout assertions and snapshots for a SwiftUI developer's tests (Swift Testing and XCTest), against the server
    // in process or a daemon.
    .target(
      name: "LayoutInspector",
      dependencies: ["JSONCore", "JSONRPC", "JSONRPCProcess", "InspectorProtocol", "InspectorServer", "LayoutEngine"]
    ),
    // The long-running daemon: the command line, the log, and the server on standard input and output.
    .executableTarget(
      name: "InspectorDaemon",
      dependencies: ["JSONCore", "JSONRPC", "InspectorProtocol", "InspectorServer"]
    ),
    // The command line a SwiftUI developer uses; talks to the daemon over stdio like an editor.
    .executableTarget(
      name: "inspect-client",
      // The daemon is a build dependency only: the client starts the binary built next to it and talks to it
      // over stdio, so `swift run inspect-client demo` builds both.
      dependencies: [
        "JSONCore", "JSONRPC", "JSONRPCProcess", "InspectorProtocol", "InspectorDaemon", "TextMetrics",
        "TreeVocabulary", "LayoutPicture",
      ]
    ),
    // Regenerates TextMetrics' bundled Inter tables with the package's own reader (Scripts/generate-font-tables).
    .executableTarget(name: "font-table-generator", dependencies: ["TextMetrics"]),
    // Release-build benchmarks of every layer; figures are written down in Benchmarks/.
    .executableTarget(
      name: "inspector-bench",
      dependencies: [
        "JSONCore", "JSONRPC", "JSONRPCProcess", "SwiftSubset", "TextMetrics", "LayoutEngine", "InspectorProtocol",
        "SwiftUISource", "InspectorServer",
      ]
    ),
    // Helpers shared by the test targets: fixture loading, JSON matching with wildcards, snapshots.
    .target(name: "InspectorTestSupport", dependencies: ["JSONCore", "TreeVocabulary"]),

    .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore", "InspectorTestSupport"]),
    .testTarget(name: "TreeVocabularyTests", dependencies: ["TreeVocabulary"]),
    .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC", "JSONRPCProcess", "JSONCore", "InspectorTestSupport"]),
    .testTarget(name: "SwiftSubsetTests", dependencies: ["SwiftSubset", "InspectorTestSupport"]),
    .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics", "InspectorTestSupport"], exclude: ["Data"]),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: [
        "LayoutEngine", "JSONCore", "SwiftSubset", "TextMetrics", "TreeVocabulary", "InspectorTestSupport",
        "InspectorProtocol", "InspectorServer",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "SwiftUISourceTests",
      dependencies: [
        "SwiftUISource", "SwiftSubset", "LayoutEngine", "JSONCore", "TextMetrics", "InspectorTestSupport",
        "InspectorProtocol", "InspectorServer",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "InspectorProtocolTests", dependencies: ["InspectorProtocol", "InspectorTestSupport"]),
    .testTarget(
      name: "InspectorDaemonTests",
      dependencies: [
        "InspectorDaemon", "InspectorServer", "JSONRPC", "JSONRPCProcess", "JSONCore", "InspectorProtocol",
        "InspectorTestSupport", "SwiftUISource", "LayoutEngine",
      ]
    ),
    // Real SwiftUI files from public projects (Corpus/, data only) read through the front end and the decoder.
    .testTarget(
      name: "SwiftUICorpusTests", dependencies: ["SwiftUISource", "LayoutEngine", "JSONCore"], exclude: ["Corpus"]),
    .testTarget(
      name: "LayoutInspectorTests",
      // The daemon is built for the tests that run the library against it.
      dependencies: ["LayoutInspector", "InspectorDaemon"],
      exclude: ["__Snapshots__", "Views"]
    ),
    .testTarget(
      name: "InspectClientTests",
      dependencies: [
        "inspect-client", "InspectorDaemon", "JSONCore", "TreeVocabulary", "InspectorTestSupport", "LayoutPicture",
      ],
      exclude: ["Snapshots"]
    ),
  ]
)

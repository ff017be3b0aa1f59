import Foundation
import JSONCore
import LayoutEngine
import SwiftUISource

/// The Swift front end (issue 12): a 2,000-line SwiftUI file read and translated into a tree document, as
/// the daemon does on every keystroke; the toolchain's own parser (`swift-frontend -parse`) on the same file
/// is the peer. Options: `--lines N` for another size, `--write PATH` to keep the generated file,
/// `--through-daemon=PATH` to have the daemon at PATH read the same file instead of measuring (`throughDaemon`).
enum SourceBenchmarks {
  static func run(_ options: [String]) {
    print("== source (SwiftUISource) ==")
    var lines = 2_000
    if let index = options.firstIndex(where: { $0.hasPrefix("--lines=") }), let value = Int(options[index].dropFirst(8))
    {
      lines = value
    }
    let text = file(lines: lines)
    if let option = options.first(where: { $0.hasPrefix("--through-daemon=") }) {
      let problem = throughDaemon(String(option.dropFirst("--through-daemon=".count)), text: text)
      return print(problem ?? "the daemon read the \(lines)-line file 5 times and replaced it 4 times")
    }
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let source = SwiftSourceFile(uri: "Screens.swift", text: text)
    let translator = SwiftUITranslator()
    let check = translator.translate([source], root: .named("AllScreens"))
    let errors = check.diagnostics.filter { $0.severity != .note }
    guard let document = check.document, errors.isEmpty else {
      print("the generated file does not translate cleanly: \(errors.prefix(5))")
      return
    }
    do {
      _ = try ViewTree(json: document)
    } catch {
      print("the translated document does not decode: \(error)")
      return
    }
    let bytes = text.utf8.count
    print(
      "file: \(lineCount) lines, \(bytes / 1024) KiB; tree: \(JSONSerializer.serialize(document).utf8.count / 1024) KiB, \(check.statistics.viewExpressions) view expressions"
    )
    let parse = BenchmarkTimer.secondsPerCall { BenchmarkTimer.consume(translator.parse(source)) }
    let parsed = translator.parse(source)
    let translate = BenchmarkTimer.secondsPerCall {
      BenchmarkTimer.consume(translator.translate(parsed: [parsed], root: .named("AllScreens")))
    }
    let total = BenchmarkTimer.secondsPerCall {
      BenchmarkTimer.consume(translator.translate([source], root: .named("AllScreens")))
    }
    let decode = BenchmarkTimer.secondsPerCall {
      BenchmarkTimer.consume(
        try? ViewTree(
          json: document, parsedExpressions: check.parsedExpressions, parsedClosures: check.parsedClosures,
          declaredItems: check.declaredItems))
    }
    row("parse (ParsedSourceFile)", parse, lines: lineCount)
    row("translate a parsed file (tree document + source map)", translate, lines: lineCount)
    row("read and translate (the daemon's path)", total, lines: lineCount)
    row("TreeDecoder on the translated document (with its checked Swift texts)", decode, lines: lineCount)
    if let peer = compilerParse(text) {
      row("peer: swift-frontend -parse (process start excluded)", peer, lines: lineCount)
      print(String(format: "ratio: the front end's read and translate is %.1fx the compiler's parse", total / peer))
    }
    if let index = options.firstIndex(where: { $0.hasPrefix("--write=") }) {
      try? text.write(toFile: String(options[index].dropFirst(8)), atomically: true, encoding: .utf8)
    }
  }

  private static func row(_ name: String, _ seconds: Double, lines: Int) {
    print(String(format: "%@: %.2f ms (%.0f lines/s)", name, seconds * 1000, Double(lines) / seconds))
  }

  /// The median time of `swift-frontend -parse` on the file, less its median on an empty file (the process's
  /// start); nil when the toolchain's frontend is not found.
  private static func compilerParse(_ text: String) -> Double? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-bench-source")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Screens.swift")
    let empty = directory.appendingPathComponent("Empty.swift")
    guard (try? text.write(to: file, atomically: true, encoding: .utf8)) != nil,
      (try? "".write(to: empty, atomically: true, encoding: .utf8)) != nil,
      let frontend = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/swift-frontend" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    func time(_ path: String) -> Double? {
      var samples: [Double] = []
      for _ in 0..<7 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: frontend)
        process.arguments = ["-parse", path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = BenchmarkTimer.now()
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        samples.append(BenchmarkTimer.now() - start)
      }
      return BenchmarkTimer.median(samples)
    }
    guard let full = time(file.path), let start = time(empty.path) else { return nil }
    return max(full - start, 1e-6)
  }

  // MARK: - The daemon's path

  /// The daemon's source path, driven over its pipes for a profile of the release daemon: `initialize`; `text`
  /// opened five times, each under its own uri (`tree/open` with `swift`, root `AllScreens`); the first tree read
  /// again four times as its next version (`tree/edit` with `replaceSource`, the first screen's title changed and
  /// back); `shutdown` and `exit`. Each request waits for its reply. Profile the daemon with `valgrind
  /// --tool=callgrind --trace-children=yes inspector-bench source --through-daemon=PATH` (one profile per process).
  static func throughDaemon(_ daemon: String, text: String) -> String? {
    guard let client = try? PipeClient(daemon, ["--log-level", "error"]) else { return "cannot start \(daemon)" }
    // Ends the daemon without killing it on the way (a profiler writes its profile as the process exits).
    defer { client.end(timeout: 600) }
    let root: JSONValue = "AllScreens"
    let edited = text.replacingOccurrences(of: "Text(\"Screen 0\")", with: "Text(\"First screen\")")
    var requests: [(String, JSONValue)] = [
      ("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:], "initializationOptions": [:]])
    ]
    for index in 0..<5 {
      requests.append(
        ("tree/open", ["uri": .string("file:///Screens\(index).swift"), "swift": .string(text), "root": root]))
    }
    for index in 0..<4 {
      let replaceSource: JSONValue = ["swift": .string(index % 2 == 0 ? edited : text)]
      let edit: JSONValue = [
        "uri": "file:///Screens0.swift", "version": .integer(Int64(index + 1)),
        "edits": [["replaceSource": replaceSource]],
      ]
      requests.append(("tree/edit", edit))
    }
    for (method, params) in requests {
      guard let reply = client.call(method, JSONSerializer.serialize(params)) else { return "\(method): no reply" }
      let body = String(decoding: reply, as: UTF8.self)
      if body.contains("\"error\"") { return "\(method): \(body.prefix(300))" }
    }
    _ = client.call("shutdown", "null")
    return nil
  }

  // MARK: - The file

  /// A SwiftUI file of about `lines` lines: screens in the styles of the usage survey (stacks, forms, lists
  /// with ForEach, conditions, custom rows with bindings, a measuring modifier with a preference key, `#if`
  /// in a chain, comments, actions), and `AllScreens` showing every screen.
  static func file(lines: Int) -> String {
    var text = """
      import SwiftUI

      // Equal-width labels: every row reports its label's width, the screen keeps the widest.
      struct WidestLabel: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
          value = max(value, nextValue())
        }
      }

      struct MeasureWidth: ViewModifier {
        func body(content: Content) -> some View {
          content.background(
            GeometryReader { proxy in
              Color.clear.preference(key: WidestLabel.self, value: proxy.size.width)
            }
          )
        }
      }

      extension View {
        func measuredLabel(width: CGFloat?) -> some View {
          modifier(MeasureWidth()).frame(width: width, alignment: .leading)
        }
      }

      struct LabeledField: View {
        let title: String
        @Binding var text: String
        let labelWidth: CGFloat?

        var body: some View {
          HStack(spacing: 8) {
            Text(title)
              .measuredLabel(width: labelWidth)
            TextField(title, text: $text)
              .textFieldStyle(.roundedBorder)
          }
        }
      }


      """
    var screens: [String] = []
    var index = 0
    while text.split(separator: "\n", omittingEmptySubsequences: false).count + 12 < lines {
      screens.append("Screen\(index)")
      text += screen(index)
      index += 1
    }
    text += "struct AllScreens: View {\n  var body: some View {\n    ScrollView {\n      VStack(spacing: 24) {\n"
    for name in screens { text += "        \(name)()\n" }
    text += "      }\n    }\n  }\n}\n"
    return text
  }

  private static func screen(_ index: Int) -> String {
    """
    /// Screen \(index): a form of three fields, a list of items and a footer.
    struct Screen\(index): View {
      @State private var name = ""
      @State private var email = ""
      @State private var city = ""
      @State private var labelWidth: CGFloat? = nil
      @State private var showsDetails = \(index % 2 == 0)
      private let items = ["One", "Two", "Three"]

      var body: some View {
        VStack(alignment: .leading, spacing: 12) {
          Text("Screen \(index)")
            .font(.headline)
            .foregroundStyle(.secondary)
          LabeledField(title: "Name", text: $name, labelWidth: labelWidth)
          LabeledField(title: "E-mail", text: $email, labelWidth: labelWidth)
          LabeledField(title: "City", text: $city, labelWidth: labelWidth)
          if showsDetails {
            ForEach(items, id: \\.self) { item in
              HStack {
                Circle().fill(Color.blue).frame(width: 8, height: 8)
                Text(item)
                Spacer()
              }
              .padding(.vertical, 4)
            }
          } else {
            Text("No details")
              .padding()
          }
          Button(showsDetails ? "Hide" : "Show") { showsDetails.toggle() }
            .padding(.top, 8)
          #if os(iOS)
            .frame(maxWidth: .infinity, alignment: .trailing)
          #endif
        }
        .padding()
        .onPreferenceChange(WidestLabel.self) { labelWidth = $0 }
      }
    }


    """
  }
}
